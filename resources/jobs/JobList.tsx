/** /jobs: Title, Date_Posted, Company, External_Job, Location and an open button; Add New (spec §2). */
import type { RaRecord } from 'react-admin';
import type { Job } from '../../domain/types';
import { RelevantCandidatesButton } from '../../ui/ai/RelevantCandidatesButton';
import { DefinitionTable } from '../shared/DefinitionTable';
import { SpecList } from '../shared/SpecList';
import { jobsDefinition } from './definition';

// The relevant-candidates popup is a row action, beside the open button (not a column, spec §2).
const jobActions = (record: RaRecord) => <RelevantCandidatesButton job={record as unknown as Job} />;

export function JobList() {
  return (
    <SpecList resource="jobs" addNew>
      <DefinitionTable definition={jobsDefinition} rowActions={jobActions} />
    </SpecList>
  );
}
