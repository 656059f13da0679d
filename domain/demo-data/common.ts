/** Dates, people and small text helpers shared by the entity generators. */
import { DEMO_USER } from '../constants';
import type { PersonalDetails } from '../types';
import { type Place, PLACE_WEIGHTS } from './places';
import type { Rng } from './prng';
import { FIRST_NAMES, LAST_NAMES } from './vocabulary';

/** Every date is spread over the ~18 months before this instant, so every run is identical. */
export const REFERENCE_DATE = '2026-10-31T12:00:00.000Z';
export const REFERENCE_MS = Date.parse(REFERENCE_DATE);
const DAY_MS = 86_400_000;
export const WINDOW_START_MS = REFERENCE_MS - 548 * DAY_MS;

export const STAFF_EMAILS = [DEMO_USER.email, 'talent.ops@example.com', 'kyc.desk@example.com'] as const;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** A moment in [fromMs, toMs], at whole seconds. */
export function momentBetween(rng: Rng, fromMs: number, toMs: number): number {
  const lo = Math.min(fromMs, toMs);
  return Math.floor((lo + rng.next() * (Math.max(fromMs, toMs) - lo)) / 1000) * 1000;
}

export function daysAfter(ms: number, days: number): number {
  return Math.min(ms + days * DAY_MS, REFERENCE_MS);
}

export function plusDays(ms: number, days: number): number {
  return ms + days * DAY_MS;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function pickPlace(rng: Rng): Place {
  return rng.weighted(PLACE_WEIGHTS);
}

export function zipOf(rng: Rng, place: Place): string | null {
  if (place.zipDigits === 0) return null;
  if (place.country === 'United Kingdom') return `${place.zipPrefix}${rng.int(1, 9)}${rng.pick(['HB', 'HJ', 'LD', 'SX'])}`;
  return `${place.zipPrefix}${rng.digits(place.zipDigits)}`;
}

export function phoneOf(rng: Rng, place: Place): string {
  return `${place.phonePrefix}${rng.digits(place.phonePrefix.startsWith('+91') ? 9 : 8)}`;
}

/** Hands out unique e-mail addresses within one generated data set. */
export class EmailBook {
  private readonly used = new Set<string>();

  take(local: string, domain: string, rng: Rng): string {
    const base = slugify(local).replace(/-/g, '.');
    let email = `${base}@${domain}`;
    while (this.used.has(email)) email = `${base}${rng.int(1, 999)}@${domain}`;
    this.used.add(email);
    return email;
  }
}

export interface PersonOptions {
  place: Place;
  emailDomain: string;
  emails: EmailBook;
  /** age range in years at the reference date */
  age: [number, number];
}

export function personOf(rng: Rng, options: PersonOptions): PersonalDetails {
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const { place } = options;
  const years = rng.int(options.age[0], options.age[1]);
  const birth = new Date(REFERENCE_MS - years * 365.25 * DAY_MS - rng.int(0, 364) * DAY_MS);
  return {
    fullName: `${firstName} ${lastName}`,
    firstName,
    lastName,
    email: options.emails.take(`${firstName}.${lastName}`, options.emailDomain, rng),
    phone: phoneOf(rng, place),
    address: `${rng.int(1, 240)}, ${rng.pick(place.streets)}`,
    city: place.city,
    state: place.state,
    zipCode: zipOf(rng, place),
    country: place.country,
    birthday: birth.toISOString().slice(0, 10),
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function htmlList(items: readonly string[]): string {
  return `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
}
