/** /jobs: Title, Date_Posted, Company, External_Job, Location and an open button (spec §2). */
import { AddNewActions } from '../shared/AddNewButton';
import { DefinitionTable } from '../shared/DefinitionTable';
import { SpecList } from '../shared/SpecList';
import { jobsDefinition } from './definition';

export function JobList() {
  return (
    // No custom empty page: it would hide Add New, the way to the first job.
    <SpecList resource="jobs" actions={<AddNewActions resource="jobs" />} empty={false}>
      <DefinitionTable definition={jobsDefinition} />
    </SpecList>
  );
}
