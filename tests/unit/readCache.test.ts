/** The read cache's own rules, without a database: what is kept, under which key, for how long. */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { createReadCache } from '../../server/graphql/readCache';

const cache = (maxBytes = 1_000_000) => createReadCache(null as unknown as Db, { maxBytes });
const answer = (versions: string, body = '{"data":{"x":1}}') => ({ versions, contentType: 'application/json', body });

describe('read cache keys', () => {
  it('keys queries only', () => {
    const c = cache();
    expect(c.keyOf('u', undefined, { query: '{ getAllJobs { totalElements } }' })).not.toBeNull();
    expect(c.keyOf('u', undefined, { query: 'query Q { getAllJobs { totalElements } }' })).not.toBeNull();
    expect(c.keyOf('u', undefined, { query: 'mutation { deleteJobById(_id: "1") }' })).toBeNull();
    expect(c.keyOf('u', undefined, { query: '{ not closed' })).toBeNull();
    expect(c.keyOf('u', undefined, [{ query: '{ a }' }])).toBeNull();
    expect(c.keyOf('u', undefined, 'text')).toBeNull();
  });

  it('follows operationName in a document of several operations', () => {
    const c = cache();
    const doc = 'query Read { a } mutation Write { b }';
    expect(c.keyOf('u', undefined, { query: doc, operationName: 'Read' })).not.toBeNull();
    expect(c.keyOf('u', undefined, { query: doc, operationName: 'Write' })).toBeNull();
    expect(c.keyOf('u', undefined, { query: doc })).toBeNull();
    expect(c.keyOf('u', undefined, { query: doc, operationName: 'Other' })).toBeNull();
  });

  it('keeps users, variables and Accept headers apart', () => {
    const c = cache();
    const body = { query: '{ a }', variables: { page: 0 } };
    const keys = new Set([
      c.keyOf('u1', undefined, body),
      c.keyOf('u2', undefined, body),
      c.keyOf('u1', 'application/graphql-response+json', body),
      c.keyOf('u1', undefined, { ...body, variables: { page: 1 } }),
    ]);
    expect(keys.size).toBe(4);
  });
});

describe('read cache entries', () => {
  it('gives an answer back only at the versions it was computed at', () => {
    const c = cache();
    c.set('k', answer('jobs:1'));
    expect(c.get('k', 'jobs:1')?.body).toBe('{"data":{"x":1}}');
    expect(c.get('k', 'jobs:2')).toBeNull();
    expect(c.get('k', 'jobs:1')).toBeNull(); // the stale entry is dropped
  });

  it('compares only the tables the answer read', () => {
    const c = cache();
    c.set('k', answer('companies:4,jobs:1'));
    expect(c.get('k', 'companies:4,job_seekers:9,jobs:1')).not.toBeNull();
    expect(c.get('k', 'companies:4,job_seekers:10,jobs:1')).not.toBeNull();
    expect(c.get('k', 'companies:5,job_seekers:10,jobs:1')).toBeNull();
    c.set('k', answer('jobs:1'));
    expect(c.get('k', 'companies:5')).toBeNull(); // a table it read that has no version now
  });

  it('an answer whose queries were not seen depends on every table', async () => {
    const c = cache();
    expect(await c.versionsRead({ words: new Set(), queries: 0 }, 'companies:4,jobs:1')).toBe('companies:4,jobs:1');
  });

  it('never keeps an answer with errors', () => {
    const c = cache();
    c.set('k', answer('v', '{"data":null,"errors":[{"message":"Not found"}]}'));
    c.set('k2', answer('v', '{"errors":[{"message":"bad"}]}'));
    expect(c.get('k', 'v')).toBeNull();
    expect(c.get('k2', 'v')).toBeNull();
  });

  it('keeps a quoted "errors" inside a value', () => {
    const c = cache();
    c.set('k', answer('v', '{"data":{"note":"say \\"errors\\": none"}}'));
    expect(c.get('k', 'v')).not.toBeNull();
  });

  it('stays within its byte budget, least recently used out first', () => {
    const body = `{"data":{"s":"${'x'.repeat(40)}"}}`; // 116 bytes with a one-letter key: 8 fit in 1,000
    const c = cache(1_000);
    for (const k of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) c.set(k, answer('v', body));
    expect(c.stats.entries).toBe(8);
    expect(c.get('a', 'v')).not.toBeNull(); // a is now the most recent; b the least
    c.set('i', answer('v', body));
    expect(c.stats.bytes).toBeLessThanOrEqual(1_000);
    expect(c.get('b', 'v')).toBeNull();
    expect(c.get('a', 'v')).not.toBeNull();
    expect(c.get('i', 'v')).not.toBeNull();
  });

  it('does not keep an answer larger than an eighth of its budget', () => {
    const c = cache(800);
    c.set('big', answer('v', `{"data":{"s":"${'x'.repeat(200)}"}}`));
    expect(c.get('big', 'v')).toBeNull();
  });
});
