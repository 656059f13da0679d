/**
 * The job seeker detail's hand-drawn parts (spec §2), by the names its field declaration
 * (domain/entities/jobSeekers.ts) gives them: the AI overview, the résumé box, the notes and the
 * audit. The personal, address, preferences and skills fields are drawn from the declaration;
 * read-only values until Edit.
 */
import type { RaRecord } from 'react-admin';
import type { JobSeeker } from '../../domain/types';
import { JobSeekerAiSection } from '../../ui/ai';
import { AuditInfo, useDetailContext } from '../shared/detail';
import type { DeclaredWidgets } from '../shared/detail/DeclaredSection';
import { NotesPanel } from './notes/NotesPanel';
import { ResumeSection } from './resume/ResumeSection';

type SeekerRecord = JobSeeker & RaRecord;

function AiOverview() {
  const { record, refresh } = useDetailContext<SeekerRecord>();
  return <JobSeekerAiSection jobSeeker={record} onReload={refresh} />;
}

function Resume() {
  const { record } = useDetailContext<SeekerRecord>();
  return <ResumeSection resumeUrl={record.resumeUrl} />;
}

function Notes() {
  const { record, refresh } = useDetailContext<SeekerRecord>();
  return <NotesPanel jobSeekerId={String(record.id)} notes={record.notes} onReload={refresh} />;
}

export const JOB_SEEKER_WIDGETS: DeclaredWidgets = {
  custom: { aiOverview: AiOverview, resume: Resume, notes: Notes, auditInfo: AuditInfo },
};
