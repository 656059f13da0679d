/** The AI calls of spec §7 and Job.relevantCandidates; the rules live in services/ai.ts. */
import type { MatchExplanation, SkillMatch } from '../../domain/ai/match';
import type { Candidate, RelevantCandidate } from '../../domain/types';
import type { GraphQLContext as Ctx } from './context';

interface CandidatesArgs {
  jobId: string;
  page?: number | null;
  size?: number | null;
}

export const aiResolvers = {
  Query: {
    getRelevantCandidates: (_: unknown, args: CandidatesArgs, ctx: Ctx): Promise<Candidate[]> =>
      ctx.services.ai.getRelevantCandidates(args.jobId, args.page ?? 0, args.size ?? 5),
    getRelevancyScore: (_: unknown, args: { jobId: string; jobSeekerId: string }, ctx: Ctx): Promise<number> =>
      ctx.services.ai.getRelevancyScore(args.jobId, args.jobSeekerId),
    explainMatch: (_: unknown, args: { jobId: string; jobSeekerId: string }, ctx: Ctx): Promise<MatchExplanation> =>
      ctx.services.ai.explainMatchWithScore(args.jobId, args.jobSeekerId),
  },
  Mutation: {
    createJobEmbedding: async (_: unknown, args: { id: string }, ctx: Ctx) =>
      ctx.services.jobs.getById(await ctx.services.ai.createJobEmbedding(args.id)),
    createJobSeekerOverview: async (_: unknown, args: { jobSeekerId: string }, ctx: Ctx) =>
      ctx.services.jobSeekers.getById(await ctx.services.ai.createJobSeekerOverview(args.jobSeekerId)),
    createJobSeekerEmbedding: async (_: unknown, args: { id: string }, ctx: Ctx) =>
      ctx.services.jobSeekers.getById(await ctx.services.ai.createJobSeekerEmbedding(args.id)),
  },
  Candidate: {
    // Asked for only when selected; getRelevantCandidates puts the job id on each row.
    match: (parent: Candidate & { jobId?: string }, _: unknown, ctx: Ctx): Promise<SkillMatch | null> =>
      parent.jobId ? ctx.services.ai.candidateMatch(parent.jobId, parent._id) : Promise.resolve(null),
  },
  Job: {
    // Asked for only when selected; the rows of one page are searched together, and no longer
    // once the read's time budget has expired (ctx.signal, timeBudget.ts).
    relevantCandidates: (parent: { _id: string }, _: unknown, ctx: Ctx): Promise<RelevantCandidate[]> =>
      ctx.services.ai.topCandidatesForJob(parent._id, ctx.signal),
  },
};
