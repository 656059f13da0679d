/** /companies: company name, approval status, location and a view button (spec §2). */
import { AddNewActions } from '../shared/AddNewButton';
import { DefinitionTable } from '../shared/DefinitionTable';
import { SpecList } from '../shared/SpecList';
import { companiesDefinition } from './definition';

export function CompanyList() {
  return (
    <SpecList resource="companies" actions={<AddNewActions resource="companies" />} empty={false}>
      <DefinitionTable definition={companiesDefinition} />
    </SpecList>
  );
}
