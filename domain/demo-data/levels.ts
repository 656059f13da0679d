/** Experience levels: years, title prefixes and pay by region. */
import { EXPERIENCE_LEVELS } from '../suggestions';
import type { Place } from './places';
import type { Rng } from './prng';
import type { Family, RoleProfile } from './roles';

export type Level = (typeof EXPERIENCE_LEVELS)[number];

export const LEVEL_WEIGHTS: ReadonlyArray<readonly [Level, number]> = [
  [EXPERIENCE_LEVELS[0], 25],
  [EXPERIENCE_LEVELS[1], 40],
  [EXPERIENCE_LEVELS[2], 25],
  [EXPERIENCE_LEVELS[3], 10],
];

const YEARS: Record<Level, [number, number]> = {
  'Entry/Fresher': [0, 1],
  'Mid-Level': [2, 5],
  'Sr-Level': [6, 10],
  'Management-Level': [10, 18],
};

export function yearsFor(rng: Rng, level: Level): number {
  const [lo, hi] = YEARS[level];
  return rng.int(lo, hi);
}

export function levelOfYears(years: number): Level {
  if (years <= 1) return 'Entry/Fresher';
  if (years <= 5) return 'Mid-Level';
  if (years <= 10) return 'Sr-Level';
  return 'Management-Level';
}

export function titleFor(profile: RoleProfile, level: Level): string {
  const managerial = /Manager|Controller/.test(profile.title);
  switch (level) {
    case 'Entry/Fresher':
      if (managerial) return `Assistant ${profile.title}`;
      return profile.family === 'craft' ? `Trainee ${profile.title}` : `Junior ${profile.title}`;
    case 'Mid-Level':
      return profile.title;
    case 'Sr-Level':
      return `Senior ${profile.title}`;
    default:
      return managerial ? `Regional ${profile.title}` : `Head ${profile.title}`;
  }
}

/** Lakhs per annum in India, by family and level (low end of the band). */
const LPA: Record<Family, number> = { design: 3, craft: 2, grading: 3.5, operations: 3.5, retail: 2.2, digital: 3.5, corporate: 3 };
const LEVEL_FACTOR: Record<Level, number> = { 'Entry/Fresher': 1, 'Mid-Level': 1.8, 'Sr-Level': 3.2, 'Management-Level': 5.5 };

const ABROAD: Record<string, { text: (lo: number, hi: number) => string; perYear: number }> = {
  'United Arab Emirates': { text: (lo, hi) => `AED ${fmt(lo / 12)}–${fmt(hi / 12)} per month`, perYear: 60_000 },
  'United Kingdom': { text: (lo, hi) => `£${fmt(lo)}–${fmt(hi)} per year`, perYear: 24_000 },
  'United States': { text: (lo, hi) => `$${fmt(lo)}–${fmt(hi)} per year`, perYear: 40_000 },
  Belgium: { text: (lo, hi) => `€${fmt(lo / 12)}–${fmt(hi / 12)} per month`, perYear: 30_000 },
  Switzerland: { text: (lo, hi) => `CHF ${fmt(lo)}–${fmt(hi)} per year`, perYear: 60_000 },
  'Hong Kong': { text: (lo, hi) => `HK$${fmt(lo / 12)}–${fmt(hi / 12)} per month`, perYear: 220_000 },
  Singapore: { text: (lo, hi) => `S$${fmt(lo / 12)}–${fmt(hi / 12)} per month`, perYear: 36_000 },
  Thailand: { text: (lo, hi) => `THB ${fmt(lo / 12)}–${fmt(hi / 12)} per month`, perYear: 300_000 },
};

function fmt(n: number): string {
  return String(Math.round(n / 100) * 100).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function salaryFor(rng: Rng, family: Family, level: Level, place: Place): string {
  const factor = LEVEL_FACTOR[level] * (0.9 + rng.next() * 0.3);
  const abroad = ABROAD[place.country];
  if (abroad) {
    const lo = abroad.perYear * (LPA[family] / 3) * (0.7 + factor * 0.3);
    return abroad.text(lo, lo * 1.25);
  }
  const lpa = LPA[family] * factor;
  if (lpa < 3.6 && (family === 'craft' || family === 'retail')) {
    const k = Math.round((lpa * 100) / 12);
    return rng.chance(0.5) ? `${k}k per month` : `${k}k–${k + rng.int(2, 5)}k per month`;
  }
  const lo = Math.max(1, Math.round(lpa));
  return `${lo}–${lo + Math.max(1, Math.round(lo * 0.3))} LPA`;
}
