/** Hiring managers and owners; most belong to a company. */
import type { Company, Employer } from '../types';
import {
  type EmailBook,
  iso,
  momentBetween,
  personOf,
  pickPlace,
  REFERENCE_MS,
  slugify,
  STAFF_EMAILS,
  WINDOW_START_MS,
} from './common';
import { placeOfCity } from './places';
import type { Rng } from './prng';

const PLANS = [5, 10, 25, 50, 100, 250] as const;

export function generateEmployers(rng: Rng, count: number, companies: Company[], emails: EmailBook): Employer[] {
  const active = companies.filter((c) => c.status === 'active');
  const homes = active.length > 0 ? active : companies;
  const employers: Employer[] = [];
  for (let i = 0; i < count; i++) {
    // Every active company gets one employer first, so every company can post jobs.
    const company: Company | null =
      i < homes.length ? homes[i] : companies.length > 0 && rng.chance(0.8) ? (rng.chance(0.85) ? rng.pick(homes) : rng.pick(companies)) : null;
    const place = company ? (placeOfCity(company.companyDetails.city) ?? pickPlace(rng)) : pickPlace(rng);
    const domain = company ? `${slugify(company.companyName).slice(0, 24)}.example.com` : rng.pick(['gmail.com', 'outlook.com', 'yahoo.co.in']);
    const person = personOf(rng, { place, emailDomain: domain, emails, age: [27, 58] });
    const from = company ? Date.parse(company.createdAt) : WINDOW_START_MS;
    const created = momentBetween(rng, from, REFERENCE_MS - 10 * 86_400_000);
    const updated = rng.chance(0.4) ? momentBetween(rng, created, REFERENCE_MS) : null;
    const handle = slugify(person.fullName ?? 'employer').replace(/-/g, '');
    employers.push({
      _id: rng.uuid(),
      companyId: company?._id ?? null,
      company: company ? { companyName: company.companyName, logoUrl: company.logoUrl } : null,
      personalDetails: person,
      jobsPosted: 0,
      jobsLeft: rng.pick(PLANS.slice(0, 4)),
      links: {
        instagram: rng.chance(0.4) ? `https://www.instagram.com/${handle}` : null,
        linkedin: `https://www.linkedin.com/in/${handle}`,
        website: company?.links.website ?? null,
        behance: rng.chance(0.1) ? `https://www.behance.net/${handle}` : null,
        googleDrive: null,
        facebook: rng.chance(0.2) ? `https://www.facebook.com/${handle}` : null,
        twitter: rng.chance(0.15) ? `https://x.com/${handle}` : null,
      },
      createdAt: iso(created),
      createdBy: rng.pick(STAFF_EMAILS),
      updatedAt: updated === null ? null : iso(updated),
      updatedBy: updated === null ? null : STAFF_EMAILS[0],
    });
  }
  return employers;
}

/**
 * jobsPosted is the allowance of the plan the employer bought and jobsLeft what remains of it, so
 * the detail screen's "jobs used" (posted − left, spec §2) is the number of jobs they posted.
 */
export function settleJobCounts(employers: Employer[], postedBy: Map<string, number>): void {
  for (const employer of employers) {
    const posted = postedBy.get(employer._id) ?? 0;
    // While generating, jobsLeft holds the plan first picked; an employer past it bought a bigger one.
    const plan = PLANS.find((p) => p >= employer.jobsLeft && p >= posted) ?? posted;
    employer.jobsPosted = plan;
    employer.jobsLeft = plan - posted;
  }
}
