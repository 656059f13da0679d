/**
 * Stored XSS in real Chromium: the payloads of tests/fixtures/xss-payloads.ts are stored through
 * GraphQL with a signed-in session in every free and rich text field of companies, jobs, job
 * seekers (notes included) and an employer, then the lists and detail pages are rendered. Nothing
 * may run: no window.__xss, no dialog, no Content-Security-Policy violation (the CSP would hide an
 * escaping bug, so a blocked inline script counts as a failure too), and no live markup in the DOM
 * (event-handler attributes, javascript: URLs, foreign scripts or frames).
 * The records made are deleted and the records changed are restored afterwards.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../domain/validation';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads';
import { type Browser, openBrowser, signIn } from './browser';
import { shotsIn } from './helpers';

const shot = shotsIn('security', false);
/**
 * As many whole payloads as a field takes (domain/validation/textLimits.ts): names 200
 * characters, short texts 500. Every payload still goes through every field on its own record
 * below; the omnibus records show many at once.
 */
const fit = (prefix: string, max: number): string =>
  XSS_PAYLOADS.reduce((text, p) => (`${text} ${p}`.length <= max ? `${text} ${p}` : text), prefix).trim();
const NAME = fit('', TEXT_LIMITS.name);
const SHORT = fit('', TEXT_LIMITS.short);
const RICH = XSS_PAYLOADS.map((p, i) => `<p>Payload ${i}</p>${p}`).join('');

type Gql = { data: Record<string, any> | null; errors?: Array<{ message: string }> };

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const result = await page.evaluate(
    async ([q, v]) => {
      const res = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q, variables: v }) });
      return (await res.json()) as Gql;
    },
    [query, variables] as const,
  );
  if (result.errors?.length || !result.data) throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** What would show that a payload ran or became live markup. */
async function evidence(page: Page): Promise<{ xss: unknown; csp: string[]; live: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
    const live: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background', 'poster'];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      for (const attribute of Array.from(el.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) live.push(`<${el.localName} ${name}>`);
        if (name === 'srcdoc') live.push(`<${el.localName} srcdoc>`);
        if (urlAttributes.includes(name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(attribute.value)) {
          live.push(`<${el.localName} ${name}="${attribute.value.slice(0, 40)}">`);
        }
      }
      if (el.localName === 'script' && !(el as HTMLScriptElement).src.startsWith(location.origin)) live.push('<script> in the page');
      // The console puts none of these in the page body (its own <noscript> is inert with scripts on).
      if (['object', 'embed', 'base', 'meta', 'link', 'style', 'template', 'xmp', 'marquee', 'details', 'video', 'audio'].includes(el.localName)) {
        live.push(`<${el.localName}> in the page`);
      }
      if (el.localName === 'img' && !/^(https?:|blob:|data:image\/)/.test((el as HTMLImageElement).src)) live.push(`<img src="${(el as HTMLImageElement).src}">`);
    }
    return { xss: w.__xss, csp: w.__cspViolations ?? [], live };
  });
}

/** A signed-in browser that records CSP violations and dialogs. */
async function openWatched(viewport: { width: number; height: number }, dialogs: string[]): Promise<Browser> {
  const browser = await openBrowser(viewport);
  await browser.context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  browser.page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await browser.page.goto('/login');
  await signIn(browser.page);
  await browser.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return browser;
}

