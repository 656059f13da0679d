/** Internal jobs posted by employers of a company, and external jobs imported from boards. */
import type { JobType } from '../enums';
import type { Company, Employer, Job } from '../types';
import { iso, momentBetween, pickPlace, plusDays, REFERENCE_MS, slugify, STAFF_EMAILS, WINDOW_START_MS, zipOf } from './common';
import { interviewProcess, type JobTextInput, jobDescription, jobRequirements, jobResponsibilities } from './jobText';
import { LEVEL_WEIGHTS, salaryFor, titleFor, yearsFor } from './levels';
import { locationLabel, type Place, placeOfCity } from './places';
import type { Rng } from './prng';
import { GENERAL_SKILLS, ROLE_PROFILES } from './roles';
import { EDUCATION, EXTERNAL_EMPLOYERS, houseKindOf, JOB_SOURCES } from './vocabulary';

const DAY_MS = 86_400_000;
const EXTERNAL_SHARE = 0.15;

const SOURCE_URLS: Record<(typeof JOB_SOURCES)[number], (code: string, slug: string) => string> = {
  LinkedIn: (code) => `https://www.linkedin.com/jobs/view/${code.replace(/\D/g, '')}`,
  Naukri: (code, slug) => `https://www.naukri.com/job-listings-${slug}-${code.replace(/\D/g, '')}`,
  Indeed: (code) => `https://in.indeed.com/viewjob?jk=${code.toLowerCase()}`,
  Glassdoor: (code, slug) => `https://www.glassdoor.co.in/job-listing/${slug}-JV_${code.replace(/\D/g, '')}.htm`,
  'Company careers page': (code, slug) => `https://careers.example.com/${slug}/${code.toLowerCase()}`,
  'GJEPC job board': (code) => `https://jobs.gjepc.example.org/listing/${code.toLowerCase()}`,
};

export function generateJobs(rng: Rng, count: number, companies: Company[], employers: Employer[]): Job[] {
  const byId = new Map(companies.map((c) => [c._id, c]));
  const posters = employers.filter((e) => e.companyId && byId.get(e.companyId)?.status === 'active');
  const jobs: Job[] = [];
  for (let i = 0; i < count; i++) {
    const external = posters.length === 0 || rng.chance(EXTERNAL_SHARE);
    const employer = external ? null : rng.pick(posters);
    const company = employer?.companyId ? (byId.get(employer.companyId) ?? null) : null;
    jobs.push(buildJob(rng, company, employer));
  }
  return jobs;
}

function buildJob(rng: Rng, company: Company | null, employer: Employer | null): Job {
  // A house posts the roles of what it makes or sells; boards carry every kind of role.
  const kind = company ? houseKindOf(company.companyName) : null;
  const fitting = kind ? ROLE_PROFILES.filter((p) => p.categories.some((c) => kind.categories.includes(c))) : ROLE_PROFILES;
  const profile = rng.pick(fitting.length > 0 ? fitting : ROLE_PROFILES);
  const shared = kind ? profile.categories.filter((c) => kind.categories.includes(c)) : [];
  const level = rng.weighted(LEVEL_WEIGHTS);
  const years = yearsFor(rng, level);
  const title = titleFor(profile, level);
  const place: Place = (company && placeOfCity(company.companyDetails.city)) || pickPlace(rng);
  const location = locationLabel(place);
  const companyName = company?.companyName ?? rng.pick(EXTERNAL_EMPLOYERS);
  const category = rng.pick(shared.length > 0 ? shared : profile.categories);
  const skills = [...rng.sample(profile.skills, rng.int(3, 6)), ...rng.sample(GENERAL_SKILLS, rng.int(0, 1))];
  const education = rng.pick(EDUCATION[profile.family]);
  const text: JobTextInput = { profile, title, level, years, companyName, location, category, skills, education };

  const from = Math.max(WINDOW_START_MS, company ? Date.parse(company.createdAt) : 0, employer ? Date.parse(employer.createdAt) : 0);
  const created = momentBetween(rng, from, REFERENCE_MS - DAY_MS);
  const expiry = plusDays(created, rng.pick([30, 45, 60, 90]));
  const closed = expiry < REFERENCE_MS ? rng.chance(0.8) : rng.chance(0.05);
  const updated = closed || rng.chance(0.3) ? momentBetween(rng, created, Math.min(expiry, REFERENCE_MS)) : null;
  const createdBy = employer?.personalDetails.email ?? rng.pick(STAFF_EMAILS);
  const slug = slugify(`${title}-${companyName}-${place.city}`);

  const code = `${rng.pick(['JW', 'LX', 'GM', 'DM'])}-${rng.digits(7)}`;
  const source = rng.pick(JOB_SOURCES);
  return {
    _id: rng.uuid(),
    jobCode: company ? null : code,
    jobUrl: company ? null : SOURCE_URLS[source](code, slug),
    jobSource: company ? null : source,
    isExternalJob: !company,
    companyId: company?._id ?? null,
    companyName,
    company: company ? { companyName: company.companyName, logoUrl: company.logoUrl } : null,
    companyLogo: company?.logoUrl ?? null,
    employerId: employer?._id ?? null,
    employerEmail: employer?.personalDetails.email ?? null,
    userType: employer ? 'EMPLOYER' : 'ADMIN',
    title,
    description: jobDescription(rng, text),
    jobType: jobTypeFor(rng, level, profile.family),
    jobStatus: closed ? 'CLOSED' : 'OPEN',
    industry: company?.industry ?? (profile.family === 'retail' ? 'Luxury Retail' : 'Jewellery'),
    category,
    salary: salaryFor(rng, profile.family, level, place),
    experience: level,
    yearsOfExperience: years,
    education,
    requirements: jobRequirements(text),
    responsibilities: jobResponsibilities(profile),
    interviewProcess: interviewProcess(profile),
    skillsRequired: skills,
    tags: [profile.role, category, place.city, level],
    expiryDate: iso(expiry).slice(0, 10),
    location,
    city: place.city,
    state: place.state,
    country: place.country,
    zipCode: zipOf(rng, place),
    metadata: {
      title: `${title} at ${companyName}, ${place.city}`,
      url: `/jobs/${slug}`,
      description: `${title} job at ${companyName} in ${location}. ${profile.duties[0]}.`,
      keywords: [title, profile.role, category, place.city, ...skills.slice(0, 3)].join(', '),
      metadata: [{ key: 'og:type', value: 'article' }],
    },
    postedDate: iso(created),
    embeddings: null,
    relevantCandidates: [],
    createdAt: iso(created),
    createdBy,
    updatedAt: updated === null ? null : iso(updated),
    updatedBy: updated === null ? null : createdBy,
  };
}

function jobTypeFor(rng: Rng, level: string, family: string): JobType {
  if (level === 'Entry/Fresher' && rng.chance(0.3)) return 'INTERNSHIP';
  if ((family === 'design' || family === 'digital' || family === 'craft') && rng.chance(0.15)) {
    return rng.pick(['FREELANCE', 'CONTRACT'] as const);
  }
  return rng.weighted([
    ['FULL_TIME', 85],
    ['PART_TIME', 8],
    ['CONTRACT', 7],
  ] as const);
}
