/** Employer queries and mutations: thin calls into services.employers. */
import type { GraphQLResolveInfo } from 'graphql';
import type { EmployerInput } from '../services/employers';
import type { IdArg, ListQueryArgs, VersionArg } from './args';
import type { GraphQLContext as Ctx } from './context';
import { contentSelection } from './selection';

export const employerResolvers = {
  Query: {
    getAllEmployers: (_: unknown, args: ListQueryArgs, ctx: Ctx, info: GraphQLResolveInfo) =>
      ctx.services.employers.list(args, contentSelection(info), ctx.answer?.forField(info)),
    getEmployerById: (_: unknown, args: IdArg, ctx: Ctx) => ctx.services.employers.getById(args._id),
  },
  Mutation: {
    updateEmployerById: (_: unknown, args: IdArg & VersionArg & { employer: EmployerInput }, ctx: Ctx) =>
      ctx.services.employers.update(args._id, args.employer, ctx.user, args.expectedUpdatedAt),
    deleteEmployerById: (_: unknown, args: IdArg, ctx: Ctx) => ctx.services.employers.remove(args._id),
  },
};
