/** Every resolver of domain/schema.graphql, merged from the per-entity maps. */
import { aiResolvers } from './ai';
import { applicationResolvers } from './applications';
import { bulkResolvers } from './bulk';
import { companyResolvers } from './companies';
import { companyRequestResolvers } from './companyRequests';
import { employerResolvers } from './employers';
import { globalSearchResolvers } from './globalSearch';
import { savedViewResolvers } from './savedViews';
import { jobResolvers } from './jobs';
import { jobSeekerResolvers } from './jobSeekers';
import { mergeResolvers } from './merge';
import { userResolvers } from './users';
import type { Resolvers } from './yoga';

// The per-entity maps are checked field by field where they are written; Yoga takes the merge.
export const resolvers: Resolvers = mergeResolvers(
  jobResolvers,
  companyResolvers,
  employerResolvers,
  jobSeekerResolvers,
  applicationResolvers,
  companyRequestResolvers,
  userResolvers,
  aiResolvers,
  globalSearchResolvers,
  savedViewResolvers,
  bulkResolvers,
) as Resolvers;
