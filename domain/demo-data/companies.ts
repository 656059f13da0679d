/** Jewellery houses, diamond manufacturers and luxury retailers. */
import type { CompanyStatus } from '../enums';
import type { Company, StatusChange } from '../types';
import {
  type EmailBook,
  escapeHtml,
  iso,
  momentBetween,
  pickPlace,
  plusDays,
  REFERENCE_MS,
  slugify,
  STAFF_EMAILS,
  WINDOW_START_MS,
  zipOf,
} from './common';
import { locationLabel } from './places';
import type { Rng } from './prng';
import { HOUSE_KINDS, HOUSE_WORDS, LAST_NAMES } from './vocabulary';

const STATUS_WEIGHTS: ReadonlyArray<readonly [CompanyStatus, number]> = [
  ['active', 70],
  ['pending', 18],
  ['rejected', 12],
];

export function generateCompanies(rng: Rng, count: number, emails: EmailBook): Company[] {
  const names = new Set<string>();
  const companies: Company[] = [];
  for (let i = 0; i < count; i++) {
    const kind = rng.pick(HOUSE_KINDS);
    let companyName = '';
    for (let attempt = 0; !companyName || names.has(companyName); attempt++) {
      const word = rng.chance(0.35) ? `${rng.pick(LAST_NAMES)} & Sons` : rng.pick(HOUSE_WORDS);
      // Large sets run out of names; a branch number keeps them unique.
      companyName = attempt < 20 ? `${word} ${kind.suffix}` : `${word} ${kind.suffix} ${names.size + 1}`;
    }
    names.add(companyName);
    // Early companies get the most history; the first ones are always active so jobs have homes.
    const status: CompanyStatus = i < 3 ? 'active' : rng.weighted(STATUS_WEIGHTS);
    const place = pickPlace(rng);
    const created = momentBetween(rng, WINDOW_START_MS, REFERENCE_MS - 20 * 86_400_000);
    const slug = slugify(companyName);
    const history: StatusChange[] = [{ status: 'pending', date: iso(created), changedBy: STAFF_EMAILS[0] }];
    let updated: number | null = null;
    if (status !== 'pending') {
      updated = momentBetween(rng, plusDays(created, 1), Math.min(plusDays(created, 14), REFERENCE_MS));
      history.push({ status, date: iso(updated), changedBy: rng.pick(STAFF_EMAILS) });
    }
    const location = locationLabel(place);
    const about = `<p>${escapeHtml(companyName)} is ${kind.about}.</p><p>Headquartered in ${location}, the company hires designers, craftspeople, gemmologists and retail teams across the trade.</p>`;
    companies.push({
      _id: rng.uuid(),
      companyName,
      about,
      status,
      logoUrl: null,
      industry: kind.industry,
      companyDetails: {
        email: emails.take('careers', `${slug.slice(0, 24)}.example.com`, rng),
        address: `${rng.int(1, 400)}, ${rng.pick(place.streets)}`,
        city: place.city,
        state: place.state,
        country: place.country,
        zipCode: zipOf(rng, place),
      },
      links: {
        instagram: `https://www.instagram.com/${slug.replace(/-/g, '')}`,
        linkedin: `https://www.linkedin.com/company/${slug}`,
        website: `https://www.${slug.slice(0, 24)}.example.com`,
      },
      metadata: {
        title: `${companyName} careers`,
        url: `/companies/${slug}`,
        description: `${companyName}: ${kind.about}.`,
        keywords: [kind.industry, kind.suffix, place.city, 'jobs'].join(', '),
        metadata: [
          { key: 'og:type', value: 'website' },
          { key: 'og:locale', value: 'en_IN' },
        ],
      },
      history,
      createdAt: iso(created),
      createdBy: STAFF_EMAILS[0],
      updatedAt: updated === null ? null : iso(updated),
      updatedBy: updated === null ? null : history[history.length - 1].changedBy,
    });
  }
  return companies;
}
