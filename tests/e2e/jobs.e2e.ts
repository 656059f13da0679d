/**
 * The issue-3 journey in real Chromium against `npm start`: create a company with a logo, create
 * an internal job for it (company picker), filter /jobs by the job's title and open the copied
 * link in a fresh browser to find the same rows, open the job (its company's logo in the header),
 * edit it, delete it with the typed title. Screenshots of the list, create and detail (view and
 * edit) pages at desktop and phone widths. At phone width the detail page must not scroll
 * sideways (also a seeded job with applicants and a long skill among its Relevant Candidates'
 * chips) and keeps the ⋮ button on the title's line.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';
import { DESKTOP, PHONE, fillCompanyForm, menu, phoneShots as phoneShotsOf, shotsIn } from './helpers';
import { copySearchLink, filterJobsByTitle, openJobsLinkFresh } from './listActions';

const shot = shotsIn('jobs');
const phoneShots = (page: Page, name: string, screens?: number) => phoneShotsOf(shot, page, name, screens);

/** Fills the required fields of an internal job for the company of that name. */
async function fillInternalJob(page: Page, title: string, companyName: string) {
  await page.getByRole('combobox', { name: /^Title/ }).fill(title);
  await page.getByRole('combobox', { name: /^Company/ }).fill(companyName);
  await page.getByRole('option').filter({ hasText: companyName }).click();
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Carve wax models for casting.');
  await page.getByRole('combobox', { name: /^Job Type/ }).click();
  await page.getByRole('option', { name: 'Full Time' }).click();
  await page.getByRole('combobox', { name: /^Category/ }).fill('Jewellery Manufacturing');
  await page.getByRole('combobox', { name: /^Industry/ }).fill('Jewellery');
  await page.getByRole('textbox', { name: /^City/ }).fill('Jaipur');
  await page.getByRole('textbox', { name: /^State/ }).fill('Rajasthan');
  await page.getByRole('textbox', { name: /^Country/ }).fill('India');
  const skills = page.getByRole('textbox', { name: 'Skills Required' });
  await skills.fill('Wax carving');
  await skills.press('Enter');
  await skills.fill('Rhino 3D');
  await skills.press('Enter');
}

/**
 * At phone width: the page is no wider than the screen, and the ⋮ button sits at the right of the
 * title's first line (not on a line of its own under it).
 */
async function expectPhoneDetailLayout(page: Page) {
  const { scrollWidth, innerWidth, lineHeight, wider } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    lineHeight: parseFloat(getComputedStyle(document.querySelector('h1')!).lineHeight),
    // what sticks out, to name it when the page is too wide
    wider: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')}`),
  }));
  expect(scrollWidth, `wider than the screen: ${wider.join(', ')}`).toBeLessThanOrEqual(innerWidth);
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const more = (await page.getByRole('button', { name: 'More actions' }).boundingBox())!;
  expect(more.y).toBeLessThan(heading.y + lineHeight);
  expect(more.y + more.height).toBeGreaterThan(heading.y);
  expect(more.x).toBeGreaterThanOrEqual(heading.x + heading.width);
  expect(more.x + more.width).toBeLessThanOrEqual(innerWidth);
}

/**
 * A seeded internal job with applicants and a long required skill (20 characters or more, such as
 * 'Email and Chat Support'): the Relevant Candidates table shows each required skill as a chip under
 * the candidate's name on a phone, so the page must not widen with it. The job with the longest
 * such skill among the first 100.
 */
async function seededJobWithApplicantsAndLongSkill(page: Page): Promise<{ jobId: string; skill: string }> {
  const res = await page.request.post('/api/graphql', {
    data: { query: '{ getAllJobs(page: 0, size: 100) { content { _id isExternalJob skillsRequired } } }' },
  });
  const body = (await res.json()) as { data: { getAllJobs: { content: Array<{ _id: string; isExternalJob: boolean; skillsRequired: string[] }> } } };
  const longest = (skills: string[]) => skills.reduce((a, b) => (b.length > a.length ? b : a), '');
  const jobs = body.data.getAllJobs.content
    .filter((job) => !job.isExternalJob && longest(job.skillsRequired).length >= 20)
    .sort((a, b) => longest(b.skillsRequired).length - longest(a.skillsRequired).length);
  for (const job of jobs) {
    const applicants = await page.request.get(`/api/jobs/${job._id}/applicants?page=0&rowsPerPage=10`);
    if (((await applicants.json()) as { totalElements: number }).totalElements > 0) return { jobId: job._id, skill: longest(job.skillsRequired) };
  }
  throw new Error('No seeded internal job with applicants and a skill of 20 characters or more in the first 100 jobs.');
}

