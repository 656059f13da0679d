/** Job queries and mutations. Job.relevantCandidates belongs to the AI resolvers (./ai). */
import type { GraphQLResolveInfo } from 'graphql';
import type { JobInput } from '../services/jobs';
import type { IdArg, ListQueryArgs, VersionArg } from './args';
import type { GraphQLContext as Ctx } from './context';
import { contentSelection, fieldSelection } from './selection';

export const jobResolvers = {
  Query: {
    getAllJobs: (_: unknown, args: ListQueryArgs, ctx: Ctx, info: GraphQLResolveInfo) =>
      ctx.services.jobs.list(args, contentSelection(info), ctx.answer?.forField(info)),
    getJobById: (_: unknown, args: { id: string }, ctx: Ctx, info: GraphQLResolveInfo) =>
      ctx.services.jobs.read(args.id, fieldSelection(info), ctx.answer?.forField(info)),
  },
  Mutation: {
    createJob: (_: unknown, args: { input: JobInput }, ctx: Ctx) => ctx.services.jobs.create(args.input, ctx.user),
    updateJobById: (_: unknown, args: IdArg & VersionArg & { input: JobInput }, ctx: Ctx) =>
      ctx.services.jobs.update(args._id, args.input, ctx.user, args.expectedUpdatedAt),
    deleteJobById: (_: unknown, args: IdArg, ctx: Ctx) => ctx.services.jobs.remove(args._id),
  },
};
