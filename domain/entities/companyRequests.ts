/**
 * Every field of a company request (the contract's CompanyRequest), declared once: see
 * declaration.ts. A request is an employer asking to join a company: staff only decide it
 * (approve or reject, a mutation of its own), so it has no input; its company and employer are
 * read from their rows, and the list filters by their columns.
 */
import { COMPANY_REQUEST_STATUSES } from '../enums';
import { declareEntity } from './declaration';

/** The list's Age: how long the request has waited, from when it was made. */
const createdAtOf = (record: Readonly<Record<string, unknown>>): string | null =>
  typeof record.createdAt === 'string' ? record.createdAt : null;

export const COMPANY_REQUEST_DECLARATION = declareEntity({
  resource: 'company-requests',
  type: 'CompanyRequest',
  table: 'company_requests',
  fields: {
    _id: { label: 'Request ID', kind: 'id', readOnly: true, column: 'id', listSelect: true },
    companyId: { label: 'Company ID', kind: 'id', readOnly: true, links: 'companies', filter: { drawer: false } },
    employeeId: { label: 'Employer ID', kind: 'id', readOnly: true, links: 'employers', filter: { drawer: false } },
    status: {
      label: 'Status',
      kind: 'choice',
      choice: { values: COMPANY_REQUEST_STATUSES, labels: 'status' },
      readOnly: true,
      list: { order: 2, display: 'statusChip' },
      filter: { order: 0 },
      seed: 'pending',
    },
    requestNote: { label: 'Request Note', kind: 'longText', readOnly: true },
    company: { label: 'Company', kind: 'object', readOnly: true, stored: false, select: ['companyName', 'logoUrl'] },
    'company.companyName': { label: 'Company Name', kind: 'text', readOnly: true, stored: false, list: { order: 1 } },
    // The filter by company name: a key of its own, matching the linked company's name.
    companyName: { label: 'Company Name', kind: 'text', inType: false, readOnly: true, stored: false, filter: { order: 1, via: 'companyId', over: ['companyName'] } },
    employerEmail: {
      label: 'Employer Email',
      kind: 'email',
      readOnly: true,
      stored: false,
      list: { order: 0 },
      filter: { order: 2, via: 'employeeId', over: ['personalDetails.email'] },
    },
    age: {
      label: 'Age',
      kind: 'text',
      inType: false,
      readOnly: true,
      stored: false,
      detail: false,
      list: { order: 3, display: 'age', value: createdAtOf, reads: ['createdAt'] },
    },
    createdAt: { label: 'Created', kind: 'timestamp', readOnly: true },
    createdBy: { label: 'Created By', kind: 'text', readOnly: true },
    updatedAt: { label: 'Updated At', kind: 'timestamp', readOnly: true },
    updatedBy: { label: 'Updated By', kind: 'text', readOnly: true },
  },
});