/**
 * Waits until the job's Relevant Candidates table shows the skill as a chip. Candidates need seekers
 * with vectors, which the server's background worker builds from the seeded resumes: reloads while
 * the part says there are none yet. On a phone the AI section opens collapsed and each row shows
 * 'n of m skills': opens both (every row lists all the job's required skills, had or missing).
 */
async function waitForCandidateSkill(page: Page, skill: string): Promise<Locator> {
  const section = page.getByTestId('job-ai-section');
  const chip = section.locator(`[aria-label="Has ${skill}"], [aria-label="Missing ${skill}"]`).first();
  const none = section.getByText('No relevant candidates found.');
  const toggle = section.getByRole('button', { name: 'Show or hide the AI section' });
  const summary = section.getByRole('button', { name: /^\d+ of \d+ skills?$/ }).first();
  const deadline = Date.now() + 90_000;
  while (!(await chip.isVisible())) {
    if (Date.now() > deadline) throw new Error(`No relevant candidate showed '${skill}' within 90 s.`);
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await chip.or(none).or(summary).first().waitFor({ timeout: 30_000 }).catch(() => undefined);
    if ((await summary.isVisible()) && (await summary.getAttribute('aria-expanded')) === 'false') await summary.click();
    if (await none.isVisible()) {
      await page.waitForTimeout(3000);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
  }
  return chip;
}

describe('jobs', () => {
  let browser: Browser;
  let fresh: Browser | undefined;
  const stamp = Date.now();
  const companyName = `E2E Casting House ${stamp}`;
  const title = `E2E Wax Carver ${stamp}`;
  let jobUrl = '';

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  afterAll(async () => {
    await fresh?.close();
    await browser?.close();
  });

  it('creates a company with a logo', async () => {
    const { page } = browser;
    await page.goto('/companies/new');
    await page.waitForURL(/\/login/);
    await signIn(page);
    await page.getByRole('heading', { name: 'Create New Company' }).waitFor();
    await fillCompanyForm(page, companyName);
    await page.getByRole('button', { name: 'Save Company' }).click();
    await page.waitForURL(/\/companies$/);
    await page.locator('table tbody tr', { hasText: companyName }).first().waitFor();
  });

  it('creates an internal job for that company and lands on /jobs', async () => {
    const { page } = browser;
    await page.goto('/jobs/new');
    await page.getByRole('heading', { name: 'Create New Job' }).waitFor();
    await shot(page, 'create-desktop-empty');

    await page.getByRole('button', { name: 'Save Job' }).click();
    await page.getByText('Company Name is required').waitFor();
    await shot(page, 'create-desktop-errors');

    await fillInternalJob(page, title, companyName);
    await shot(page, 'create-desktop-filled');
    await page.getByRole('button', { name: 'Save Job' }).click();
    await page.getByText('Job created success').waitFor();
    await page.waitForURL(/\/jobs(\?.*)?$/);

    const row = page.locator('table tbody tr', { hasText: title });
    await row.waitFor();
    expect(await row.innerText()).toContain(companyName);
  });

  it('filters /jobs by the title, and the copied link shows the same rows in a fresh browser', async () => {
    const { page } = browser;
    const rows = await filterJobsByTitle(page, title);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(companyName);
    await shot(page, 'list-desktop-filtered', false);
    const link = await copySearchLink(page);
    expect(new URL(link).searchParams.get('filter_title')).toBe(title);
    fresh = await openJobsLinkFresh(link, title, rows);
    await fresh.close();
    fresh = undefined;
  });

  it('opens the job: sections read-only, the company logo in the header', async () => {
    const { page } = browser;
    await page.locator('table tbody tr', { hasText: title }).getByRole('link').first().click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    jobUrl = page.url();
    expect(jobUrl).toMatch(/\/jobs\/[0-9a-f-]{36}$/);
    const logo = page.getByRole('img', { name: companyName }).first();
    await logo.waitFor();
    await expect(logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    await page.getByRole('heading', { name: 'Job Information' }).waitFor();
    await page.getByRole('heading', { name: 'Metadata', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await shot(page, 'detail-desktop-view');
  });

  it('edits the job: Save reloads it with the new values', async () => {
    const { page } = browser;
    await menu(page, 'Edit Job');
    const salary = page.getByRole('textbox', { name: 'Salary' });
    await salary.fill('25k per month');
    await shot(page, 'detail-desktop-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Job update success').waitFor();
    await page.getByRole('button', { name: 'Save' }).waitFor({ state: 'detached' });
    await page.getByText('25k per month').waitFor();
    await page.reload();
    await page.getByText('25k per month').waitFor();
  });

  it('looks right at phone width (create, detail view and edit)', async () => {
    const phone = await openBrowser(PHONE);
    try {
      const { page } = phone;
      await page.goto(jobUrl);
      await page.waitForURL(/\/login/);
      await signIn(page);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Applicants' }).getByText('No applicants yet.').waitFor();
      await expectPhoneDetailLayout(page);
      await shot(page, 'detail-phone-view');
      await phoneShots(page, 'detail-phone-view');
      await menu(page, 'Edit Job');
      await page.getByRole('button', { name: 'Save' }).waitFor();
      await expectPhoneDetailLayout(page);
      await shot(page, 'detail-phone-edit');
      await phoneShots(page, 'detail-phone-edit');
      await menu(page, 'Exit Edit');
      await page.goto(`/jobs?filter_title=${encodeURIComponent(title)}`);
      await page.locator('[data-testid="list-card"]').first().waitFor();
      expect(await page.locator('table').count()).toBe(0);
      await shot(page, 'list-phone-filtered', false);
      await page.goto('/jobs/new');
      await page.getByRole('heading', { name: 'Create New Job' }).waitFor();
      await shot(page, 'create-phone');
      await phoneShots(page, 'create-phone', 2);
    } finally {
      await phone.close();
    }
  });

  it('fits a phone with applicants and a long skill: the Applicants section shows cards, a long skill among Relevant Candidates does not widen the page', async () => {
    const phone = await openBrowser(PHONE);
    try {
      const { page } = phone;
      await page.goto('/jobs');
      await page.waitForURL(/\/login/);
      await signIn(page);
      await page.waitForURL(/\/jobs/);
      const { jobId, skill } = await seededJobWithApplicantsAndLongSkill(page);
      await page.goto(`/jobs/${jobId}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const chip = await waitForCandidateSkill(page, skill);
      const applicants = page.getByRole('region', { name: 'Applicants' });
      await applicants.getByRole('list', { name: 'Applicants' }).getByTestId('list-card').first().waitFor();
      expect(await applicants.getByRole('table').count()).toBe(0);
      await expectPhoneDetailLayout(page);
      const box = (await chip.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await page.getByTestId('job-ai-section').scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await shot(page, 'detail-phone-candidates', false);
      await applicants.scrollIntoViewIfNeeded();
      await shot(page, 'detail-phone-applicants', false);

      await page.setViewportSize(DESKTOP);
      await applicants.getByRole('table', { name: 'Applicants' }).waitFor();
      await applicants.scrollIntoViewIfNeeded();
      await shot(page, 'detail-desktop-applicants', false);
    } finally {
      await phone.close();
    }
  });

  it('deletes the job with its title typed in another case, then it is gone from /jobs', async () => {
    const { page } = browser;
    await page.goto(jobUrl);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await menu(page, 'Delete Job');
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Confirm Delete' });
    await dialog
      .getByText('Its applications are deleted with it, with their status history and notes. The job seekers who applied, the company and the employer stay.')
      .waitFor();
    await dialog.getByRole('textbox').fill('not the title');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill(`  ${title.toUpperCase()} `);
    await shot(page, 'detail-desktop-delete', false);
    await confirm.click();
    await page.getByText('Job deleted success').waitFor();
    // /jobs opens with the title filter saved earlier: nothing is left under it.
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('filter_title') === title);
    await page.getByText('No jobs found').waitFor();
    expect(await page.locator('table tbody tr', { hasText: title }).count()).toBe(0);
  });
});
