/**
 * The server's naming convention over the declarations (server/db/declared.ts): what a declared
 * field reads and writes, and the mistakes it refuses instead of guessing a column.
 */
import { describe, expect, it } from 'vitest';
import { declareEntity } from '../../domain/entities/declaration';
import { declaredColumns, declaredFieldMap, declaredRow } from '../../server/db/declared';
import { fieldsOf, readerOf } from '../../server/db/fieldMap';

const THING = declareEntity({
  resource: 'things',
  type: 'Thing',
  input: 'ThingInput',
  fields: {
    _id: { label: 'ID', kind: 'id', readOnly: true, column: 'id' },
    remotePolicy: { label: 'Remote Policy', kind: 'text' },
    perks: { label: 'Perks', kind: 'chips', seed: [] },
    postedAt: { label: 'Posted', kind: 'timestamp', readOnly: true },
    'address.zipCode': { label: 'ZIP', kind: 'text' },
    'links.website': { label: 'Website', kind: 'url', storedIn: 'links' },
    summary: { label: 'Summary', kind: 'text', readOnly: true, stored: false },
    location: { label: 'Location', kind: 'text', inType: false, stored: false, filter: true },
  },
});

type Row = Record<string, unknown>;
const f = fieldsOf<Row>();

describe('declared field map', () => {
  const map = declaredFieldMap<Row, Row>(THING, { summary: f.from(['remote_policy'], (r) => `policy: ${String(r.remote_policy)}`) });
  const read = readerOf(map);

  it('reads each field from its snake_case column, nested and JSON-kept fields included, by kind', () => {
    const row = {
      id: 't1',
      remote_policy: 'Hybrid',
      perks: null,
      posted_at: new Date('2026-01-02T03:04:05Z'),
      zip_code: '75001',
      links: { website: 'https://x.test' },
    };
    expect(read(row)).toEqual({
      _id: 't1',
      remotePolicy: 'Hybrid',
      perks: [],
      postedAt: '2026-01-02T03:04:05.000Z',
      address: { zipCode: '75001' },
      links: { website: 'https://x.test' },
      summary: 'policy: Hybrid',
    });
  });

  it('never reads a field that exists only in an input or a filter', () => {
    expect(Object.keys(map)).not.toContain('location');
  });

  it('refuses a computed field without an explicit reader, and a structured one stored as is', () => {
    expect(() => declaredFieldMap(THING, {})).toThrow('Thing.summary is not stored');
    const structured = declareEntity({ ...THING, fields: { ...THING.fields, meta: { label: 'Meta', kind: 'object' } } });
    expect(() => declaredFieldMap<Row, Row>(structured, { summary: f.column('x') })).toThrow('Thing.meta is structured');
  });
});

describe('declared write columns and seed rows', () => {
  it('writes the fields given under their columns, nested fields flattened, JSON-kept fields gathered', () => {
    expect(declaredColumns(THING, { remotePolicy: 'Remote', address: { zipCode: '1000' }, links: { website: null } })).toEqual({
      remote_policy: 'Remote',
      zip_code: '1000',
      links: JSON.stringify({ website: null }),
    });
  });

  it('refuses a key no declared field covers', () => {
    expect(() => declaredColumns(THING, { remotePolicy: 'x', salaryBand: 'y' })).toThrow('Thing.salaryBand has no column to write');
  });

  it("fills a seed row's missing fields with the declared seed value, else null, and encodes as asked", () => {
    expect(declaredRow(THING, { _id: 't2', remotePolicy: 'On-site' }, { remotePolicy: (v: string) => v.toUpperCase() })).toEqual({
      id: 't2',
      remote_policy: 'ON-SITE',
      perks: [],
      posted_at: null,
      zip_code: null,
      links: JSON.stringify({ website: null }),
    });
  });
});
