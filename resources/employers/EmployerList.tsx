/** /employers: name, email, location (city, state, country, else a dash) and an open button (spec §2). */
import { DefinitionTable } from '../shared/DefinitionTable';
import { SpecList } from '../shared/SpecList';
import { employersDefinition } from './definition';

export function EmployerList() {
  return (
    <SpecList resource="employers">
      <DefinitionTable definition={employersDefinition} />
    </SpecList>
  );
}
