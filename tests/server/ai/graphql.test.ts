import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../../domain/ai/messages';
import { BUCKETS } from '../../../domain/constants';
import { objectUrl } from '../../../server/storage/fileStore';
import { startTestServer, type TestServer } from '../harness';
import { resumePdf } from '../../unit/ai/resumePdf';
import { insertJob, insertSeeker } from './fixtures';

let server: TestServer;
let jobId: string;
let bareJobId: string;
let seekerId: string;

beforeAll(async () => {
  server = await startTestServer();
  jobId = await insertJob(server.db, { title: 'CAD Designer', skills: ['Rhino 3D'] });
  bareJobId = await insertJob(server.db, { title: 'Cashier' });
  const object = `gql_${Date.now()}_resume.pdf`;
  await server.files.put(BUCKETS.resume, object, await resumePdf(), 'application/pdf');
  seekerId = await insertSeeker(server.db, { name: 'Priya Sharma', resumeUrl: objectUrl(BUCKETS.resume, object) });
  await insertSeeker(server.db, { name: 'Ravi Cashier', overview: 'Cashier handling billing and POS.' });
});
afterAll(() => server.close());

describe('AI over GraphQL', () => {
  it('runs the automatic steps and ranks the seeker for the job', async () => {
    const job = await server.gql<{ createJobEmbedding: { _id: string; embeddings: number[] } }>(
      'mutation($id: ID!) { createJobEmbedding(id: $id) { _id embeddings } }',
      { id: jobId },
    );
    expect(job.errors).toBeUndefined();
    expect(job.data?.createJobEmbedding._id).toBe(jobId);
    expect(job.data?.createJobEmbedding.embeddings).toHaveLength(256);

    const overview = await server.gql<{ createJobSeekerOverview: { _id: string; overview: string } }>(
      'mutation($id: ID!) { createJobSeekerOverview(jobSeekerId: $id) { _id overview } }',
      { id: seekerId },
    );
    expect(overview.errors).toBeUndefined();
    expect(overview.data?.createJobSeekerOverview.overview).toContain('CAD');

    const embedded = await server.gql<{ createJobSeekerEmbedding: { _id: string; embedding: { vector: number[] } } }>(
      'mutation($id: ID!) { createJobSeekerEmbedding(id: $id) { _id embedding { vector } } }',
      { id: seekerId },
    );
    expect(embedded.data?.createJobSeekerEmbedding.embedding.vector).toHaveLength(256);

    const candidates = await server.gql<{ getRelevantCandidates: Array<{ _id: string; relevancyScore: number; personalDetails: { fullName: string } }> }>(
      'query($id: ID!) { getRelevantCandidates(jobId: $id, page: 0, size: 5) { _id relevancyScore personalDetails { fullName } } }',
      { id: jobId },
    );
    expect(candidates.data?.getRelevantCandidates).toEqual([
      { _id: seekerId, relevancyScore: expect.any(Number), personalDetails: { fullName: 'Priya Sharma' } },
    ]);

    const score = await server.gql<{ getRelevancyScore: number }>(
      'query($j: ID!, $s: ID!) { getRelevancyScore(jobId: $j, jobSeekerId: $s) }',
      { j: jobId, s: seekerId },
    );
    expect(score.data?.getRelevancyScore).toBeCloseTo(candidates.data?.getRelevantCandidates[0].relevancyScore ?? -1, 6);

    const withTop = await server.gql<{ getJobById: { relevantCandidates: Array<{ jobSeekerId: string; jobSeekerName: string; percentage: number }> } }>(
      'query($id: ID!) { getJobById(id: $id) { relevantCandidates { jobSeekerId jobSeekerName percentage } } }',
      { id: jobId },
    );
    expect(withTop.data?.getJobById.relevantCandidates).toEqual([
      { jobSeekerId: seekerId, jobSeekerName: 'Priya Sharma', percentage: expect.any(Number) },
    ]);
  });

  it('answers the spec messages as BAD_USER_INPUT errors', async () => {
    const noVector = await server.gql('query($id: ID!) { getRelevantCandidates(jobId: $id) { _id } }', { id: bareJobId });
    expect(noVector.errors?.[0]).toMatchObject({ message: AI_MESSAGES.jobHasNoEmbedding, extensions: { code: 'BAD_USER_INPUT' } });
    const noResume = await insertSeeker(server.db, { name: 'No Resume' });
    const overview = await server.gql('mutation($id: ID!) { createJobSeekerOverview(jobSeekerId: $id) { _id } }', { id: noResume });
    expect(overview.errors?.[0]).toMatchObject({ message: 'No resume uploaded to generate overview.', extensions: { code: 'BAD_USER_INPUT' } });
    const embedding = await server.gql('mutation($id: ID!) { createJobSeekerEmbedding(id: $id) { _id } }', { id: noResume });
    expect(embedding.errors?.[0]?.message).toBe('No overview available to generate embedding.');
  });

  it('lists jobs with their top candidates, empty for a job without a vector', async () => {
    const list = await server.gql<{ getAllJobs: { content: Array<{ _id: string; relevantCandidates: unknown[] }> } }>(
      '{ getAllJobs(page: 0, size: 100) { content { _id relevantCandidates { jobSeekerId percentage } } } }',
    );
    expect(list.errors).toBeUndefined();
    const byId = new Map(list.data?.getAllJobs.content.map((j) => [j._id, j.relevantCandidates]));
    expect(byId.get(jobId)).toHaveLength(1);
    expect(byId.get(bareJobId)).toEqual([]);
  });
});
