/** Bulk actions on lists: delete records, approve or reject company requests (issue 14). */
import type { CompanyRequestStatus } from '../../domain/enums';
import { isListName } from '../../domain/filters';
import type { FilterInput } from '../../domain/types';
import { can, forbiddenMessage } from '../auth/roles';
import { forbidden } from '../errors';
import type { GraphQLContext as Ctx } from './context';

interface TargetArgs {
  ids?: string[] | null;
  filters?: FilterInput[] | null;
  expectedCount: number;
}

export const bulkResolvers = {
  Mutation: {
    deleteRecords: (_: unknown, args: TargetArgs & { list: string }, ctx: Ctx) => {
      // The access map lets in roles that delete; the right is the targeted list's own.
      if (isListName(args.list) && !can(ctx.user.role, args.list, 'delete')) {
        throw forbidden(forbiddenMessage(ctx.user.role, args.list, 'delete'));
      }
      return ctx.services.bulk.remove(args.list, args);
    },
    bulkUpdateCompanyRequests: (_: unknown, args: TargetArgs & { status: CompanyRequestStatus }, ctx: Ctx) =>
      ctx.services.bulk.setRequestStatus(args.status, args, ctx.user),
  },
};
