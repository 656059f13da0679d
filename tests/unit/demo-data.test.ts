import { describe, expect, it } from 'vitest';
import { generateDemoData, resumeObjectName, resumeOf, resumeTextOf, resumeUrlOf } from '../../domain/demo-data';
import { APPLICATION_STATUSES, COMPANY_REQUEST_STATUSES, COMPANY_STATUSES } from '../../domain/enums';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const data = generateDemoData();

describe('generateDemoData', () => {
  it('is deterministic: the same seed gives identical data, another seed different data', () => {
    expect(JSON.stringify(generateDemoData())).toBe(JSON.stringify(data));
    const other = generateDemoData({ seed: 7 });
    expect(other.jobs[0]._id).not.toBe(data.jobs[0]._id);
    expect(JSON.stringify(generateDemoData({ seed: 7 }))).toBe(JSON.stringify(other));
  });

  it('makes the default counts, and the counts asked for', () => {
    expect(data.companies).toHaveLength(40);
    expect(data.employers).toHaveLength(80);
    expect(data.jobs).toHaveLength(300);
    expect(data.jobSeekers).toHaveLength(1000);
    expect(data.applications).toHaveLength(600);
    expect(data.companyRequests).toHaveLength(30);
    const small = generateDemoData({ counts: { companies: 5, employers: 6, jobs: 7, jobSeekers: 8, applications: 9, companyRequests: 4 } });
    expect([small.companies, small.employers, small.jobs, small.jobSeekers, small.applications, small.companyRequests].map((l) => l.length)).toEqual([5, 6, 7, 8, 9, 4]);
  });

  it('uses unique v4-shaped ids and dates before the fixed reference date', () => {
    const all = [...data.companies, ...data.employers, ...data.jobs, ...data.jobSeekers, ...data.applications, ...data.companyRequests];
    const ids = all.map((x) => x._id);
    expect(ids.every((id) => UUID_V4.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const reference = Date.parse('2026-10-31T12:00:00.000Z');
    const earliest = reference - 550 * 86_400_000;
    for (const x of all) {
      const t = Date.parse(x.createdAt);
      expect(t).toBeGreaterThanOrEqual(earliest);
      expect(t).toBeLessThanOrEqual(reference);
      if (x.updatedAt) expect(Date.parse(x.updatedAt)).toBeGreaterThanOrEqual(t);
    }
  });

  it('has every status of companies, applications and company requests, mostly active companies', () => {
    expect(new Set(data.companies.map((c) => c.status))).toEqual(new Set(COMPANY_STATUSES));
    expect(new Set(data.applications.map((a) => a.status))).toEqual(new Set(APPLICATION_STATUSES));
    expect(new Set(data.companyRequests.map((r) => r.status))).toEqual(new Set(COMPANY_REQUEST_STATUSES));
    expect(data.companies.filter((c) => c.status === 'active').length).toBeGreaterThan(data.companies.length / 2);
    for (const c of data.companies) expect(c.history[c.history.length - 1].status).toBe(c.status);
  });

  it('links employers and jobs to existing companies and employers, with derived fields copied', () => {
    const companies = new Map(data.companies.map((c) => [c._id, c]));
    const employers = new Map(data.employers.map((e) => [e._id, e]));
    expect(data.employers.filter((e) => e.companyId).length).toBeGreaterThan(data.employers.length * 0.7);
    for (const e of data.employers) {
      if (!e.companyId) continue;
      expect(e.company?.companyName).toBe(companies.get(e.companyId)?.companyName);
    }
    for (const job of data.jobs) {
      if (job.isExternalJob) {
        expect(job.jobCode && job.jobUrl && job.jobSource && job.companyName).toBeTruthy();
        expect(job.companyId).toBeNull();
        continue;
      }
      const company = companies.get(job.companyId ?? '');
      const employer = employers.get(job.employerId ?? '');
      expect(company).toBeDefined();
      expect(employer?.companyId).toBe(company?._id);
      expect(job.companyName).toBe(company?.companyName);
      expect(job.company?.companyName).toBe(company?.companyName);
      expect(job.employerEmail).toBe(employer?.personalDetails.email);
      expect(job.jobCode).toBeNull();
    }
    const external = data.jobs.filter((j) => j.isExternalJob).length / data.jobs.length;
    expect(external).toBeGreaterThan(0.08);
    expect(external).toBeLessThan(0.25);
    for (const e of data.employers) {
      // posted is the plan's allowance: jobs used (posted − left) is what they really posted
      expect(e.jobsPosted - e.jobsLeft).toBe(data.jobs.filter((j) => j.employerId === e._id).length);
      expect(e.jobsLeft).toBeGreaterThanOrEqual(0);
    }
  });

  it('builds applications from their job and seeker, with 1–3 history entries and 0–2 notes', () => {
    const jobs = new Map(data.jobs.map((j) => [j._id, j]));
    const seekers = new Map(data.jobSeekers.map((s) => [s._id, s]));
    const pairs = new Set<string>();
    for (const a of data.applications) {
      const job = jobs.get(a.jobId);
      const seeker = seekers.get(a.jobSeekerId);
      expect(job && seeker).toBeTruthy();
      pairs.add(`${a.jobId}|${a.jobSeekerId}`);
      expect(a.designation).toBe(job?.title);
      expect(a.companyName).toBe(job?.companyName);
      expect(a.location).toBe(job?.location);
      expect(a.job?._id).toBe(job?._id);
      expect(a.name).toBe(`${seeker?.personalDetails.firstName} ${seeker?.personalDetails.lastName}`);
      expect(a.jobSeeker?.resumeUrl).toBe(seeker?.resumeUrl);
      expect(a.history.length).toBeGreaterThanOrEqual(1);
      expect(a.history.length).toBeLessThanOrEqual(3);
      expect(a.history[a.history.length - 1].status).toBe(a.status);
      expect(a.notes.length).toBeLessThanOrEqual(2);
      for (const n of a.notes) expect(n.note).toMatch(/^<p>/);
    }
    expect(pairs.size).toBe(data.applications.length);
  });

  it('links company requests to existing companies and employers; approved ones are linked', () => {
    const companies = new Map(data.companies.map((c) => [c._id, c]));
    const employers = new Map(data.employers.map((e) => [e._id, e]));
    for (const r of data.companyRequests) {
      const company = companies.get(r.companyId);
      const employer = employers.get(r.employeeId);
      expect(company && employer).toBeTruthy();
      expect(r.company?.companyName).toBe(company?.companyName);
      expect(r.employerEmail).toBe(employer?.personalDetails.email);
      if (r.status === 'approved') expect(employer?.companyId).toBe(r.companyId);
    }
  });

  it('gives about 85% of seekers a résumé whose text names them and their skills', () => {
    const withResume = data.jobSeekers.filter((s) => s.resumeUrl);
    expect(withResume.length / data.jobSeekers.length).toBeGreaterThan(0.78);
    expect(withResume.length / data.jobSeekers.length).toBeLessThan(0.92);
    const seeker = withResume[0];
    expect(seeker.resumeUrl).toBe(resumeUrlOf(seeker));
    expect(seeker.resumeUrl).toContain(encodeURIComponent(resumeObjectName(seeker)));
    const text = resumeTextOf(seeker) ?? '';
    expect(text).toContain(seeker.personalDetails.fullName ?? '?');
    expect(text).toContain(seeker.skills[0]);
    expect(resumeOf(seeker)?.experience.length).toBeGreaterThan(0);
    const without = data.jobSeekers.find((s) => !s.resumeUrl);
    expect(without && resumeTextOf(without)).toBeNull();
    for (const s of data.jobSeekers) {
      expect(s.overview).toBeNull();
      expect(s.embedding.vector).toBeNull();
      expect(s.jobPreferences.preferredRoles.length).toBeGreaterThan(0);
      expect(s.skills.length).toBeGreaterThan(2);
    }
  });

  it('is fast enough for the browser demo', () => {
    const start = performance.now();
    generateDemoData({ seed: 3 });
    // ~100 ms on an idle machine; the bound leaves room for a busy CI runner
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
