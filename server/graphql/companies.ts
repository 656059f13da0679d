/** Company queries and mutations: thin calls into services.companies. */
import type { GraphQLResolveInfo } from 'graphql';
import type { CompanyInput } from '../services/companies';
import type { IdArg, ListQueryArgs, VersionArg } from './args';
import type { GraphQLContext as Ctx } from './context';
import { contentSelection, fieldSelection } from './selection';

export const companyResolvers = {
  Query: {
    getAllCompanies: (_: unknown, args: ListQueryArgs, ctx: Ctx, info: GraphQLResolveInfo) =>
      ctx.services.companies.list(args, contentSelection(info), ctx.answer?.forField(info)),
    getCompanyById: (_: unknown, args: IdArg, ctx: Ctx, info: GraphQLResolveInfo) =>
      ctx.services.companies.read(args._id, fieldSelection(info), ctx.answer?.forField(info)),
  },
  Mutation: {
    createCompany: (_: unknown, args: { input: CompanyInput }, ctx: Ctx) =>
      ctx.services.companies.create(args.input, ctx.user),
    updateCompanyById: (_: unknown, args: IdArg & VersionArg & { input: CompanyInput }, ctx: Ctx) =>
      ctx.services.companies.update(args._id, args.input, ctx.user, args.expectedUpdatedAt),
    deleteCompanyById: (_: unknown, args: IdArg, ctx: Ctx) => ctx.services.companies.remove(args._id),
  },
};
