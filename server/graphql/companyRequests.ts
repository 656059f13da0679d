/** Company request queries and the approve/reject mutation. */
import type { GraphQLResolveInfo } from 'graphql';
import type { CompanyRequestStatus } from '../../domain/enums';
import type { IdArg, ListQueryArgs, VersionArg } from './args';
import type { GraphQLContext as Ctx } from './context';
import { contentSelection, fieldSelection } from './selection';

export const companyRequestResolvers = {
  Query: {
    getAllCompanyRequests: (_: unknown, args: ListQueryArgs, ctx: Ctx, info: GraphQLResolveInfo) =>
      ctx.services.companyRequests.list(args, contentSelection(info), ctx.answer?.forField(info)),
    getCompanyRequest: (_: unknown, args: IdArg, ctx: Ctx, info: GraphQLResolveInfo) =>
      ctx.services.companyRequests.read(args._id, fieldSelection(info), ctx.answer?.forField(info)),
  },
  Mutation: {
    updateCompanyRequest: (_: unknown, args: IdArg & VersionArg & { status: CompanyRequestStatus }, ctx: Ctx) =>
      ctx.services.companyRequests.setStatus(args._id, args.status, ctx.user, args.expectedUpdatedAt),
  },
};
