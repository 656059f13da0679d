/** /companies: company name, approval status, location and a view icon; Add New (spec §2). */
import { DefinitionTable } from '../shared/DefinitionTable';
import { SpecList } from '../shared/SpecList';
import { companiesDefinition } from './definition';

export function CompanyList() {
  return (
    <SpecList resource="companies" addNew>
      <DefinitionTable definition={companiesDefinition} openKind="view" />
    </SpecList>
  );
}
