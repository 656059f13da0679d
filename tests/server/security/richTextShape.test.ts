/**
 * Rich text the HTML parser would take seconds or all the server's memory to repair is refused
 * before it is parsed (domain/richTextShape.ts). Before, a 15 KB description or note of
 * formatting tags left open before each paragraph (`<b class=c1><p>x<i class=c2><p>x…`) made the
 * sanitiser copy every open tag into every later paragraph: 4 KB took 13.5 s on the server's one
 * thread, 15 KB ran it out of memory and stopped it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RICH_TEXT_TANGLED } from '../../../domain/richTextShape';
import { addCompany, addSeeker } from '../entities/fixtures';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const TAGS = ['b', 'i', 'u', 'em', 'strong', 'a'];
/** ~15 KB: the text that stopped the server. */
const REOPENING = Array.from({ length: 800 }, (_, i) => `<${TAGS[i % TAGS.length]} class=c${i}><p>x`).join('');
const DEEP = '<table>' + 'x<b>'.repeat(12_000);
/** What the console's editor writes: lists in lists, formatting closed inside each paragraph. */
const EDITOR_TEXT = '<p><strong>Bench jeweller</strong>, <em>Jaipur</em></p><ul><li><p>Setting</p><ul><li><p>micro <u>pavé</u></p></li></ul></li></ul>';

const CREATE_JOB = 'mutation($input: JobInput!) { createJob(input: $input) { _id description } }';
const ADD_NOTE = 'mutation($id: ID!, $note: String!) { addJobSeekerNote(jobSeekerId: $id, note: $note) { note } }';

type Answer = { data: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
/** Refused as the field's own error (a form's answer says "Please correct the highlighted fields."). */
function expectTangled(result: Answer, field: string) {
  expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { [field]: RICH_TEXT_TANGLED } } });
}

describe('tangled rich text', () => {
  it("a job's description that would take the parser minutes is refused, field by field, and the job is not created", async () => {
    const companyId = await addCompany(server.db);
    const input = { title: 'Tangled', isExternalJob: false, companyId, jobType: 'FULL_TIME', category: 'Retail', industry: 'Jewellery', city: 'Jaipur', state: 'Rajasthan', country: 'India' };
    const before = await server.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expectTangled(await server.gql(CREATE_JOB, { input: { ...input, description: REOPENING } }), 'description');
    expectTangled(await server.gql(CREATE_JOB, { input: { ...input, description: DEEP } }), 'description');
    const after = await server.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // the server still answers, and the editor's own text is stored as written
    const saved = await server.gql<{ createJob: { description: string } }>(CREATE_JOB, { input: { ...input, description: EDITOR_TEXT } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.createJob.description).toBe(EDITOR_TEXT);
  });

  it("a seeker's note of that shape is refused as the note's error", async () => {
    const seekerId = await addSeeker(server.db);
    expectTangled(await server.gql(ADD_NOTE, { id: seekerId, note: REOPENING }), 'note');
    const kept = await server.gql<{ addJobSeekerNote: { note: string } }>(ADD_NOTE, { id: seekerId, note: EDITOR_TEXT });
    expect(kept.data?.addJobSeekerNote.note).toBe(EDITOR_TEXT);
  });
});
