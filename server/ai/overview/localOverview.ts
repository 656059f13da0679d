/**
 * The default overview writer: no model, it extracts. It reads the résumé's sections and the
 * trade's lexicon and states the headline role, years of experience, key skills, employers and
 * education in a few sentences. It never invents: a fact not found is left out.
 */
import { DATE_RANGE, MONTH, spanYears, statedYears } from '../../../domain/ai/yearsInText';
import { CONCEPTS } from '../local/lexicon';
import { tokenize } from '../local/tokens';
import { isContactLine, isDocumentTitle, splitSections, stripBullet } from './resumeSections';
import type { OverviewWriter } from './writer';

export const LOCAL_OVERVIEW_NAME = 'local-extractive-v1';

const YEAR = /\b(19[6-9]\d|20\d\d)\b/;
const ROLE_WORDS =
  /\b(designer|manager|executive|associate|advisor|adviser|gemm?ologist|grader|sorter|setter|polisher|smith|goldsmith|silversmith|technician|carver|enamell?er|engraver|watchmaker|controller|merchandiser|cashier|accountant|photographer|writer|specialist|consultant|officer|head|lead|director|intern|trainee|artisan|karigar|assistant|supervisor|analyst|coordinator|representative|salesman|salesmen|salesgirl|saleswoman|salesperson|helper|operator|assorter|caster|artist|stylist|incharge|in-charge|keeper|guard|clerk|receptionist|cutter|planner|modeller|modeler|buyer|trainer|repairer|mistri|craftsman|apprentice|valuer|appraiser|tester|inspector|auditor|beautician|sonar|kaarigar)s?\b/i;

