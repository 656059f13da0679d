/** /employers: name, email, location (city, state, country, else a dash) (read-only). */
import { DefinitionTable } from '../shared/DefinitionTable';
import { EmptyList } from '../shared/EmptyList';
import { SpecList } from '../shared/SpecList';
import { employersDefinition } from './definition';

export function EmployerList() {
  return (
    <SpecList resource="employers" empty={<EmptyList resource="employers" />}>
      <DefinitionTable definition={employersDefinition} />
    </SpecList>
  );
}
