/**
 * Global search (Ctrl+K): one query over every list, typo-tolerant, closest first, grouped,
 * with a "See all" filter that the list itself accepts and that finds the record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGlobalSearchService } from '../../../server/services/globalSearch';
import { addApplication, addCompany, addEmployer, addJob, addRequest, addSeeker, openTestDb } from './fixtures';

let t: Awaited<ReturnType<typeof openTestDb>>;
let search: ReturnType<typeof createGlobalSearchService>['search'];
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await openTestDb();
  const db = t.db;
  search = createGlobalSearchService({ db, files: t.files }).search;
  ids.aurum = await addCompany(db, { company_name: 'Aurum Jewels' });
  ids.gemHouse = await addCompany(db, { company_name: 'Gem House' });
  ids.ravi = await addEmployer(db, { full_name: 'Ravi Mehta', email: 'ravi@aurum.test', company_id: ids.aurum });
  ids.gemologist = await addJob(db, { title: 'Senior Gemologist', company_id: ids.aurum, company_name: 'Aurum Jewels', location: 'Mumbai, India' });
  ids.gemologistTrainee = await addJob(db, { title: 'Gemologist Trainee', company_id: ids.gemHouse, company_name: 'Gem House', location: 'Surat' });
  ids.polisher = await addJob(db, { title: 'Diamond Polisher', company_name: 'Star Cutters', location: 'Antwerp, Belgium' });
  ids.priya = await addSeeker(db, { full_name: 'Priya Raman', email: 'priya.raman@example.test', phone: '+91 98200 11111', skills: ['Diamond Grading', 'GIA'] });
  ids.arjun = await addSeeker(db, { full_name: 'Arjun Nair', email: 'arjun@example.test', skills: ['CAD', 'MatrixGold'] });
  ids.application = await addApplication(db, ids.gemologist, ids.priya);
  ids.request = await addRequest(db, ids.gemHouse, ids.ravi);
}, 60_000);
afterAll(() => t?.close());

const group = async (query: string, list: string) => (await search(query)).find((g) => g.list === list);

describe('global search', () => {
  it('forgives a typo and ranks the closest job first', async () => {
    const jobs = await group('gemolgist', 'jobs');
    expect(jobs?.hits.map((h) => h.id).sort()).toEqual([ids.gemologist, ids.gemologistTrainee].sort());
    expect(jobs?.hits.map((h) => h.id)).not.toContain(ids.polisher);
    for (const hit of jobs!.hits) expect(hit.score).toBeGreaterThan(0.5);
    // "See all" filters on the title with the word the records hold, which the list's substring filter finds
    expect(jobs?.seeAll).toEqual({ key: 'title', value: 'Gemologist' });
  });

  it('shows each hit with its name and what tells it apart', async () => {
    const jobs = await group('Senior Gemologist', 'jobs');
    expect(jobs?.hits[0]).toMatchObject({ id: ids.gemologist, title: 'Senior Gemologist', subtitle: 'Aurum Jewels · Mumbai, India' });
    expect(jobs?.hits[0].score).toBeGreaterThan(jobs?.hits[1]?.score ?? 0);
  });

  it('finds a job seeker by name, email, phone or skill, and links "See all" to the matching filter', async () => {
    expect((await group('Priya Raman', 'jobseekers'))?.hits[0]).toMatchObject({ id: ids.priya, title: 'Priya Raman' });
    expect((await group('priya.raman@example', 'jobseekers'))?.seeAll).toEqual({ key: 'personalDetails.email', value: 'priya.raman@example' });
    expect((await group('98200 11111', 'jobseekers'))?.hits[0].id).toBe(ids.priya);
    const bySkill = await group('matrixgold', 'jobseekers');
    expect(bySkill?.hits.map((h) => h.id)).toEqual([ids.arjun]);
    expect(bySkill?.seeAll).toEqual({ key: 'skills', value: 'matrixgold' });
  });

  it('finds companies, employers, applications (seeker or job) and company requests (company or employer email)', async () => {
    const groups = await search('aurum');
    expect(groups.find((g) => g.list === 'companies')?.hits[0].id).toBe(ids.aurum);
    expect(groups.find((g) => g.list === 'employers')?.hits[0].id).toBe(ids.ravi);
    expect((await group('Priya', 'job-applications'))?.hits[0]).toMatchObject({ id: ids.application, title: 'Priya Raman – Senior Gemologist' });
    expect((await group('Senior Gemologist', 'job-applications'))?.seeAll).toEqual({ key: 'designation', value: 'Senior Gemologist' });
    expect((await group('Gem House', 'company-requests'))?.hits[0]).toMatchObject({ id: ids.request, title: 'Gem House' });
    expect((await group('ravi@aurum', 'company-requests'))?.seeAll).toEqual({ key: 'employerEmail', value: 'ravi@aurum' });
  });

  it('puts the group with the closest hit first and caps each group', async () => {
    const groups = await search('Ravi Mehta');
    expect(groups[0].list).toBe('employers');
    for (const g of await search('gem', 1)) expect(g.hits).toHaveLength(1);
  });

  it('searches only the lists the person may open', async () => {
    const groups = await search('aurum', 5, (list) => list !== 'employers' && list !== 'companies');
    expect(groups.map((g) => g.list)).not.toContain('employers');
    expect(groups.map((g) => g.list)).not.toContain('companies');
    expect(groups.map((g) => g.list)).toContain('jobs');
    expect(await search('aurum', 5, () => false)).toEqual([]);
  });

  it('answers nothing for a blank or one-letter query and for a word that is nowhere', async () => {
    expect(await search('   ')).toEqual([]);
    expect(await search('g')).toEqual([]);
    expect(await search('zzqxv')).toEqual([]);
  });

  it('refuses a size out of range with a readable message', async () => {
    await expect(search('gem', 0)).rejects.toThrow('size must be a whole number from 1 to 20.');
    await expect(search('gem', 500)).rejects.toThrow('size must be a whole number from 1 to 20.');
  });

  it('reads quotes and percent signs as text, not as SQL or patterns', async () => {
    expect(await search("'; DROP TABLE jobs; --")).toEqual([]);
    expect(await search('%%%')).toEqual([]);
    expect((await group('Diamond Polisher', 'jobs'))?.hits[0].id).toBe(ids.polisher);
  });

  it('finds a word typed in part only where a word starts, and needs every typed word', async () => {
    expect((await group('gemol', 'jobs'))?.hits.map((h) => h.id).sort()).toEqual([ids.gemologist, ids.gemologistTrainee].sort());
    expect(await group('olog', 'jobs')).toBeUndefined();
    expect((await group('Gemologist Surat', 'jobs'))?.hits.map((h) => h.id)).toEqual([ids.gemologistTrainee]);
    expect((await group('8200', 'jobseekers'))?.hits[0].id).toBe(ids.priya);
  });

  it('forgives a typo among many close words, and never offers a close but different word', async () => {
    const db = t.db;
    const executives = [];
    for (const title of ['Executive Assistant', 'Sales Executive', 'Executive Director']) executives.push(await addJob(db, { title, company_name: 'Aurum Jewels' }));
    const merchandiser = await addJob(db, { title: 'Merchandiser', company_name: 'Gem House' });
    const visual = await addSeeker(db, { full_name: 'Meera Iyer', email: 'meera@example.test', skills: ['Visual Merchandise'] });
    expect((await group('Exeutive', 'jobs'))?.hits.map((h) => h.id).sort()).toEqual(executives.sort());
    expect((await group('Merhandiser', 'jobs'))?.hits.map((h) => h.id)).toEqual([merchandiser]);
    expect(await group('Merchandiser', 'jobseekers')).toBeUndefined();
    expect((await group('Merchandise', 'jobseekers'))?.hits.map((h) => h.id)).toEqual([visual]);
  });

  it('knows the words of a record as soon as it is saved or edited', async () => {
    const db = t.db;
    const horologist = await addJob(db, { title: 'Horologist', company_name: 'Gem House' });
    expect((await group('horologst', 'jobs'))?.hits.map((h) => h.id)).toEqual([horologist]);
    await db.updateTable('job_seekers').set({ full_name: 'Zephyrine Okafor' }).where('id', '=', ids.arjun).execute();
    expect((await group('Zefyrine', 'jobseekers'))?.hits.map((h) => h.id)).toEqual([ids.arjun]);
  });
});
