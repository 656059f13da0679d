/** /jobseekers: Name, Email, Location and an open button; no add button (spec §2). */
import { DefinitionTable } from '../shared/DefinitionTable';
import { SpecList } from '../shared/SpecList';
import { jobseekersDefinition } from './definition';

export function JobSeekerList() {
  return (
    <SpecList resource="jobseekers">
      <DefinitionTable definition={jobseekersDefinition} />
    </SpecList>
  );
}
