/**
 * The default overview writer: no model, it extracts. It reads the résumé's sections and the
 * trade's lexicon and states the headline role, years of experience, key skills, employers and
 * education in a few sentences. It never invents: a fact not found is left out.
 */
import { DATE_RANGE, spanYears, statedYears } from '../../../domain/ai/yearsInText';
import { CONCEPTS } from '../local/lexicon';
import { tokenize } from '../local/tokens';
import { isContactLine, splitSections, stripBullet } from './resumeSections';
import type { OverviewWriter } from './writer';

export const LOCAL_OVERVIEW_NAME = 'local-extractive-v1';

const YEAR = /\b(19[6-9]\d|20\d\d)\b/;
const ROLE_WORDS =
  /\b(designer|manager|executive|associate|advisor|adviser|gemm?ologist|grader|sorter|setter|polisher|smith|goldsmith|silversmith|technician|carver|enamell?er|engraver|watchmaker|controller|merchandiser|cashier|accountant|photographer|writer|specialist|consultant|officer|head|lead|director|intern|trainee|artisan|karigar|assistant|supervisor|analyst|coordinator|representative)s?\b/i;

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

function sentence(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** As stated (the largest figure, a whole year at least), else the span of the experience section's dates. */
function yearsOfExperience(text: string, experience: string[]): number | null {
  const stated = statedYears(text);
  if (stated !== null && stated >= 1) return stated;
  return spanYears(experience.join('\n'), new Date().getUTCFullYear());
}

interface Position {
  role: string | null;
  employer: string | null;
}

/** Lines such as 'Senior CAD Designer | Tanishq, Mumbai | 2019 - Present'. */
function positions(experience: string[]): Position[] {
  const out: Position[] = [];
  experience.forEach((raw, i) => {
    const line = stripBullet(raw);
    if (!YEAR.test(line) || raw.trim().match(/^[•·\-*▪]/)) return;
    const rest = line.replace(DATE_RANGE, '').replace(/\(\s*\)|\b(19|20)\d\d\b/g, '').trim();
    const parts = rest
      .split(/\s+[|–—-]\s+|\s*\|\s*|\s+at\s+|\s+@\s+|,\s*/)
      .map((p) => p.trim())
      .filter((p) => p.length > 1);
    let role = parts.find((p) => ROLE_WORDS.test(p)) ?? null;
    let employer = parts.find((p) => p !== role) ?? null;
    if (!role && i > 0 && ROLE_WORDS.test(experience[i - 1]) && !YEAR.test(experience[i - 1])) {
      role = stripBullet(experience[i - 1]);
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

/** The trade concepts the text names most, as display phrases. */
function lexiconSkills(text: string): string[] {
  const tokens = tokenize(text).join(' ');
  const found: Array<{ label: string; hits: number }> = [];
  for (const concept of CONCEPTS) {
    if ((concept.weight ?? 1) < 1) continue;
    let best: { label: string; hits: number } | null = null;
    for (const term of concept.terms) {
      const key = tokenize(term).join(' ');
      if (key.length < 3) continue;
      const hits = tokens.split(` ${key} `).length - 1 + (tokens.startsWith(`${key} `) ? 1 : 0);
      if (hits > 0 && (!best || key.split(' ').length > best.label.split(' ').length)) best = { label: titleCase(term), hits };
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

export function writeLocalOverview(text: string): string {
  const { header, sections } = splitSections(text);
  const pos = positions(sections.experience);
  const headlineLine = header
    .slice(1)
    .filter((l) => !isContactLine(l) && l.length <= 80 && /\p{L}{3}/u.test(l))
    .map(roleOfHeadline)
    .find(Boolean);
  const concepts = lexiconSkills(text);
  const headline = headlineLine ?? pos.find((p) => p.role)?.role ?? concepts[0] ?? 'Professional';
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
