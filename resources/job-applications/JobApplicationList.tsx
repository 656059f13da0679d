/** /job-applications: name, designation, company name, location, status with a coloured dot, view icon (spec §2). */
import { DefinitionTable } from '../shared/DefinitionTable';
import { SpecList } from '../shared/SpecList';
import { jobApplicationsDefinition } from './definition';

export function JobApplicationList() {
  return (
    <SpecList resource="job-applications">
      <DefinitionTable definition={jobApplicationsDefinition} openKind="view" />
    </SpecList>
  );
}
