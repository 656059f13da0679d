/**
 * Every list with long texts (a job's description and requirements, a company's description...)
 * holds the answer size limit (5 MB) before reading them, as the seekers' and applications' notes
 * do (./answerSizeEarly.test.ts). A page whose long fields could pass the room left (page size x
 * their declared bound, server/db/repositories/weight.ts) weighs them in the database first and
 * is refused with the answer-size message before they are read; a page whose bound fits, or that
 * asks for no long field, is read as before, without that query. Before, a page of 100 jobs with
 * long descriptions was built whole (some 10 MB) and only then refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPANY_WEIGHT } from '../../../server/db/repositories/companies';
import { JOB_WEIGHT } from '../../../server/db/repositories/jobs';
import { addCompany, addJob } from '../entities/fixtures';
import { type AnswerApp, refusedAnswer as refused, startAnswerApp, watching } from './answerApp';

/** Statements that read a column by this name (weighing it, with octet_length, reads no text). */
const readColumns: string[] = [];
const recorder = watching((node) => {
  const text = JSON.stringify(node);
  if (!text.includes('octet_length')) for (const name of ['description', 'about']) if (text.includes(`"${name}"`)) readColumns.push(name);
});

let answerApp: AnswerApp;
beforeAll(async () => {
  answerApp = await startAnswerApp(recorder);
});
afterAll(async () => {
  await answerApp?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  readColumns.length = 0;
});

type Pages = Record<string, { content: unknown[] }>;
const post = async (query: string) => {
  const { status, body } = await answerApp.post(query);
  return { status, body: body as { data?: Pages | null; errors?: unknown[] } };
};

/** A description near the 50,000-character limit, in a language of two UTF-8 bytes a letter: ~100 KB. */
const LONG = `<p>${'é'.repeat(49_990)}</p>`;
const PAGE = 100;

describe('a list page whose long texts pass the answer limit', () => {
  beforeAll(async () => {
    for (let i = 0; i < PAGE; i++) await addJob(answerApp.server.db, { title: `Setter ${i}`, description: LONG });
    for (let i = 0; i < 60; i++) await addCompany(answerApp.server.db, { company_name: `House ${i}` });
    await answerApp.server.db.updateTable('companies').set({ about: LONG }).execute();
  });

  it('jobs: a page of 100 with their descriptions is refused before the descriptions are read', async () => {
    const weigh = vi.spyOn(JOB_WEIGHT, 'weigh');
    const answer = await post(`{ getAllJobs(size: ${PAGE}) { content { _id title description } } }`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refused);
    // Weighed again when the read that answered an error runs through the general executor.
    expect(weigh).toHaveBeenCalled();
    expect(readColumns).not.toContain('description');
  });

  it('jobs: the same page without the descriptions is answered, without weighing', async () => {
    const weigh = vi.spyOn(JOB_WEIGHT, 'weigh');
    const answer = await post(`{ getAllJobs(size: ${PAGE}) { content { _id title location city } } }`);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.getAllJobs.content).toHaveLength(PAGE);
    expect(weigh).not.toHaveBeenCalled();
  });

  it('a page whose declared bound fits is read without weighing; one that could pass it is weighed, and answered when it fits', async () => {
    const weigh = vi.spyOn(JOB_WEIGHT, 'weigh');
    // requirements: plain text of at most 50,000 characters, 150 KB: 2 rows cannot pass 5 MB.
    const small = await post('{ getAllJobs(size: 2) { content { _id requirements education } } }');
    expect(small.status).toBe(200);
    expect(small.body.data?.getAllJobs.content).toHaveLength(2);
    expect(weigh).not.toHaveBeenCalled();
    // 100 rows could (15 MB): weighed, and these requirements are empty.
    const large = await post(`{ getAllJobs(size: ${PAGE}) { content { _id requirements } } }`);
    expect(large.status).toBe(200);
    expect(large.body.data?.getAllJobs.content).toHaveLength(PAGE);
    expect(weigh).toHaveBeenCalledTimes(1);
  });

  it('companies: a page with their descriptions past the limit is refused before they are read', async () => {
    const weigh = vi.spyOn(COMPANY_WEIGHT, 'weigh');
    const answer = await post('{ getAllCompanies(size: 60) { content { _id companyName about } } }');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refused);
    expect(weigh).toHaveBeenCalled();
    expect(readColumns).not.toContain('about');
    const plain = await post('{ getAllCompanies(size: 60) { content { _id companyName } } }');
    expect(plain.status).toBe(200);
    expect(plain.body.data?.getAllCompanies.content).toHaveLength(60);
  });

  it('pages of one request (aliases) share the room: two halves that fit alone are refused together', async () => {
    const half = `content { _id description }`;
    const one = await post(`{ a: getAllJobs(size: 40) { ${half} } }`);
    expect(one.status).toBe(200);
    const both = await post(`{ a: getAllJobs(size: 40) { ${half} } b: getAllJobs(page: 1, size: 40) { ${half} } }`);
    expect(both.status).toBe(400);
    expect(both.body).toEqual(refused);
  });
});
