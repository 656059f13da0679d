/** /company-requests: company, employer email, status, created (read-only). */
import { DefinitionTable } from '../shared/DefinitionTable';
import { EmptyList } from '../shared/EmptyList';
import { SpecList } from '../shared/SpecList';
import { companyRequestsDefinition } from './definition';

export function CompanyRequestList() {
  return (
    <SpecList resource="company-requests" empty={<EmptyList resource="company-requests" />}>
      <DefinitionTable definition={companyRequestsDefinition} />
    </SpecList>
  );
}
