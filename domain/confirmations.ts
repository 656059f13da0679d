/**
 * Typed delete confirmations of spec §5: the Confirm Delete button is enabled only when the typed
 * text matches the record's name by the entity's rule; otherwise nothing happens.
 */
export type ConfirmationRule = 'exact' | 'caseSensitive' | 'relaxed';

/** Company: the typed name must equal the company name exactly (spaces included). */
export const matchesExactly = (typed: string, expected: string): boolean => expected.trim() !== '' && typed === expected;

/**
 * Employer: the typed full name must match case-sensitively. Surrounding spaces are forgiven
 * (a stray space from copy-paste is not a different name); inner spaces and case must match.
 */
export const matchesCaseSensitive = (typed: string, expected: string): boolean =>
  expected.trim() !== '' && typed.trim() === expected.trim();

/** Job, job application and job seeker: case and surrounding spaces are ignored. */
export const matchesIgnoringCase = (typed: string, expected: string): boolean =>
  expected.trim() !== '' && typed.trim().toLowerCase() === expected.trim().toLowerCase();

const MATCHERS: Record<ConfirmationRule, (typed: string, expected: string) => boolean> = {
  exact: matchesExactly,
  caseSensitive: matchesCaseSensitive,
  relaxed: matchesIgnoringCase,
};

/** Which rule each deletable entity uses. */
export const CONFIRMATION_RULES = {
  companies: 'exact',
  employers: 'caseSensitive',
  jobs: 'relaxed',
  'job-applications': 'relaxed',
  jobseekers: 'relaxed',
} as const satisfies Record<string, ConfirmationRule>;

export function confirmationMatches(rule: ConfirmationRule, typed: string, expected: string | null | undefined): boolean {
  return MATCHERS[rule](typed, expected ?? '');
}
