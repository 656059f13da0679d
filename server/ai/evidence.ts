/**
 * The closest evidence phrases of a match: for each of the job's main requirements (its first
 * required skills, else its title), the line or sentence of the seeker's résumé and overview that
 * shows it best — the requirement named as written, else the trade concept behind it in other
 * words, plus shared words. A person reads these to see *why* a score is what it is.
 */
import type { MatchEvidence } from '../../domain/ai/match';
import { isContentWord, tokenize } from './local/tokens';
import { jobFeatures } from './jobFeatures';
import { skillCredit } from './skillCredit';

/** How many requirements are explained: the first ones an ad lists are its main ones. */
export const MAIN_REQUIREMENTS = 3;
const MAX_PHRASE = 180;

/** Lines and sentences of a text, without headings, contact lines or bare skill lists. */
function phrasesOf(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\n+/)) {
    const line = raw.replace(/^[\s\-•*·–]+/, '').trim();
    if (line.length < 12 || /@|\+?\d[\d\s]{8,}/.test(line) || line === line.toUpperCase()) continue;
    // a list of skills proves little: a sentence or a duty line is the evidence
    if ((line.match(/,/g) ?? []).length >= 4 && !/[.;]/.test(line)) continue;
    for (const sentence of line.split(/(?<=[.;!?])\s+(?=[A-Z])/)) {
      const s = sentence.trim();
      if (s.length >= 12) out.push(s.length > MAX_PHRASE ? `${s.slice(0, MAX_PHRASE - 1).trimEnd()}…` : s);
    }
  }
  return out;
}

export function evidenceFor(job: { title?: string | null; skillsRequired?: readonly string[] | null }, seekerText: string): MatchEvidence[] {
  const requirements = (job.skillsRequired ?? []).map((s) => s.trim()).filter(Boolean).slice(0, MAIN_REQUIREMENTS);
  if (requirements.length === 0 && job.title?.trim()) requirements.push(job.title.trim());
  const needs = jobFeatures({ skillsRequired: requirements }).skills;
  const phrases = [...new Set(phrasesOf(seekerText))].map((phrase) => ({ phrase, words: ` ${tokenize(phrase).join(' ')} ` }));
  const used = new Set<string>();
  const out: MatchEvidence[] = [];
  for (const need of needs) {
    const needWords = need.phrase.trim().split(' ').filter(isContentWord);
    let best: { phrase: string; score: number } | null = null;
    for (const { phrase, words } of phrases) {
      const credit = skillCredit(need, words);
      const shared = needWords.filter((w) => words.includes(` ${w} `)).length / (needWords.length || 1);
      // an unused phrase first: three requirements shown by one line explain less than three lines
      const score = credit * 2 + shared - (used.has(phrase) ? 0.5 : 0);
      if (score >= 1 && (!best || score > best.score)) best = { phrase, score };
    }
    if (best) {
      used.add(best.phrase);
      out.push({ requirement: need.name, phrase: best.phrase });
    }
  }
  return out;
}