describe('stored XSS payloads render as text', () => {
  let browser: Browser;
  const dialogs: string[] = [];
  const made = { companies: [] as string[], jobs: [] as string[] };
  let seeker: { id: string; original: Record<string, any>; notes: string[] } | null = null;
  let employer: { id: string; original: Record<string, any> } | null = null;
  let omnibusCompany = '';
  let omnibusJob = '';

  beforeAll(async () => {
    browser = await openWatched({ width: 1440, height: 900 }, dialogs);
  });

  afterAll(async () => {
    const page = browser?.page;
    if (page) {
      for (const id of made.jobs) await gql(page, 'mutation($id: ID!) { deleteJobById(_id: $id) }', { id }).catch(() => undefined);
      for (const id of made.companies) await gql(page, 'mutation($id: ID!) { deleteCompanyById(_id: $id) }', { id }).catch(() => undefined);
      if (seeker) {
        for (const noteId of seeker.notes) {
          await gql(page, 'mutation($s: ID!, $n: ID!) { deleteJobSeekerNote(jobSeekerId: $s, noteId: $n) }', { s: seeker.id, n: noteId }).catch(() => undefined);
        }
        await gql(page, 'mutation($id: ID!, $input: JobSeekerInput!) { updateJobSeekerById(_id: $id, input: $input) { _id } }', { id: seeker.id, input: seeker.original }).catch(() => undefined);
      }
      if (employer) {
        await gql(page, 'mutation($id: ID!, $e: EmployerInput!) { updateEmployerById(_id: $id, employer: $e) { _id } }', { id: employer.id, e: employer.original }).catch(() => undefined);
      }
    }
    await browser?.close();
  });

  it('stores every payload through GraphQL with the signed-in session', async () => {
    const { page } = browser;
    const details = { email: 'xss@example.com', address: SHORT, city: 'Paris', state: 'IDF', country: 'France', zipCode: '75001' };
    const meta = { title: SHORT, description: SHORT, keywords: SHORT, metadata: XSS_PAYLOADS.slice(0, 10).map((p) => ({ key: p, value: p })) };
    const CREATE_COMPANY = 'mutation($input: CompanyInput!) { createCompany(input: $input) { _id } }';
    const omnibus = await gql(page, CREATE_COMPANY, {
      input: { companyName: fit('XSS omnibus', TEXT_LIMITS.name), about: RICH, industry: NAME, companyDetails: details, links: { website: 'https://xss.example' }, metadata: meta },
    });
    omnibusCompany = omnibus.createCompany._id;
    made.companies.push(omnibusCompany);
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const c = await gql(page, CREATE_COMPANY, { input: { companyName: `XSS ${i} ${p}`, industry: p, companyDetails: { ...details, address: p, city: p }, links: { website: 'https://xss.example' } } });
      made.companies.push(c.createCompany._id);
    }

    const CREATE_JOB = 'mutation($input: JobInput!) { createJob(input: $input) { _id } }';
    const jobInput = (title: string, text: string, rich: string, long = text) => ({
      title, isExternalJob: false, companyId: omnibusCompany, jobType: 'FULL_TIME', description: rich,
      category: text, industry: text, salary: text, requirements: long, responsibilities: long, interviewProcess: long,
      experience: text, education: text, location: text, city: text, state: text, country: text, skillsRequired: [text], tags: [text], metadata: meta,
    });
    const ALL = XSS_PAYLOADS.join(' ');
    omnibusJob = (await gql(page, CREATE_JOB, { input: jobInput(fit('XSS omnibus job', TEXT_LIMITS.name), NAME, RICH, ALL) })).createJob._id;
    made.jobs.push(omnibusJob);
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      made.jobs.push((await gql(page, CREATE_JOB, { input: jobInput(`XSS job ${i} ${p}`, p, `<p>Job ${i}</p>${p}`) })).createJob._id);
    }

    // The newest job seeker and employer (first on their lists) take the payloads; restored after.
    const PERSON = 'personalDetails { fullName firstName lastName address city state country }';
    const s = (await gql(page, `{ getAllJobSeekers(page: 0, size: 1) { content { _id ${PERSON} education skills jobPreferences { location preferredRoles noticePeriod } } } }`)).getAllJobSeekers.content[0];
    seeker = { id: s._id, original: { personalDetails: s.personalDetails, education: s.education, skills: s.skills, jobPreferences: s.jobPreferences }, notes: [] };
    const person = { fullName: `XSS seeker ${XSS_PAYLOADS[1]}`, firstName: NAME, lastName: NAME, address: SHORT, city: XSS_PAYLOADS[9], state: XSS_PAYLOADS[16], country: XSS_PAYLOADS[30] };
    await gql(page, 'mutation($id: ID!, $input: JobSeekerInput!) { updateJobSeekerById(_id: $id, input: $input) { _id } }', {
      id: seeker.id,
      input: { personalDetails: person, education: SHORT, skills: [...XSS_PAYLOADS], jobPreferences: { location: [...XSS_PAYLOADS], preferredRoles: [...XSS_PAYLOADS], noticePeriod: NAME } },
    });
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const note = await gql(page, 'mutation($id: ID!, $note: String!) { addJobSeekerNote(jobSeekerId: $id, note: $note) { id } }', { id: seeker.id, note: `<p>Note ${i}</p>${p}` });
      seeker.notes.push(note.addJobSeekerNote.id);
    }
    const e = (await gql(page, `{ getAllEmployers(page: 0, size: 1) { content { _id ${PERSON} } } }`)).getAllEmployers.content[0];
    employer = { id: e._id, original: { personalDetails: e.personalDetails } };
    await gql(page, 'mutation($id: ID!, $e: EmployerInput!) { updateEmployerById(_id: $id, employer: $e) { _id } }', {
      id: employer.id,
      e: { personalDetails: { ...person, fullName: `XSS employer ${XSS_PAYLOADS[9]}` } },
    });
    expect(made.companies).toHaveLength(XSS_PAYLOADS.length + 1);
    expect(made.jobs).toHaveLength(XSS_PAYLOADS.length + 1);
  });

  /** `rich`: a text from the sanitised rich text (about, description, notes) that must be on screen too. */
  const PAGES: Array<{ name: string; path: () => string; visible: () => string; rich?: string }> = [
    { name: 'companies-list', path: () => '/companies', visible: () => `XSS 0 ${XSS_PAYLOADS[0]}` },
    { name: 'company-detail', path: () => `/companies/${omnibusCompany}`, visible: () => `XSS omnibus ${XSS_PAYLOADS[0]}`, rich: 'Payload 0' },
    { name: 'jobs-list', path: () => '/jobs', visible: () => `XSS job 0 ${XSS_PAYLOADS[0]}` },
    { name: 'job-detail', path: () => `/jobs/${omnibusJob}`, visible: () => `XSS omnibus job ${XSS_PAYLOADS[0]}`, rich: 'Payload 0' },
    { name: 'jobseekers-list', path: () => '/jobseekers', visible: () => `XSS seeker ${XSS_PAYLOADS[1]}` },
    { name: 'jobseeker-detail', path: () => `/jobseekers/${seeker?.id}`, visible: () => `XSS seeker ${XSS_PAYLOADS[1]}`, rich: 'Note 0' },
    { name: 'employers-list', path: () => '/employers', visible: () => `XSS employer ${XSS_PAYLOADS[9]}` },
  ];

  type Target = (typeof PAGES)[number];
  async function check(page: Page, target: Target, suffix: string): Promise<void> {
    await page.goto(target.path());
    await page.getByText(target.visible(), { exact: false }).first().waitFor({ timeout: 30_000 });
    // Give late effects (image errors, autofocus, animations) their chance, and hover the content.
    await page.mouse.move(page.viewportSize()!.width / 2, 450);
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(1000);
    await shot(page, `xss-${target.name}${suffix}`);
    if (target.rich) {
      const rich = page.getByText(target.rich, { exact: true }).first();
      await rich.waitFor({ timeout: 30_000 });
      await rich.scrollIntoViewIfNeeded();
      await rich.hover();
      await page.waitForTimeout(500);
      await shot(page, `xss-${target.name}${suffix}-rich`);
    }
    const found = await evidence(page);
    const label = `${target.name}${suffix}`;
    expect(found.xss, label).toBeUndefined();
    expect(found.csp, label).toEqual([]);
    expect(found.live, label).toEqual([]);
    expect(dialogs, label).toEqual([]);
  }

  for (const target of PAGES) {
    it(`${target.name}: the payloads show as text and nothing runs`, async () => {
      await check(browser.page, target, '');
    });
  }

  it('on a phone (cards instead of tables) nothing runs either', { timeout: 240_000 }, async () => {
    const phone = await openWatched({ width: 390, height: 844 }, dialogs);
    try {
      for (const target of PAGES) await check(phone.page, target, '-phone');
    } finally {
      await phone.close();
    }
  });
});
