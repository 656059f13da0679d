/**
 * Every field of a company (the contract's Company and CompanyInput), declared once: see
 * declaration.ts. In the order of the spec's pages (§2 /companies/new and the company detail).
 * companyDetails.* are plain columns of the row; links.* are keys of its `links` JSON column.
 */
import { COMPANY_STATUSES } from '../enums';
import { VALIDATION } from '../messages';
import { declareEntity } from './declaration';

const M = VALIDATION.company;

/** Location column: the company's address line. */
export const companyLocation = (company: Readonly<Record<string, unknown>>): string | null => {
  const details = company.companyDetails as { address?: string | null } | null | undefined;
  return details?.address ?? null;
};

export const COMPANY_DECLARATION = declareEntity({
  resource: 'companies',
  type: 'Company',
  input: 'CompanyInput',
  table: 'companies',
  detailSections: [
    { key: 'logo', custom: 'companyLogo' },
    { key: 'basic' },
    { key: 'description', blocks: true },
    { key: 'links', columns: 3 },
    { key: 'address' },
    { key: 'metadata', custom: 'seoMetadata' },
    { key: 'audit', custom: 'auditInfo' },
  ],
  createSections: [
    { key: 'logo', custom: 'companyLogo' },
    { key: 'basic' },
    { key: 'description', blocks: true },
    { key: 'links', columns: 3 },
    { key: 'address' },
    { key: 'metadata', custom: 'seoMetadata' },
  ],
  fields: {
    _id: { label: 'Company ID', kind: 'id', readOnly: true, column: 'id', listSelect: true },
    logoUrl: { label: 'Company Logo', kind: 'url', custom: 'companyLogo', section: 'logo', listSelect: true, limit: 'link' },

    // Basic Information
    companyName: {
      label: 'Company Name',
      kind: 'text',
      section: 'basic',
      required: { create: M.companyName, edit: M.companyName },
      list: true,
      filter: true,
      limit: 'name',
    },
    'companyDetails.email': { label: 'Company Email', kind: 'email', section: 'basic', required: { create: M.email }, limit: 'name' },
    status: {
      label: 'Approval Status',
      kind: 'choice',
      choice: { values: COMPANY_STATUSES, labels: 'status' },
      // Shown as the same coloured chip as in the list.
      custom: 'companyStatus',
      section: 'basic',
      createDefault: 'pending',
      list: { display: 'statusChip' },
      filter: true,
      seed: 'pending',
    },
    industry: { label: 'Industry', kind: 'text', section: 'basic', limit: 'name' },

    // Company Description
    about: { label: 'Company Description', kind: 'richText', section: 'description', limit: 'long' },

    // Social Links
    'links.website': { label: 'Website', kind: 'url', inputType: 'text', section: 'links', required: { create: M.website }, storedIn: 'links', limit: 'link' },
    'links.instagram': { label: 'Instagram', kind: 'url', inputType: 'text', section: 'links', storedIn: 'links', limit: 'link' },
    'links.linkedin': { label: 'LinkedIn', kind: 'url', inputType: 'text', section: 'links', storedIn: 'links', limit: 'link' },

    // Address Information
    'companyDetails.address': {
      label: 'Address',
      kind: 'text',
      section: 'address',
      required: { create: M.address },
      limit: 'short',
    },
    'companyDetails.city': { label: 'City', kind: 'text', section: 'address', limit: 'name' },
    'companyDetails.state': { label: 'State', kind: 'text', section: 'address', limit: 'name' },
    'companyDetails.country': { label: 'Country', kind: 'text', section: 'address', limit: 'name' },
    'companyDetails.zipCode': { label: 'ZIP Code', kind: 'text', section: 'address', required: { create: M.zipCode }, digits: M.zipCode, limit: 'name' },

    // The list's Location: the address line; its filter matches the address, city, state or country.
    location: {
      label: 'Location',
      kind: 'text',
      inType: false,
      readOnly: true,
      stored: false,
      detail: false,
      list: { value: companyLocation, reads: [{ field: 'companyDetails', select: ['address', 'city', 'state', 'country'] }] },
      filter: { over: ['companyDetails.address', 'companyDetails.city', 'companyDetails.state', 'companyDetails.country'] },
    },

    // Metadata
    metadata: {
      label: 'Metadata',
      kind: 'object',
      custom: 'seoMetadata',
      section: 'metadata',
      select: ['title', 'url', 'description', 'keywords', { metadata: ['key', 'value'] }],
      limit: { input: 'MetadataInput' },
      seed: {},
    },

    // Approval history and audit information
    history: { label: 'History', kind: 'object', readOnly: true, select: ['date', 'status', 'changedBy'], seed: [] },
    createdAt: { label: 'Created At', kind: 'timestamp', readOnly: true, listSelect: true },
    createdBy: { label: 'Created By', kind: 'text', readOnly: true },
    updatedAt: { label: 'Updated At', kind: 'timestamp', readOnly: true },
    updatedBy: { label: 'Updated By', kind: 'text', readOnly: true },
  },
});
