/**
 * The AI panels the resource screens place (spec §1, §2, §4). Each takes the record as loaded and
 * a reload callback; each hides itself where the spec says it does not apply.
 */
export { ApplicationAiPanel, type ApplicationAiPanelProps } from './application/ApplicationAiPanel';
export { JobAiSection, type JobAiSectionProps } from './JobAiSection';
export { JobSeekerAiSection, type JobSeekerAiSectionProps } from './JobSeekerAiSection';
export { RelevantCandidatesButton, type RelevantCandidatesButtonProps } from './RelevantCandidatesButton';
