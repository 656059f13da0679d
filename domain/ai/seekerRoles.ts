/**
 * The roles a job seeker names as theirs (their preferred roles and what their overview says
 * first) and the rank the lowest of them holds (roleRank.ts). One reading for the relevance score
 * (server/ai/relevance.ts: the role part, and the cost of a role above the opening's) and for the
 * match explanation that tells staff why (explainMatch, and the console's offline demo), so the
 * line staff read is the very rule the score applied.
 */
import { withoutPadding } from './padding';
import { roleRank } from './roleRank';

/** What the roles are read from: a profile as it is stored, or as the score reads it. */
export interface SeekerRoleSource {
  preferredRoles?: readonly string[] | null;
  overview?: string | null;
}

/**
 * Where a clause of an overview ends: a comma, semicolon, colon, bracket or line, or a full stop
 * before a space that is not an abbreviation's ('Sr. Setter', 'Asst. store manager', '4 yrs exp. in').
 */
const CLAUSE_END = /[,;:(\n]|(?<!\b(?:sr|jr|asst|dy|exe|exec|mgr|mr|ms|mrs|dr|no|exp|yrs?|[a-z]))\.(?=\s|$)/i;
/**
 * A clause that is only a qualification ('B.Sc Chemistry', '12th pass', 'ITI passout', 'B.Com') or 'fresher':
 * résumés often open with one, and it names no role. A role after it ('ITI Fitter') keeps the clause.
 */
const QUALIFICATION = /^(?:fresher|[bm]\.?\s?(?:sc|com|a|e|tech|ed|pharm)|bba|bca|mba|mca|diploma|iti|polytechnic|10th|12th|ssc|hsc|sslc)\b\.?(?:\s+(?:in\s+)?(?:chemistry|physics|science|commerce|arts|computers?|mathematics|maths|accounts|economics|pass|passed|passout|fresher|\d{4}|\(\d{4}\)))*\s*$/i;

/**
 * A résumé's section heading ('Experience:', 'Professional summary -', 'Current designation'):
 * it names no role; what follows it does.
 */
const HEADING_WORDS =
  '(?:(?:work|professional|career|job|employment|current|present|total|personal)\\s+)?(?:experience|profile|summary|objective|overview|about(?:\\s+me)?|designation|position|role|resume|curriculum vitae|cv|background|introduction)';
const HEADING = new RegExp(`^${HEADING_WORDS}\\s*$`, 'i');
const HEADING_THEN_DASH = new RegExp(`^${HEADING_WORDS}\\s*[-–—]\\s*`, 'i');

/**
 * A letter's greeting ('Respected Sir/Madam', 'Dear Sir', 'Hello'): profiles typed as a letter to
 * the employer open with one, and it names no role; what follows it does.
 */
const GREETING = /^(?:respected|dear|hello|hi|greetings|good\s+(?:morning|afternoon|evening)|to\s+whom\s+it\s+may\s+concern|sir|madam)(?=[\s,!./]|$)/i;

/** What a résumé's overview says first is who the person is: 'Horologist trained in Switzerland'. */
function headline(overview: string): string {
  let rest = overview;
  for (let i = 0; i < 4 && rest.trim() !== ''; i++) {
    const end = rest.search(CLAUSE_END);
    const clause = (end < 0 ? rest : rest.slice(0, end)).trim().replace(HEADING_THEN_DASH, '');
    if (HEADING.test(clause) || GREETING.test(clause)) {
      if (end < 0) break;
      rest = rest.slice(end + 1);
      continue;
    }
    if (/[a-z]{3}/i.test(clause) && !QUALIFICATION.test(clause)) return clause.slice(0, 80);
    if (end < 0) break;
    rest = rest.slice(end + 1);
  }
  return overview.split(CLAUSE_END)[0].slice(0, 80);
}

/**
 * The roles a profile names: its preferred roles and what its overview says first. The overview
 * must already be without its padding (an objective in front hides the role): the score reads it
 * so; rolesNamed reads a stored profile.
 */
export const rolesOf = (seeker: SeekerRoleSource): string[] =>
  [...(seeker.preferredRoles ?? []), headline(seeker.overview ?? '')].filter((r) => r.trim());

/** The roles a stored profile names, its overview read without padding as the score reads it. */
export const rolesNamed = (seeker: SeekerRoleSource): string[] =>
  rolesOf({ preferredRoles: seeker.preferredRoles, overview: withoutPadding(seeker.overview ?? '') });

export interface RankedRole {
  /** as the profile writes it, trimmed */
  name: string;
  rank: number;
}

/**
 * The lowest-ranked of the roles a seeker names (the first on ties); null when none is named. The
 * lowest counts: a store manager who also names 'Sales Executive' is looking at the counter too.
 */
export function lowestRankedRole(roles: readonly string[]): RankedRole | null {
  let lowest: RankedRole | null = null;
  for (const role of roles) {
    const rank = roleRank(role);
    if (lowest === null || rank < lowest.rank) lowest = { name: role.trim(), rank };
  }
  return lowest;
}

/** The rank a job's title holds; null without a title (no level to be above). */
export const titleRank = (title: string | null | undefined): number | null => (title?.trim() ? roleRank(title) : null);

/**
 * The seeker's own role when it holds a rank above the job title's (a store manager for a
 * sales-executive opening): what the score counts a little less, and recruiters weigh as
 * over-qualification (pay expectations, staying power). Null when the job has no title, the
 * seeker names no role, or their lowest role is not above it.
 */
export function roleAboveTitle(job: { title?: string | null }, seeker: SeekerRoleSource): string | null {
  const opening = titleRank(job.title);
  const own = lowestRankedRole(rolesNamed(seeker));
  return opening !== null && own !== null && own.rank > opening ? own.name : null;
}
