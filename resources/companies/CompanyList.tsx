/** /companies: company name, approval status, location and a view icon; Add New (spec §2). */
import { DefinitionTable } from '../shared/DefinitionTable';
import { RelatedListLink } from '../shared/list/RelatedListLink';
import { SpecList } from '../shared/SpecList';
import { companiesDefinition } from './definition';

// Company requests have no navigation entry (spec §2's list is fixed): the companies list,
// where staff look after companies, is the natural way in besides a request's Back.
const requestsLink = <RelatedListLink to="/company-requests" label="resources.shared.list.company_requests_link" />;

export function CompanyList() {
  return (
    <SpecList resource="companies" addNew aside={requestsLink}>
      <DefinitionTable definition={companiesDefinition} openKind="view" />
    </SpecList>
  );
}
