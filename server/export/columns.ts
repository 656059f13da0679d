/**
 * The columns of each list's CSV export: the record id, the list's own columns (the console's
 * labels and the same values it shows, from resources/<entity>/definition.ts listColumns), then
 * the audit dates. tests/unit/exportColumns.test.ts keeps the labels in step with the console.
 */
import type { Company, CompanyRequest, Employer, JobApplication, JobSeeker, PersonalDetails } from '../../domain/types';
import { type EntityDeclaration, listColumnsOf } from '../../domain/entities/declaration';
import { JOB_DECLARATION } from '../../domain/entities/jobs';
import type { Loaded, Selection } from '../db/fieldMap';
import type { ListName } from '../db/filters';
import type { JobRecord } from '../db/repositories/jobs';

export interface ExportColumn<T extends { _id: string }> {
  header: string;
  value: (record: Loaded<T>) => string | null | undefined;
}

export interface ExportLayout<T extends { _id: string }> {
  columns: ReadonlyArray<ExportColumn<T>>;
  /** The fields the columns read: only these are loaded. */
  selection: Selection;
}

const join = (...parts: ReadonlyArray<string | null | undefined>): string | null => {
  const kept = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return kept.length ? kept.join(', ') : null;
};
const yesNo = (value: boolean | null | undefined) => (value === true ? 'Yes' : value === false ? 'No' : null);
/** The full name, else first and last name (as the employers list names a person). */
const personName = (d: Partial<PersonalDetails> | null | undefined): string | null =>
  d?.fullName?.trim() ? d.fullName : [d?.firstName, d?.lastName].filter((p) => p?.trim()).join(' ') || null;

const leaf: Selection = {};
const audit = { _id: leaf, createdAt: leaf, updatedAt: leaf };
const people = { personalDetails: { fullName: leaf, firstName: leaf, lastName: leaf, email: leaf, city: leaf, state: leaf, country: leaf, address: leaf } };

function layout<T extends { _id: string; createdAt: string; updatedAt: string | null }>(
  columns: ReadonlyArray<ExportColumn<T>>,
  selection: Selection,
): ExportLayout<T> {
  return {
    columns: [
      { header: 'ID', value: (r) => r._id },
      ...columns,
      { header: 'Created At', value: (r) => r.createdAt },
      { header: 'Updated At', value: (r) => r.updatedAt },
    ],
    selection: { ...audit, ...selection },
  };
}

/** A declared list column's text: its computed cell, else its field's value (yes/no spelled out). */
function cellOf<T extends { _id: string }>(column: ReturnType<typeof listColumnsOf>[number]): ExportColumn<T>['value'] {
  const { name, field, column: declared } = column;
  if (declared.value) return (record) => declared.value?.(record as Readonly<Record<string, unknown>>);
  if (field.kind === 'yesNo') return (record) => yesNo((record as Record<string, unknown>)[name] as boolean | null | undefined);
  return (record) => {
    const value = (record as Record<string, unknown>)[name];
    return value === null || value === undefined ? value : String(value);
  };
}

/** The export of a declared entity: its list columns (domain/entities), and only the fields they read. */
function declaredLayout<T extends { _id: string; createdAt: string; updatedAt: string | null }>(
  entity: EntityDeclaration<string, string, string>,
): ExportLayout<T> {
  const selection: Record<string, Selection> = {};
  const columns = listColumnsOf(entity).map((column) => {
    selection[column.name] = leaf;
    for (const read of column.column.reads ?? []) {
      if (typeof read === 'string') selection[read] = leaf;
      else selection[read.field] = Object.fromEntries(read.select.map((f) => [f, leaf]));
    }
    return { header: column.label, value: cellOf<T>(column) };
  });
  return layout<T>(columns, selection);
}

/** The record type each list's export reads. */
export interface ExportRecords {
  jobs: JobRecord;
  jobseekers: JobSeeker;
  companies: Company;
  employers: Employer;
  'job-applications': JobApplication;
  'company-requests': CompanyRequest;
}

export const EXPORT_LAYOUTS: { [L in ListName]: ExportLayout<ExportRecords[L]> } = {
  jobs: declaredLayout<JobRecord>(JOB_DECLARATION),
  jobseekers: layout<JobSeeker>(
    [
      { header: 'Name', value: (s) => s.personalDetails?.fullName },
      { header: 'Email', value: (s) => s.personalDetails?.email },
      // City, state, country; then the address or the preferred locations (spec §2).
      {
        header: 'Location',
        value: (s) =>
          join(s.personalDetails?.city, s.personalDetails?.state, s.personalDetails?.country) ??
          (s.personalDetails?.address?.trim() ? s.personalDetails.address : join(...(s.jobPreferences?.location ?? []))),
      },
    ],
    { ...people, jobPreferences: { location: leaf } },
  ),
  companies: layout<Company>(
    [
      { header: 'Company Name', value: (c) => c.companyName },
      { header: 'Approval Status', value: (c) => c.status },
      { header: 'Location', value: (c) => c.companyDetails?.address },
    ],
    { companyName: leaf, status: leaf, companyDetails: { address: leaf } },
  ),
  employers: layout<Employer>(
    [
      { header: 'Name', value: (e) => personName(e.personalDetails) },
      { header: 'Email', value: (e) => e.personalDetails?.email },
      { header: 'Location', value: (e) => join(e.personalDetails?.city, e.personalDetails?.state, e.personalDetails?.country) },
    ],
    people,
  ),
  'job-applications': layout<JobApplication>(
    [
      { header: 'Name', value: (a) => a.name },
      { header: 'Designation', value: (a) => a.designation },
      { header: 'Company Name', value: (a) => a.companyName },
      { header: 'Location', value: (a) => a.location },
      { header: 'Status', value: (a) => a.status },
    ],
    { name: leaf, designation: leaf, companyName: leaf, location: leaf, status: leaf },
  ),
  // The list's Age column is how long ago createdAt was: the file carries createdAt itself.
  'company-requests': layout<CompanyRequest>(
    [
      { header: 'Employer Email', value: (r) => r.employerEmail },
      { header: 'Company Name', value: (r) => r.company?.companyName },
      { header: 'Status', value: (r) => r.status },
    ],
    { employerEmail: leaf, company: { companyName: leaf }, status: leaf },
  ),
};