function titleCase(phrase: string): string {
  return phrase
    .split(' ')
    .map((w) => (w.length <= 3 && !['and', 'of'].includes(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)))
    .join(' ');
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

function sentence(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/**
 * As stated in the header or summary (the largest figure, a whole year at least), else the span of
 * the experience section's dates, else as its lines state it ('polish karigar 6 saal').
 */
function yearsOfExperience(text: string, experience: string[]): number | null {
  const stated = statedYears(text);
  if (stated !== null && stated >= 1) return stated;
  const work = experience.join('\n');
  const span = spanYears(work, new Date().getUTCFullYear());
  if (span !== null) return span;
  const inWork = statedYears(work);
  return inWork !== null && inWork >= 1 ? inWork : null;
}

interface Position {
  role: string | null;
  employer: string | null;
}

const MONTH_ONLY = new RegExp(`^${MONTH}$`, 'i');
/** What a date range leaves in its brackets: '(from June )', '( – )'. */
const EMPTIED_BRACKETS = new RegExp(`\\((?:\\s|[-–—]|from|since|till|to|date|present|${MONTH})*\\)`, 'gi');
const TRAILING_MONTH = new RegExp(`\\s+${MONTH}$`, 'i');

/** A bio-data résumé's labelled position lines: 'Company: …', 'Designation: …', 'Duration: …'. */
const EMPLOYER_LABEL = /^(?:company(?:\s+name)?|organi[sz]ation|employer|firm|name of (?:the )?(?:company|organi[sz]ation|employer|firm)|worked (?:at|with))\s*[:\-–]\s*/i;
const POSITION_ROLE_LABEL = /^(?:designation|position(?:\s+held)?|post|role|job title|title)\s*[:\-–]\s*/i;
const PERIOD_LABEL = /^(?:duration|period|tenure|working period|from|since|dates?)\s*[:\-–]\s*/i;

/** The position of a labelled block, read from the lines before its period (else after it: 'Duration' first). */
function labelledPosition(experience: string[], at: number): Position | null {
  let role: string | null = null;
  let employer: string | null = null;
  const read = (j: number): boolean => {
    const line = stripBullet(experience[j]);
    // the neighbouring block's period ends this one
    if (YEAR.test(line) && PERIOD_LABEL.test(line)) return false;
    if (!role && POSITION_ROLE_LABEL.test(line)) role = line.replace(POSITION_ROLE_LABEL, '').trim() || null;
    else if (!employer && EMPLOYER_LABEL.test(line)) employer = line.replace(EMPLOYER_LABEL, '').split(/,\s*/)[0].trim() || null;
    return true;
  };
  for (let j = at - 1; j >= Math.max(0, at - 3) && read(j); j--);
  if (!role && !employer) for (let j = at + 1; j <= Math.min(experience.length - 1, at + 2) && read(j); j++);
  return role || employer ? { role, employer } : null;
}

/**
 * The role an experience section names without a dated position line, as workers' résumés write
 * it: 'polish karigar 6 saal (gold chain…)', 'Silver Palace - Counter Salesman (Silver) - from last 3 years'.
 */
function roleInWork(experience: string[]): string | undefined {
  for (const raw of experience) {
    const part = stripBullet(raw)
      .split(/\s+[|–—-]\s+|\s*\|\s*|,\s*|\s+at\s+/)
      .find((p) => ROLE_WORDS.test(p));
    // the role is what comes before its years, its goods in brackets or its place
    const role = part?.split(/\s*[(\d]/)[0].replace(/\b(?:in|at|of|for|from|since)\s*$/i, '').trim();
    if (role && role.length >= 3) return capitalised(role);
  }
  return undefined;
}

/** A line that opens with a degree or a school year: a qualification, not a headline. */
const DEGREE_FIRST = /^(?:mba|bba|bca|mca|pgdm|b\.?\s?(?:com|sc|a|e|tech|des|voc)|m\.?\s?(?:com|sc|a|tech|des)|diploma|certificate|10th|12th|ssc|hsc|sslc|iti)\b/i;

/** The role an objective seeks, for a résumé that names none held: 'To work as a jewellery designer and learn…'. */
function roleSought(lines: string[]): string | undefined {
  for (const line of lines) {
    const m = line.match(/\b(?:as|for the (?:post|position|role) of)\s+(?:an?\s+)?([A-Za-z][A-Za-z &/-]{2,40}?)(?=\s+(?:in|at|with|where|and|to|for|who|which)\b|\s*[.,;(]|$)/i);
    const role = m?.[1].trim();
    if (role && ROLE_WORDS.test(role)) return capitalised(role);
  }
  return undefined;
}

/** Lines such as 'Senior CAD Designer | Tanishq, Mumbai | 2019 - Present', or a labelled block. */
function positions(experience: string[]): Position[] {
  const out: Position[] = [];
  experience.forEach((raw, i) => {
    const line = stripBullet(raw);
    if (!YEAR.test(line) || raw.trim().match(/^[•·\-*▪]/)) return;
    if (PERIOD_LABEL.test(line)) {
      const labelled = labelledPosition(experience, i);
      if (labelled) out.push(labelled);
      return;
    }
    const rest = line.replace(DATE_RANGE, '').replace(/\b(19|20)\d\d\b/g, '').replace(EMPTIED_BRACKETS, '').trim();
    const parts = rest
      .split(/\s+[|–—-]\s+|\s*\|\s*|\s+at\s+|\s+@\s+|,\s*/)
      // a month left from 'Oct 2019 – Present' is no employer, and no part of a role
      .map((p) => p.trim().replace(POSITION_ROLE_LABEL, '').replace(EMPLOYER_LABEL, '').replace(TRAILING_MONTH, ''))
      .filter((p) => p.length > 1 && !MONTH_ONLY.test(p));
    let role = parts.find((p) => ROLE_WORDS.test(p)) ?? null;
    let employer = parts.find((p) => p !== role) ?? null;
    if (!role && i > 0 && ROLE_WORDS.test(experience[i - 1]) && !YEAR.test(experience[i - 1])) {
      role = stripBullet(experience[i - 1]).replace(POSITION_ROLE_LABEL, '');
    }
    if (employer && ROLE_WORDS.test(employer) && !role) [role, employer] = [employer, null];
    if (role || employer) out.push({ role, employer });
  });
  return out;
}

function skillsFrom(lines: string[]): string[] {
  const items = lines
    .flatMap((l) => stripBullet(l).replace(/^[A-Za-z ]{2,20}:\s*/, '').split(/[,;|•·]| \/ /))
    .map((s) => s.trim().replace(/\.$/, ''))
    .filter((s) => s.length >= 2 && s.length <= 40);
  return [...new Set(items)];
}

/** Each concept of full weight (trade-wide words such as 'jewellery' are no key skill) with its terms' word keys, once. */
const SKILL_TERMS = CONCEPTS.filter((concept) => (concept.weight ?? 1) >= 1).map((concept) => ({
  terms: concept.terms
    .map((term) => ({ label: titleCase(term), key: tokenize(term).join(' ') }))
    .filter(({ key }) => key.length >= 3)
    .map(({ label, key }) => ({ label, key, words: key.split(' ').length })),
}));
const LONGEST_TERM = Math.max(...SKILL_TERMS.flatMap((c) => c.terms.map((t) => t.words)));

/** How often each run of up to LONGEST_TERM words occurs in the text. */
function phraseCounts(text: string): Map<string, number> {
  const tokens = tokenize(text);
  const counts = new Map<string, number>();
  for (let i = 0; i < tokens.length; i++) {
    let phrase = '';
    for (let n = 0; n < LONGEST_TERM && i + n < tokens.length; n++) {
      phrase = n === 0 ? tokens[i] : `${phrase} ${tokens[i + n]}`;
      counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
    }
  }
  return counts;
}

/** The trade concepts the text names most, as display phrases (a concept by its longest term the text names). */
function lexiconSkills(text: string): string[] {
  const counts = phraseCounts(text);
  const found: Array<{ label: string; hits: number }> = [];
  for (const concept of SKILL_TERMS) {
    let best: { label: string; hits: number; words: number } | null = null;
    for (const term of concept.terms) {
      const hits = counts.get(term.key) ?? 0;
      if (hits > 0 && (!best || term.words > best.words)) best = { label: term.label, hits, words: term.words };
    }
    if (best) found.push(best);
  }
  return found.sort((a, b) => b.hits - a.hits).map((f) => f.label);
}

/** 'Senior CAD Designer · 9 years of experience' → 'Senior CAD Designer' (years are stated apart). */
function roleOfHeadline(line: string): string {
  return line
    .split(/\s+[·|•–—-]\s+|\s*\|\s*/)
    .filter((part) => !/\b(years?|yrs|experience|fresher)\b/i.test(part))
    .join(', ')
    .trim();
}

/** 'Post applied for: Store Manager' names the role; any other 'Label: value' line (an address, a birth date) does not. */
const HEADER_ROLE_LABEL = /^(?:post|position|job|role)?\s*applied\s+for|^(?:current\s+|present\s+)?(?:designation|position|role|profession|occupation)$/i;

/**
 * The line under the name that says who the person is, read past the document's title and
 * labelled details: one naming a role, else none (a line naming no role is more often a place,
 * 'Bandra East, Mumbai', or a tagline than a headline; the latest position's role says more).
 */
function headlineOf(header: string[]): string | undefined {
  const afterName = header.slice(isDocumentTitle(header[0] ?? '') ? 2 : 1).filter((l) => !isDocumentTitle(l));
  const lines = afterName.flatMap((line) => {
    const labelled = line.match(/^([A-Za-z .']{2,30}):\s*(.*)$/);
    if (!labelled) return [line];
    return HEADER_ROLE_LABEL.test(labelled[1].trim()) && labelled[2] ? [labelled[2]] : [];
  });
  const candidates = lines.filter((l) => !isContactLine(l) && l.length <= 80 && /\p{L}{3}/u.test(l)).map(roleOfHeadline).filter(Boolean);
  // a role word, or a short line naming a trade concept ('Horologist', 'Counter Sales'); a longer one
  // is a duty, and a degree ('MBA, Human Resources, 2026') is no role
  return candidates
    .filter((l) => !DEGREE_FIRST.test(l))
    .find((l) => ROLE_WORDS.test(l) || (l.split(/\s+/).length <= 4 && lexiconSkills(l).length > 0));
}

export function writeLocalOverview(text: string): string {
  const { header, sections } = splitSections(text);
  const pos = positions(sections.experience);
  const headlineLine = headlineOf(header);
  const concepts = lexiconSkills(text);
  const headline =
    headlineLine ?? pos.find((p) => p.role)?.role ?? roleInWork(sections.experience) ?? roleSought([...header, ...sections.summary]) ?? concepts[0] ?? 'Professional';
  const years = yearsOfExperience([...header, ...sections.summary].join('\n'), sections.experience);
  const out: string[] = [];
  out.push(sentence(`${headline}${years ? ` with ${years} ${years === 1 ? 'year' : 'years'} of experience` : ''}`));
  const summary = sections.summary.join(' ').split(/(?<=[.!?])\s+/)[0];
  if (summary && summary.length >= 20) out.push(sentence(summary.slice(0, 280)));
  const skills = skillsFrom(sections.skills);
  const key = (skills.length > 0 ? skills : concepts).slice(0, 6);
  if (key.length > 0) out.push(sentence(`Key skills include ${listPhrase(key)}`));
  const worked = pos
    .slice(0, 3)
    .map((p) => (p.role && p.employer ? `${p.role} at ${p.employer}` : (p.employer ?? p.role)))
    .filter((s): s is string => Boolean(s));
  if (worked.length > 0) out.push(sentence(`Experience includes ${listPhrase(worked)}`));
  const education = sections.education.map(stripBullet).filter((l) => /\p{L}{3}/u.test(l)).slice(0, 2);
  if (education.length > 0) out.push(sentence(`Education: ${education.join('; ')}`));
  const certs = sections.certifications.map(stripBullet).slice(0, 2);
  if (certs.length > 0) out.push(sentence(`Certifications: ${certs.join('; ')}`));
  const noSections = Object.values(sections).every((lines) => lines.length === 0);
  if (out.length < 2 || noSections) {
    // no recognisable sections: fall back to the résumé's own opening sentences
    const prose = text.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+/).slice(0, 2).join(' ');
    out.push(sentence(prose.slice(0, 300)));
  }
  return out.join(' ');
}

export function createLocalOverviewWriter(): OverviewWriter {
  return {
    name: LOCAL_OVERVIEW_NAME,
    async write(resumeText: string) {
      return writeLocalOverview(resumeText);
    },
  };
}
