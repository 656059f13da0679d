import type { Services } from '../services';
import type { AnswerBudget } from './answerRoom';

/** The signed-in staff member behind a request. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  /** A temporary password was set by an administrator: only the password change is open. */
  mustChangePassword?: boolean;
}

/** What every resolver receives. Yoga refuses unsigned callers before any resolver runs. */
export interface GraphQLContext {
  user: SessionUser;
  services: Services;
  /** The answer size limit of this request, taken by list pages before they read heavy fields. */
  answer?: AnswerBudget;
  /**
   * Aborts when a read's time budget expires or its caller hangs up (timeBudget.ts; reads only):
   * work a resolver starts in steps (candidate searches) checks it before each step.
   */
  signal?: AbortSignal;
}
