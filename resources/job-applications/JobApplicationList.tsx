/** /job-applications: name, designation, company name, location, status with a coloured dot (read-only). */
import { DefinitionTable } from '../shared/DefinitionTable';
import { EmptyList } from '../shared/EmptyList';
import { SpecList } from '../shared/SpecList';
import { jobApplicationsDefinition } from './definition';

export function JobApplicationList() {
  return (
    <SpecList resource="job-applications" empty={<EmptyList resource="job-applications" />}>
      <DefinitionTable definition={jobApplicationsDefinition} />
    </SpecList>
  );
}
