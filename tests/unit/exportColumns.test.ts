/**
 * The CSV export's columns (server/export/columns.ts) are the console list's columns: the same
 * labels in the same order, and the same text for the same record (blank where the list shows '-').
 */
import { describe, expect, it } from 'vitest';
import { readPath } from '../../resources/shared/format';
import { RESOURCE_DEFINITIONS, RESOURCE_NAMES } from '../../resources/shared/registry';
import type { RecordData } from '../../resources/shared/definition';
import { EXPORT_LAYOUTS } from '../../server/export/columns';

const person = (d: Record<string, unknown>) => ({ fullName: null, firstName: null, lastName: null, email: null, city: null, state: null, country: null, address: null, ...d });

const SAMPLES: Record<string, RecordData[]> = {
  jobs: [
    { _id: 'j1', title: 'Gold Smith', companyName: 'Aurum', company: null, location: 'Antwerp', city: 'X', createdAt: '2025-01-01T00:00:00.000Z' },
    { _id: 'j2', title: 'Setter', companyName: null, company: { companyName: 'Linked Co' }, location: ' ', city: 'Jaipur', state: null, country: 'India' },
  ],
  jobseekers: [
    { _id: 's1', personalDetails: person({ fullName: 'Anaïs', email: 'a@x.test', city: 'Lyon', country: 'France' }), jobPreferences: { location: [] } },
    { _id: 's2', personalDetails: person({ address: '1 Rue' }), jobPreferences: { location: ['Paris'] } },
    { _id: 's3', personalDetails: person({}), jobPreferences: { location: ['Paris', 'Nice'] } },
    { _id: 's4', personalDetails: person({}), jobPreferences: { location: [] } },
  ],
  companies: [{ _id: 'c1', companyName: 'Maison', status: 'active', companyDetails: { address: '2 Place' } }],
  employers: [
    { _id: 'e1', personalDetails: person({ fullName: 'Zoë Martin', email: 'z@x.test', city: 'Paris', country: 'France' }) },
    { _id: 'e2', personalDetails: person({ firstName: 'Ravi', lastName: 'Mehta' }) },
  ],
  'job-applications': [{ _id: 'a1', name: 'Anaïs', designation: 'Setter', companyName: 'Maison', location: 'Paris', status: 'pending' }],
  'company-requests': [{ _id: 'r1', employerEmail: 'z@x.test', company: { companyName: 'Maison' }, status: 'pending' }],
};

describe('export columns', () => {
  for (const name of RESOURCE_NAMES) {
    const definition = RESOURCE_DEFINITIONS[name];
    const layout = EXPORT_LAYOUTS[name];
    // The company requests' Age is how long ago createdAt was: the file has Created At instead.
    const listed = definition.listColumns.filter((c) => c.kind !== 'age');
    const middle = layout.columns.slice(1, -2);

    it(`${name}: ID, the list's labels in order, then the audit dates`, () => {
      const labels = definition.labels.fields as Record<string, string>;
      expect(layout.columns.map((c) => c.header)).toEqual(['ID', ...listed.map((c) => labels[c.source]), 'Created At', 'Updated At']);
    });

    it(`${name}: the same text as the list shows`, () => {
      for (const record of SAMPLES[name]) {
        listed.forEach((column, i) => {
          if (column.kind === 'date' || column.kind === 'yesNo') return; // formatted for the screen
          const shown = column.value ? column.value(record) : readPath(record, column.source);
          const expected = shown === '-' || shown === undefined || shown === null ? null : String(shown);
          const exported = (middle[i].value as (r: RecordData) => string | null | undefined)(record) ?? null;
          expect(exported, `${name} ${column.source} of ${String(record._id)}`).toBe(expected);
        });
      }
    });
  }
});
