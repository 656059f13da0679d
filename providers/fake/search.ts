/**
 * Global search over the in-memory demo data: the server's rules (domain/search.ts: which records
 * hold the typed words, typos corrected against the demo's own words) with a JavaScript stand-in
 * for PostgreSQL's trigram word similarity that ranks them, so the offline demo and the component
 * tests get the same groups, order and "See all" links as the server would give.
 */
import {
  normaliseSearchQuery,
  SEARCH_GROUP_SIZE,
  SEARCH_LISTS,
  SEARCH_MIN_LENGTH,
  SEARCH_SHORT_QUERY_CLOSENESS,
  type SearchGroup,
  type SearchList,
  correctionsAmong,
  searchTerms,
  searchWordsOf,
  seeAllFor,
  holdsTerms,
  textWordSimilarity,
} from '../../domain/search';
import type { Company, CompanyRequest, Employer, Job, JobApplication, JobSeeker } from '../../domain/types';

type Fields = Record<string, string | null | undefined>;

interface Described {
  id: string;
  title: string | null | undefined;
  subtitle: (string | null | undefined)[];
  /** filter field → its text; every one is searched */
  fields: Fields;
  createdAt: string;
}

type Records = { readonly [L in SearchList]: readonly unknown[] };

const DESCRIBE: { readonly [L in SearchList]: (record: never) => Described } = {
  jobs: (j: Job) => ({
    id: j._id,
    title: j.title,
    subtitle: [j.companyName ?? j.company?.companyName, j.location, j.jobCode],
    fields: { title: j.title, companyName: j.companyName ?? j.company?.companyName, location: j.location, jobCode: j.jobCode },
    createdAt: j.createdAt,
  }),
  jobseekers: (s: JobSeeker) => ({
    id: s._id,
    title: s.personalDetails.fullName,
    subtitle: [s.personalDetails.email, s.personalDetails.phone],
    fields: {
      'personalDetails.fullName': s.personalDetails.fullName,
      'personalDetails.email': s.personalDetails.email,
      phone: s.personalDetails.phone,
      skills: s.skills.join(', '),
    },
    createdAt: s.createdAt,
  }),
  companies: (c: Company) => ({
    id: c._id,
    title: c.companyName,
    subtitle: [c.companyDetails.email],
    fields: { companyName: c.companyName, email: c.companyDetails.email },
    createdAt: c.createdAt,
  }),
  employers: (e: Employer) => ({
    id: e._id,
    title: e.personalDetails.fullName,
    subtitle: [e.personalDetails.email],
    fields: { 'personalDetails.fullName': e.personalDetails.fullName, 'personalDetails.email': e.personalDetails.email },
    createdAt: e.createdAt,
  }),
  'job-applications': (a: JobApplication) => ({
    id: a._id,
    title: [a.name, a.designation].filter(Boolean).join(' – '),
    subtitle: [a.companyName, a.status],
    fields: { name: a.name, designation: a.designation },
    createdAt: a.createdAt,
  }),
  'company-requests': (r: CompanyRequest) => ({
    id: r._id,
    title: r.company?.companyName,
    subtitle: [r.employerEmail, r.status],
    fields: { companyName: r.company?.companyName, employerEmail: r.employerEmail },
    createdAt: r.createdAt,
  }),
};

export function searchRecords(records: Records, rawQuery: string, size = SEARCH_GROUP_SIZE): SearchGroup[] {
  const query = normaliseSearchQuery(rawQuery);
  if (query.length < SEARCH_MIN_LENGTH) return [];
  const described = SEARCH_LISTS.map((list) => ({ list, all: records[list].map(DESCRIBE[list] as (record: unknown) => Described) }));
  const known = new Set(described.flatMap(({ all }) => all.flatMap((d) => Object.values(d.fields).flatMap((v) => (v ? searchWordsOf(v) : [])))));
  const terms = searchTerms(query, correctionsAmong(known));
  if (!terms) return [];
  const holds = (d: Described) => {
    const texts = Object.values(d.fields).filter((v): v is string => !!v);
    return terms === 'short' ? texts.some((v) => textWordSimilarity(query, v) >= SEARCH_SHORT_QUERY_CLOSENESS) : holdsTerms(texts.join(' \u0001 '), terms);
  };
  const groups: SearchGroup[] = [];
  for (const { list, all } of described) {
    const scored = all
      .filter(holds)
      .map((d) => ({ d, score: Math.max(0, ...Object.values(d.fields).map((v) => (v ? textWordSimilarity(query, v) : 0))) }))
      .sort((a, b) => b.score - a.score || b.d.createdAt.localeCompare(a.d.createdAt))
      .slice(0, size);
    if (!scored.length) continue;
    groups.push({
      list,
      hits: scored.map(({ d, score }) => ({
        id: d.id,
        title: d.title || '-',
        subtitle: d.subtitle.filter((p): p is string => !!p).join(' · ') || null,
        score,
      })),
      seeAll: seeAllFor(list, query, scored[0].d.fields),
    });
  }
  return groups.sort((a, b) => b.hits[0].score - a.hits[0].score);
}
