/** The global search query (Ctrl+K in the console). */
import type { GraphQLContext as Ctx } from './context';

export const globalSearchResolvers = {
  Query: {
    globalSearch: (_: unknown, args: { query: string; size?: number | null }, ctx: Ctx) =>
      ctx.services.search.search(args.query, args.size ?? undefined),
  },
};
