/**
 * Every field of an employer (the contract's Employer and EmployerInput), declared once: see
 * declaration.ts. personalDetails.* are the shared person fields (person.ts), plain columns of
 * the row; links.* are keys of its `links` JSON column.
 */
import { declareEntity, joinText } from './declaration';
import { PERSON_FIELDS as P, personName } from './person';

const cityStateCountry = (record: Readonly<Record<string, unknown>>): string => {
  const details = record.personalDetails as Record<string, unknown> | null | undefined;
  return joinText(details?.city, details?.state, details?.country) ?? '-';
};

const link = (label: string) => ({ label, kind: 'url', storedIn: 'links', limit: 'link' }) as const;

export const EMPLOYER_DECLARATION = declareEntity({
  resource: 'employers',
  type: 'Employer',
  input: 'EmployerInput',
  table: 'employers',
  detailSections: [
    { key: 'personal' },
    { key: 'company' },
    { key: 'address' },
    { key: 'statistics', custom: 'employmentStatistics' },
    { key: 'audit', custom: 'auditInfo' },
  ],
  fields: {
    _id: { label: 'Employer ID', kind: 'id', readOnly: true, column: 'id', listSelect: true },

    // Personal Information
    'personalDetails.fullName': {
      ...P.fullName,
      list: { label: 'Name', value: personName, reads: ['personalDetails.firstName', 'personalDetails.lastName'] },
      filter: { label: 'Name' },
    },
    'personalDetails.email': { ...P.email, list: true, filter: true },
    'personalDetails.phone': P.phone,
    'personalDetails.firstName': P.firstName,
    'personalDetails.lastName': P.lastName,
    'personalDetails.birthday': P.birthday,

    // Company Information: the company picker, jobs posted and left
    companyId: { label: 'Company', kind: 'id', custom: 'companyPicker', section: 'company', filter: { drawer: false } },
    company: { label: 'Company', kind: 'object', readOnly: true, stored: false, select: ['companyName', 'logoUrl'] },
    jobsPosted: { label: 'Jobs Posted', kind: 'number', section: 'company', seed: 0 },
    jobsLeft: { label: 'Jobs Left', kind: 'number', section: 'company', seed: 0 },

    // Address Information
    'personalDetails.address': P.address,
    'personalDetails.city': { ...P.city, filter: true, listSelect: true },
    'personalDetails.state': { ...P.state, filter: true, listSelect: true },
    'personalDetails.zipCode': P.zipCode,
    'personalDetails.country': { ...P.country, filter: true, listSelect: true },

    // The list's Location: city, state and country joined.
    location: {
      label: 'Location',
      kind: 'text',
      inType: false,
      readOnly: true,
      stored: false,
      detail: false,
      list: { value: cityStateCountry, reads: ['personalDetails.city', 'personalDetails.state', 'personalDetails.country'] },
    },

    // Links (not drawn on the detail page; kept by its saves)
    'links.instagram': link('Instagram'),
    'links.linkedin': link('LinkedIn'),
    'links.website': link('Website'),
    'links.behance': link('Behance'),
    'links.googleDrive': link('Google Drive'),
    'links.facebook': link('Facebook'),
    'links.twitter': link('Twitter'),

    createdAt: { label: 'Created At', kind: 'timestamp', readOnly: true, listSelect: true },
    createdBy: { label: 'Created By', kind: 'text', readOnly: true },
    updatedAt: { label: 'Updated At', kind: 'timestamp', readOnly: true },
    updatedBy: { label: 'Updated By', kind: 'text', readOnly: true },
  },
});
