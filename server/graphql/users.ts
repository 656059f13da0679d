/** The staff user's own profile over GraphQL. */
import type { User } from '../../domain/types';
import { notFound } from '../errors';
import type { ProfileUpdate } from '../services/users';
import type { GraphQLContext } from './context';

export const userResolvers = {
  Mutation: {
    /** Only one's own profile: another id reads as absent, so ids of other staff are not confirmed. */
    updateUserById(
      _parent: unknown,
      args: { id: string; input: ProfileUpdate },
      context: GraphQLContext,
    ): Promise<User> {
      if (args.id !== context.user.id) throw notFound('User');
      return context.services.users.updateProfile(context.user.id, args.input);
    },
  },
};
