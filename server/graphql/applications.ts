/** Job application queries and mutations. */
import type { GraphQLResolveInfo } from 'graphql';
import type { JobApplicationUpdateInput } from '../services/applications';
import type { IdArg, ListQueryArgs, VersionArg } from './args';
import type { GraphQLContext as Ctx } from './context';
import { contentSelection, fieldSelection } from './selection';

export const applicationResolvers = {
  Query: {
    getAllJobApplications: (_: unknown, args: ListQueryArgs, ctx: Ctx, info: GraphQLResolveInfo) =>
      ctx.services.applications.list(args, contentSelection(info), ctx.answer?.forField(info)),
    getJobApplicationById: (_: unknown, args: IdArg, ctx: Ctx, info: GraphQLResolveInfo) =>
      ctx.services.applications.read(args._id, fieldSelection(info), ctx.answer?.forField(info)),
  },
  Mutation: {
    updateJobApplicationById: (_: unknown, args: IdArg & VersionArg & { input: JobApplicationUpdateInput }, ctx: Ctx) =>
      ctx.services.applications.update(args._id, args.input, ctx.user, args.expectedUpdatedAt),
    deleteJobApplicationById: (_: unknown, args: IdArg, ctx: Ctx) => ctx.services.applications.remove(args._id),
  },
};
