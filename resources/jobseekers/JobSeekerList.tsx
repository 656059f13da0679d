/** /jobseekers: Name, Email, Location and an open button; no add button (read-only). */
import { DefinitionTable } from '../shared/DefinitionTable';
import { EmptyList } from '../shared/EmptyList';
import { SpecList } from '../shared/SpecList';
import { jobseekersDefinition } from './definition';

export function JobSeekerList() {
  return (
    <SpecList resource="jobseekers" empty={<EmptyList resource="jobseekers" />}>
      <DefinitionTable definition={jobseekersDefinition} />
    </SpecList>
  );
}
