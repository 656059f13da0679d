/** Employers asking to be linked to a company; approved ones are already linked. */
import type { CompanyRequestStatus } from '../enums';
import type { Company, CompanyRequest, Employer } from '../types';
import { iso, momentBetween, plusDays, REFERENCE_MS, STAFF_EMAILS } from './common';
import type { Rng } from './prng';

const STATUS_WEIGHTS: ReadonlyArray<readonly [CompanyRequestStatus, number]> = [
  ['pending', 40],
  ['approved', 35],
  ['rejected', 25],
];

const NOTES = [
  'I manage hiring for our {city} showroom and need access to post jobs.',
  'Please link my account; I am the HR executive of {company}.',
  'We are opening a new workshop and will post karigar and setter roles.',
  'I joined {company} last month as store manager.',
  'Requesting access to manage our diamond grading lab openings.',
  'Our owner asked me to handle recruitment on the marketplace.',
];

export function generateCompanyRequests(rng: Rng, count: number, companies: Company[], employers: Employer[]): CompanyRequest[] {
  const byId = new Map(companies.map((c) => [c._id, c]));
  const linked = employers.filter((e) => e.companyId && byId.has(e.companyId));
  const unlinked = employers.filter((e) => !e.companyId);
  const requests: CompanyRequest[] = [];
  const seen = new Set<string>();
  let attempts = 0;
  while (requests.length < count && attempts < count * 20 && companies.length > 0 && employers.length > 0) {
    attempts++;
    const status: CompanyRequestStatus =
      requests.length < 3 ? (['pending', 'approved', 'rejected'] as const)[requests.length] : rng.weighted(STATUS_WEIGHTS);
    let employer: Employer;
    let company: Company;
    if (status === 'approved' && linked.length > 0) {
      // Approval links the employer, so an approved request names the employer's own company.
      employer = rng.pick(linked);
      company = byId.get(employer.companyId as string) as Company;
    } else {
      employer = unlinked.length > 0 && rng.chance(0.8) ? rng.pick(unlinked) : rng.pick(employers);
      const others = companies.filter((c) => c._id !== employer.companyId);
      company = rng.pick(others.length > 0 ? others : companies);
    }
    const key = `${employer._id}|${company._id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const from = Math.max(Date.parse(company.createdAt), Date.parse(employer.createdAt));
    const created = momentBetween(rng, from, Math.min(plusDays(from, 30), REFERENCE_MS));
    const decided = status === 'pending' ? null : momentBetween(rng, created, Math.min(plusDays(created, 7), REFERENCE_MS));
    const note = rng
      .pick(NOTES)
      .replace('{city}', company.companyDetails.city ?? 'Mumbai')
      .replace('{company}', company.companyName);
    requests.push({
      _id: rng.uuid(),
      companyId: company._id,
      employeeId: employer._id,
      status,
      requestNote: note,
      company: { companyName: company.companyName, logoUrl: company.logoUrl },
      employerEmail: employer.personalDetails.email,
      createdAt: iso(created),
      createdBy: employer.personalDetails.email,
      updatedAt: decided === null ? null : iso(decided),
      updatedBy: decided === null ? null : rng.pick(STAFF_EMAILS),
    });
  }
  return requests;
}
