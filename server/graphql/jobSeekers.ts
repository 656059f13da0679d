/** Job seeker queries and mutations, notes included. */
import type { GraphQLResolveInfo } from 'graphql';
import type { JobSeekerInput } from '../services/jobSeekers';
import type { IdArg, ListQueryArgs, VersionArg } from './args';
import type { GraphQLContext as Ctx } from './context';
import { contentSelection, fieldSelection } from './selection';

export const jobSeekerResolvers = {
  Query: {
    getAllJobSeekers: (_: unknown, args: ListQueryArgs, ctx: Ctx, info: GraphQLResolveInfo) =>
      ctx.services.jobSeekers.list(args, contentSelection(info), ctx.answer?.forField(info)),
    getJobSeekerById: (_: unknown, args: { id: string }, ctx: Ctx, info: GraphQLResolveInfo) =>
      ctx.services.jobSeekers.read(args.id, fieldSelection(info), ctx.answer?.forField(info)),
  },
  Mutation: {
    updateJobSeekerById: (_: unknown, args: IdArg & VersionArg & { input: JobSeekerInput }, ctx: Ctx) =>
      ctx.services.jobSeekers.update(args._id, args.input, ctx.user, args.expectedUpdatedAt),
    deleteJobSeeker: (_: unknown, args: IdArg, ctx: Ctx) => ctx.services.jobSeekers.remove(args._id),
    addJobSeekerNote: (_: unknown, args: { jobSeekerId: string; note: string }, ctx: Ctx) =>
      ctx.services.jobSeekers.addNote(args.jobSeekerId, args.note, ctx.user),
    deleteJobSeekerNote: (_: unknown, args: { jobSeekerId: string; noteId: string }, ctx: Ctx) =>
      ctx.services.jobSeekers.deleteNote(args.jobSeekerId, args.noteId),
  },
};
