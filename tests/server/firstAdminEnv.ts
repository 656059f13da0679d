/**
 * For servers started as `npm start` runs them without the demo data (SEED_DEMO=false), which
 * makes no demo account: the first Super Admin's settings, with the demo sign-in's address and
 * password, so the tests sign in as DEMO_USER as before. Never a production value.
 */
import { DEMO_USER } from '../../domain/constants';

export const FIRST_ADMIN_ENV = { ADMIN_EMAIL: DEMO_USER.email, ADMIN_PASSWORD: DEMO_USER.password } as const;
