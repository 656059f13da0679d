/**
 * Issue 10, item 2: deeply nested input is refused with 400 and BAD_USER_INPUT and a readable
 * message before GraphQL parses it (it used to overflow the stack and answer INTERNAL/500), and the
 * server answers normally afterwards. Also the other request limits of GraphQL Armor: tokens,
 * directives, and no field suggestions that would spell out the contract.
 */
import { describe, expect, it } from 'vitest';
import {
  directivesMessage,
  GRAPHQL_LIMITS,
  nestingMessage,
  tokensMessage,
  variablesNestingMessage,
} from '../../../server/graphql/limits';
import { signedInTestServer } from '../harness';

const signedIn = signedInTestServer();

/** Sends the body exactly as given (a string is sent as is: JSON.stringify itself overflows on 20,000 levels). */
async function post(payload: string) {
  const res = await signedIn.server.app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', cookie: signedIn.cookie }, payload });
  return { status: res.statusCode, body: res.json() as { data?: unknown; errors: Array<{ message: string; extensions: { code: string } }> } };
}

const expectRefused = (res: Awaited<ReturnType<typeof post>>, message: string) => {
  expect(res.status).toBe(400);
  expect(res.body.data ?? null).toBeNull();
  expect(res.body.errors).toEqual([{ message, extensions: { code: 'BAD_USER_INPUT' } }]);
};

describe('deep nesting', () => {
  it('a document nested 2,500 levels (10 KB)', async () => {
    const query = `{${'a {'.repeat(2_500)}b${'}'.repeat(2_500)}}`;
    expect(query.length).toBeGreaterThan(9 * 1024);
    expect(query.length).toBeLessThan(11 * 1024);
    expectRefused(await post(JSON.stringify({ query })), nestingMessage(GRAPHQL_LIMITS.nesting));
  });

  it('a list literal nested 8,000 levels', async () => {
    const query = `{ getAllJobs(filters: ${'['.repeat(8_000)}${']'.repeat(8_000)}) { totalElements } }`;
    expectRefused(await post(JSON.stringify({ query })), nestingMessage(GRAPHQL_LIMITS.nesting));
  });

  it('variables nested 20,000 levels', async () => {
    const payload = `{"query":"query($f: [FilterInput!]) { getAllJobs(filters: $f) { totalElements } }","variables":{"f":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`;
    expectRefused(await post(payload), variablesNestingMessage(GRAPHQL_LIMITS.nesting));
  });

  it('an object variable nested deeper than the limit, and the same with a depth the console uses', async () => {
    let deep: unknown = { key: 'title', value: 'x' };
    for (let i = 0; i < GRAPHQL_LIMITS.nesting; i++) deep = { nested: deep };
    const query = 'query($f: [FilterInput!]) { getAllJobs(filters: $f) { totalElements } }';
    expectRefused(await post(JSON.stringify({ query, variables: { f: [deep] } })), variablesNestingMessage(GRAPHQL_LIMITS.nesting));

    const fine = await post(JSON.stringify({ query, variables: { f: [{ key: 'title', value: 'gold' }] } }));
    expect(fine.status).toBe(200);
    expect(fine.body.errors).toBeUndefined();
  });

  it('the same document sent as a GraphQL multipart request is refused too (no operation takes an upload)', async () => {
    const operations = JSON.stringify({ query: `{${'a {'.repeat(2_500)}b${'}'.repeat(2_500)}}` });
    const payload = `--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n--b\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--b--\r\n`;
    const res = await signedIn.server.app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'multipart/form-data; boundary=b', cookie: signedIn.cookie }, payload });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ data: null, errors: [{ message: 'Send GraphQL requests as JSON (Content-Type: application/json).', extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('the server answers normally after all of them', async () => {
    const res = await post(JSON.stringify({ query: '{ getAllJobs(size: 1) { totalElements } }' }));
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });
});

describe('other request limits', () => {
  it('too many tokens in a document under the size limit', async () => {
    const query = `{ ${'a '.repeat(GRAPHQL_LIMITS.tokens + 1)}}`;
    expect(Buffer.byteLength(query)).toBeLessThan(GRAPHQL_LIMITS.documentBytes);
    expectRefused(await post(JSON.stringify({ query })), tokensMessage(GRAPHQL_LIMITS.tokens));
  });

  it('too many directives', async () => {
    const directives = ' @include(if: true)'.repeat(GRAPHQL_LIMITS.directives + 1);
    const res = await post(JSON.stringify({ query: `{ getAllJobs(size: 1) { totalElements${directives} } }` }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe(directivesMessage(GRAPHQL_LIMITS.directives));
    expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });

  it('a misspelt field is refused without suggesting the real one', async () => {
    const res = await post(JSON.stringify({ query: '{ getAllJob(size: 1) { totalElements } }' }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toMatch(/getAllJob/);
    expect(res.body.errors[0].message).not.toMatch(/Did you mean|getAllJobs/);
  });
});
