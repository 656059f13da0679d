/** Saved list views: each staff member's own and the team's shared ones. */
import type { SavedViewInput } from '../services/savedViews';
import type { GraphQLContext as Ctx } from './context';

export const savedViewResolvers = {
  Query: {
    savedViews: (_: unknown, args: { list: string }, ctx: Ctx) => ctx.services.savedViews.list(ctx.user, args.list),
  },
  Mutation: {
    createSavedView: (_: unknown, args: { input: SavedViewInput }, ctx: Ctx) => ctx.services.savedViews.create(ctx.user, args.input),
    updateSavedView: (_: unknown, args: { id: string; name?: string | null; shared?: boolean | null }, ctx: Ctx) =>
      ctx.services.savedViews.update(ctx.user, args.id, { name: args.name, shared: args.shared }),
    deleteSavedView: (_: unknown, args: { id: string }, ctx: Ctx) => ctx.services.savedViews.remove(ctx.user, args.id),
    setDefaultSavedView: (_: unknown, args: { list: string; id?: string | null }, ctx: Ctx) =>
      ctx.services.savedViews.setDefault(ctx.user, args.list, args.id ?? null),
  },
};
