/** The one transform from company form values (or a fetched company) to the contract's CompanyInput. */
import type { RecordData } from '../shared/definition';
import { metadataInput, pickDefined, pickObject } from '../shared/pick';

const COMPANY_INPUT_KEYS = ['companyName', 'about', 'status', 'logoUrl', 'industry'] as const;
const DETAILS_KEYS = ['email', 'address', 'city', 'state', 'country', 'zipCode'] as const;
const LINK_KEYS = ['instagram', 'linkedin', 'website'] as const;

export function toCompanyInput(data: RecordData): Record<string, unknown> {
  const input: Record<string, unknown> = pickDefined(data, COMPANY_INPUT_KEYS);
  const companyDetails = pickObject(data.companyDetails, DETAILS_KEYS);
  if (companyDetails) input.companyDetails = companyDetails;
  const links = pickObject(data.links, LINK_KEYS);
  if (links) input.links = links;
  const metadata = metadataInput(data.metadata);
  if (metadata) input.metadata = metadata;
  return input;
}
