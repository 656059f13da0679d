/** Business constants and limits of spec §9, shared by the console and the server. */

export const LIST_PAGE_SIZE = 100;
/** Largest `size` a list query accepts; larger asks get BAD_USER_INPUT. */
export const MAX_PAGE_SIZE = 500;
/**
 * A list request carries at most this many filters, each value at most MAX_FILTER_VALUE_LENGTH
 * characters: the Smart Filters drawer sends one per column, and thousands of substring filters
 * (or one of 50 KB) would keep the database busy for everyone else.
 */
export const MAX_LIST_FILTERS = 50;
export const MAX_FILTER_VALUE_LENGTH = 500;
export const DEFAULT_SORT = { field: 'createdAt', direction: 'DESC' } as const;

export const RELEVANT_CANDIDATES_PAGE_SIZE = 5;
export const EMBEDDING_LENGTH = 256;

export const RELEVANCY_HIGH_ABOVE = 70;
export const RELEVANCY_MEDIUM_FROM = 45;
export const AI_RECHECK_DELAY_MS = 1000;

export const LOOKUP_LIMIT = 100;
export const LOOKUP_DEBOUNCE_MS = 400;

export const MB = 1024 * 1024;
export const LOGO_MAX_BYTES = 2 * MB;
export const LOGO_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;
export const RESUME_MAX_BYTES = 5 * MB;
export const RESUME_EXTENSIONS = ['pdf'] as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the bound only keeps hashing and checking cheap. */
export const PASSWORD_MAX_LENGTH = 256;
export const COPY_ID_FEEDBACK_MS = 1500;

export const GLOBAL_NOTIFICATION_MS = 6000;
export const TOAST_MS = 3000;
export const PROFILE_SNACKBAR_MS = 4000;

export const SKELETON_ROWS = 5;
export const SKELETON_ROW_HEIGHT = 40;
export const MODAL_FADE_MS = 500;
export const METADATA_DESCRIPTION_ROWS = 3;

export const DEFAULT_ROLE = 'Super Admin';
export const PLACEHOLDER_EXPECTED = 'Q3 2025';

/** Storage buckets of the /api/s3 routes. */
export const BUCKETS = {
  companyLogo: 'company-logo',
  resume: 'resume',
} as const;
export type BucketName = (typeof BUCKETS)[keyof typeof BUCKETS];

export const DEMO_USER = {
  email: 'admin@example.com',
  password: 'Admin@12345',
  firstName: 'Amelia',
  lastName: 'Hart',
  role: DEFAULT_ROLE,
} as const;
