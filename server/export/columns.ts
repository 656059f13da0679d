/**
 * The columns of each list's CSV export: the record id, the list's own columns (the labels and
 * values of the declared list columns, domain/entities, as the console shows them), then the
 * audit dates. tests/unit/exportColumns.test.ts keeps them in step with the console.
 */
import type { Company, CompanyRequest, Employer, JobApplication, JobSeeker } from '../../domain/types';
import { type EntityDeclaration, listColumnsOf } from '../../domain/entities/declaration';
import { APPLICATION_DECLARATION } from '../../domain/entities/applications';
import { COMPANY_DECLARATION } from '../../domain/entities/companies';
import { EMPLOYER_DECLARATION } from '../../domain/entities/employers';
import { JOB_SEEKER_DECLARATION } from '../../domain/entities/jobSeekers';
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

const yesNo = (value: boolean | null | undefined) => (value === true ? 'Yes' : value === false ? 'No' : null);

const leaf: Selection = {};
const audit = { _id: leaf, createdAt: leaf, updatedAt: leaf };

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
  // Where the list shows '-' for nothing, the file has a blank cell.
  if (declared.value) {
    return (record) => {
      const text = declared.value?.(record as Readonly<Record<string, unknown>>);
      return text === '-' ? null : text;
    };
  }
  // personalDetails.email: the field of a nested object.
  const at = (record: object): unknown =>
    name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], record);
  if (field.kind === 'yesNo') return (record) => yesNo(at(record) as boolean | null | undefined);
  return (record) => {
    const value = at(record);
    return value === null || value === undefined ? value : String(value);
  };
}

/** The export of a declared entity: its list columns (domain/entities), and only the fields they read. */
function declaredLayout<T extends { _id: string; createdAt: string; updatedAt: string | null }>(
  entity: EntityDeclaration<string, string, string>,
): ExportLayout<T> {
  const selection: Record<string, Selection> = {};
  const columns = listColumnsOf(entity).map((column) => {
    const [top, inner] = column.name.split('.');
    if (inner) selection[top] = { ...selection[top], [inner]: leaf };
    else selection[top] = leaf;
    for (const read of column.column.reads ?? []) {
      if (typeof read === 'string') selection[read] = leaf;
      else selection[read.field] = { ...selection[read.field], ...Object.fromEntries(read.select.map((f) => [f, leaf])) };
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
  jobseekers: declaredLayout<JobSeeker>(JOB_SEEKER_DECLARATION),
  companies: declaredLayout<Company>(COMPANY_DECLARATION),
  employers: declaredLayout<Employer>(EMPLOYER_DECLARATION),
  'job-applications': declaredLayout<JobApplication>(APPLICATION_DECLARATION),
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
