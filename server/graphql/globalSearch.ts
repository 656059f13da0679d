/** The global search query (Ctrl+K in the console). */
import { can } from '../auth/roles';
import type { GraphQLContext as Ctx } from './context';

export const globalSearchResolvers = {
  Query: {
    globalSearch: (_: unknown, args: { query: string; size?: number | null }, ctx: Ctx) =>
      ctx.services.search.search(args.query, args.size ?? undefined, (list) => can(ctx.user.role, list, 'list')),
  },
};
