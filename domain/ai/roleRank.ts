/**
 * The level a role's own name says, read by the seniority rules (yearsInText.ts: the least years
 * of a 'Head of Sales') and by the relevance score (the rank below). One vocabulary for both.
 */

/** A head of a function or of several places: 'Head of Design', 'GM - Operations', 'Area Manager'. */
export const HEAD_WORDS = /\b(head|director|chief|vp|vice president|general manager|gm|agm|dgm|cluster manager|area manager|regional manager|zonal manager)\b/i;
/** A newcomer's role: 'Trainee Grader', 'Apprentice setter', 'Jr. Designer'. */
export const ENTRY_WORDS = /\b(trainee|apprentice|intern|fresher|junior|jr|helper)\b/i;

/**
 * The rank a role's name holds in a workplace's ladder: a newcomer (0), the staff who do the work
 * (1), those who run a shift, a floor or a desk (2: supervisor, in-charge, team leader, assistant
 * or deputy manager), a manager (3), a head (4). The name alone, not the years: a store manager
 * who applies to sell at the counter is two ranks above the opening, whatever years either states.
 */
const RANKS: Array<[RegExp, number]> = [
  [HEAD_WORDS, 4],
  [/\b(assistant|asst|deputy|dy)\.?\s+(?:\w+\s+){0,2}manager\b/i, 2],
  [/\bmanager\b/i, 3],
  [/\b(supervisor|in-?charge|in charge|team leader|team lead|foreman)\b/i, 2],
  [ENTRY_WORDS, 0],
];
const STAFF = 1;

/** The rank the role's name holds, 0 (newcomer) to 4 (head); staff when it names no level. */
export function roleRank(role: string): number {
  return RANKS.find(([words]) => words.test(role))?.[1] ?? STAFF;
}
