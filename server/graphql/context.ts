import type { Services } from '../services';

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
}
