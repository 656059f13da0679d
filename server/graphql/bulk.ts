/** Bulk actions on lists: delete records, approve or reject company requests (issue 14). */
import type { CompanyRequestStatus } from '../../domain/enums';
import type { FilterInput } from '../../domain/types';
import type { GraphQLContext as Ctx } from './context';

interface TargetArgs {
  ids?: string[] | null;
  filters?: FilterInput[] | null;
  expectedCount: number;
}

export const bulkResolvers = {
  Mutation: {
    // The access plugin has checked the delete right on the list named (server/auth/access.ts).
    deleteRecords: (_: unknown, args: TargetArgs & { list: string }, ctx: Ctx) => ctx.services.bulk.remove(args.list, args),
    bulkUpdateCompanyRequests: (_: unknown, args: TargetArgs & { status: CompanyRequestStatus }, ctx: Ctx) =>
      ctx.services.bulk.setRequestStatus(args.status, args, ctx.user),
  },
};
