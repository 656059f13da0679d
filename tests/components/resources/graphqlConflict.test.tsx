/** Optimistic concurrency in the GraphQL provider: every update sends the editor's version; CONFLICT → 409. */
import { describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGES } from '../../../domain/messages';
import { createGraphQLDataProvider } from '../../../providers/graphql';
import { RESOURCE_DEFINITIONS, RESOURCE_NAMES } from '../../../resources/shared/registry';
import { createFakeFetch } from './fakeFetch';
import type { Answer, SentRequest } from './fakeFetch';

async function setup(answer: (request: SentRequest) => Answer) {
  const double = createFakeFetch(answer);
  const provider = await createGraphQLDataProvider({ resources: RESOURCE_DEFINITIONS, fetch: double.fetch });
  return { provider, sent: double.sent };
}

const echo = (request: SentRequest): Answer => {
  const field = /(update\w+)\(/.exec(request.query ?? '')?.[1] ?? 'none';
  return { body: { data: { [field]: { _id: 'r-1' } } } };
};

describe('every update carries the version the editor saw', () => {
  for (const resource of RESOURCE_NAMES) {
    it(`${resource}: previousData.updatedAt is sent as expectedUpdatedAt`, async () => {
      const { provider, sent } = await setup(echo);
      const previousData = { id: 'r-1', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-03-04T05:06:07.089Z' };
      const data = { ...previousData, title: 'Goldsmith', companyName: 'Aurum', status: 'approved', note: 'Called' };
      await provider.update(resource, { id: 'r-1', data, previousData }).catch(() => undefined);
      expect(sent).toHaveLength(1);
      expect(sent[0].query).toContain('expectedUpdatedAt: $expectedUpdatedAt');
      expect(sent[0].variables?.expectedUpdatedAt).toBe('2025-03-04T05:06:07.089Z');
    });
  }

  it('a record never updated sends its createdAt; a copy without an updatedAt field sends no version', async () => {
    const { provider, sent } = await setup(echo);
    const never = { id: 'e-1', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: null };
    await provider.update('employers', { id: 'e-1', data: { ...never, jobsPosted: 1 }, previousData: never });
    await provider.update('employers', { id: 'e-1', data: { id: 'e-1', jobsPosted: 2 }, previousData: { id: 'e-1' } });
    // A list row (no updatedAt field) cannot tell its version: none rather than a wrong one.
    const row = { id: 'e-1', createdAt: '2025-01-01T00:00:00.000Z' };
    await provider.update('employers', { id: 'e-1', data: { ...row, jobsPosted: 3 }, previousData: row });
    expect(sent[0].variables?.expectedUpdatedAt).toBe('2025-01-01T00:00:00.000Z');
    expect(sent[1].variables).not.toHaveProperty('expectedUpdatedAt');
    expect(sent[2].variables).not.toHaveProperty('expectedUpdatedAt');
  });
});

describe('a stale save', () => {
  it('becomes an HttpError 409 with body.code CONFLICT and the server message', async () => {
    const { provider } = await setup(() => ({
      body: { data: null, errors: [{ message: CONFLICT_MESSAGES.staleCopy, extensions: { code: 'CONFLICT' } }] },
    }));
    const previousData = { id: 'j-1', updatedAt: '2025-03-04T05:06:07.089Z' };
    const failure = await provider
      .update('jobs', { id: 'j-1', data: { ...previousData, title: 'Goldsmith' }, previousData })
      .then(() => null, (error: unknown) => error as { status: number; message: string; body: { code?: string } });
    expect(failure).not.toBeNull();
    expect(failure?.status).toBe(409);
    expect(failure?.body.code).toBe('CONFLICT');
    expect(failure?.message).toBe('This record was changed by someone else. Refresh to see the latest version.');
  });
});
