/**
 * Issue 16's designer's pass, in Chromium at 1366×900 and 390×844 against `npm start`: the job
 * detail (short sections two by two, the company's initials in the header, on a phone the AI
 * section collapsed and each candidate's skills as one 'n of m skills' line), Save and Exit Edit
 * kept in view at the bottom of a long edit form, the company request detail in the shared layout
 * with its decisions confirmed, the profile's values as text. Screenshots in
 * test-results/screenshots/design-pass/.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODAL_FADE_MS } from '../../domain/constants';
import { type Browser, openBrowser, signIn } from './browser';
import { phoneShots, shotsIn } from './helpers';

const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const shot = shotsIn('design-pass');

async function gql<T>(page: Page, query: string): Promise<T> {
  const res = await page.request.post('/api/graphql', { data: { query } });
  return ((await res.json()) as { data: T }).data;
}

async function openSignedIn(viewport: { width: number; height: number }, path: string): Promise<Browser> {
  const browser = await openBrowser(viewport);
  await browser.page.goto(path);
  await browser.page.waitForURL(/\/login/);
  await signIn(browser.page);
  await browser.page.waitForURL((url) => url.pathname === path);
  return browser;
}

/** The page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The button is on screen, under the app bar, and nothing covers its middle (a click lands on it). */
async function expectReachable(page: Page, button: Locator) {
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(48);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  // what covers the middle, if anything: a closing menu or a scroll transition may cover it for a moment
  const coveredBy = () =>
    button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      if (hit !== null && el.contains(hit)) return '';
      return hit === null ? 'nothing' : `${hit.tagName}.${hit.className}`;
    });
  await expect.poll(coveredBy, { timeout: 3000 }).toBe('');
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

describe('design pass', () => {
  let wide: Browser;
  let job: { _id: string; title: string; companyName: string };

  beforeAll(async () => {
    wide = await openSignedIn(WIDE, '/jobs');
    const { getAllJobs } = await gql<{ getAllJobs: { content: Array<{ _id: string; title: string; isExternalJob: boolean; company: { companyName: string; logoUrl: string | null } | null }> } }>(
      wide.page,
      '{ getAllJobs(page: 0, size: 50) { content { _id title isExternalJob company { companyName logoUrl } } } }',
    );
    const internal = getAllJobs.content.find((j) => !j.isExternalJob && j.company && !j.company.logoUrl);
    expect(internal).toBeDefined();
    job = { _id: internal!._id, title: internal!.title, companyName: internal!.company!.companyName };
  });
  afterAll(async () => {
    await wide?.close();
  });

  it('job detail at 1366 px: short sections two by two, long text across the row, the company initials in the header', async () => {
    const { page } = wide;
    await page.goto(`/jobs/${job._id}`);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    const info = (await page.getByRole('region', { name: 'Job Information' }).boundingBox())!;
    const company = (await page.getByRole('region', { name: 'Company Details' }).boundingBox())!;
    const description = (await page.getByRole('region', { name: 'Description' }).boundingBox())!;
    expect(company.y).toBe(info.y);
    expect(company.x).toBeGreaterThan(info.x + info.width);
    expect(description.width).toBeGreaterThan(info.width * 1.9);
    const education = (await page.getByRole('region', { name: 'Education' }).boundingBox())!;
    const requirements = (await page.getByRole('region', { name: 'Requirements' }).boundingBox())!;
    expect(requirements.y).toBe(education.y);
    const avatar = page.locator('h1').locator('xpath=ancestor::div[contains(@class,"MuiStack-root")][1]').locator('.MuiAvatar-root');
    expect((await avatar.textContent())?.trim()).toBe(initialsOf(job.companyName));
    await expectNoSidewaysScroll(page);
    await page.getByRole('region', { name: 'Applicants' }).getByText(/./).first().waitFor();
    await shot(page, 'job-desktop-view');
  });

  it('job edit at 1366 px: Save and Exit Edit stay in view at the bottom of the form', async () => {
    const { page } = wide;
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit Job' }).click();
    const save = page.getByRole('button', { name: 'Save' });
    await save.waitFor();
    await page.getByRole('region', { name: 'Tags' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    await expectReachable(page, save);
    await expectReachable(page, page.getByRole('button', { name: 'Exit Edit' }));
    await shot(page, 'job-desktop-edit-bottom', false);

    // Save from the bottom with the title emptied: the title gets focus and shows below the
    // pinned header, not under it.
    const title = page.getByRole('region', { name: 'Job Information' }).getByRole('textbox', { name: /^Title/ });
    await title.fill('');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await save.click();
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
    const headerBottom = await page.locator('h1').evaluate((h) => h.closest('.MuiStack-root')!.parentElement!.getBoundingClientRect().bottom);
    expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);

    await page.getByRole('button', { name: 'Exit Edit' }).click();
    await save.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
  });

  it('job detail on a phone: the AI section opens collapsed, each candidate is one short row, Save stays in view while editing', async () => {
    const phone = await openSignedIn(PHONE, `/jobs/${job._id}`);
    try {
      const { page } = phone;
      await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
      const toggle = page.getByRole('button', { name: 'Show or hide the AI section' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      // the job's own first section starts on the first screen
      const info = (await page.getByRole('region', { name: 'Job Information' }).boundingBox())!;
      expect(info.y).toBeLessThan(PHONE.height / 2);
      await shot(page, 'job-phone-view', false);

      await toggle.click();
      const section = page.getByTestId('job-ai-section');
      const rows = section.locator('tbody tr');
      const summary = section.getByRole('button', { name: /^\d+ of \d+ skills?$/ });
      // candidates need the seekers' vectors, which the server writes in the background
      const none = section.getByText('No relevant candidates found.');
      const deadline = Date.now() + 90_000;
      while (!(await summary.first().isVisible())) {
        if (Date.now() > deadline) throw new Error('No relevant candidates within 90 s.');
        await summary.first().or(none).first().waitFor({ timeout: 30_000 }).catch(() => undefined);
        if (await none.isVisible()) {
          await page.waitForTimeout(3000);
          await page.reload();
          await toggle.click();
        }
      }
      for (const row of await rows.all()) expect((await row.boundingBox())!.height).toBeLessThan(100);
      await expectNoSidewaysScroll(page);
      await section.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await shot(page, 'job-phone-candidates', false);
      await summary.first().click();
      await section.locator('[aria-label^="Has "], [aria-label^="Missing "]').first().waitFor();
      await expectNoSidewaysScroll(page);
      await shot(page, 'job-phone-candidates-skills', false);

      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Edit Job' }).click();
      const save = page.getByRole('button', { name: 'Save' });
      await save.waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await page.waitForTimeout(200);
      await expectReachable(page, save);
      await expectReachable(page, page.getByRole('button', { name: 'Exit Edit' }));
      await expectNoSidewaysScroll(page);
      await shot(page, 'job-phone-edit-middle', false);
    } finally {
      await phone.close();
    }
  });

  it('company request: the detail layout, and Approve asks first, naming the employer and the company', async () => {
    const { page } = wide;
    const { getAllCompanyRequests } = await gql<{ getAllCompanyRequests: { content: Array<{ _id: string; employerEmail: string; company: { companyName: string } }> } }>(
      page,
      '{ getAllCompanyRequests(page: 0, size: 5, filters: [{ key: "status", value: "pending" }]) { content { _id employerEmail company { companyName } } } }',
    );
    const request = getAllCompanyRequests.content[0];
    expect(request).toBeDefined();
    const path = `/company-requests/${request._id}`;
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: 'Company Request Details' }).waitFor();
    const employer = (await page.getByRole('region', { name: 'Employer Information' }).boundingBox())!;
    const company = (await page.getByRole('region', { name: 'Company Information' }).boundingBox())!;
    expect(company.y).toBe(employer.y);
    const overview = (await page.getByRole('region', { name: 'Request Overview' }).boundingBox())!;
    // as wide as the other detail pages' content, not a narrower column of its own
    expect(overview.width).toBeGreaterThan(1000);
    await shot(page, 'request-desktop');
    for (const [button, title, text] of [
      ['Approve Request', 'Approve this request?', `${request.employerEmail} joins ${request.company.companyName}`],
      ['Reject Request', 'Reject this request?', `${request.employerEmail} does not join ${request.company.companyName}`],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByText(text, { exact: false }).waitFor();
      await page.waitForTimeout(MODAL_FADE_MS + 100);
      await shot(page, `request-desktop-confirm-${button.split(' ')[0].toLowerCase()}`, false);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByText('Pending', { exact: true }).waitFor();

    const phone = await openSignedIn(PHONE, path);
    try {
      await phone.page.getByRole('button', { name: 'Approve Request' }).click();
      await phone.page.getByRole('dialog', { name: 'Approve this request?' }).waitFor();
      await phone.page.waitForTimeout(MODAL_FADE_MS + 100);
      await expectNoSidewaysScroll(phone.page);
      await shot(phone.page, 'request-phone-confirm', false);
      await phone.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await phone.page.getByRole('dialog').waitFor({ state: 'detached' });
      await shot(phone.page, 'request-phone');
    } finally {
      await phone.close();
    }
  });

  it('profile: values as text (no disabled inputs), "My Profile" once', async () => {
    const { page } = wide;
    await page.goto('/user-details');
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByText('My Profile', { exact: true }).count()).toBe(1);
    await page.getByText('Email address cannot be changed').waitFor();
    await shot(page, 'profile-desktop');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await page.getByRole('textbox').count()).toBe(2);
    await shot(page, 'profile-desktop-edit');
    await page.getByRole('button', { name: 'Cancel' }).click();

    const phone = await openSignedIn(PHONE, '/user-details');
    try {
      await phone.page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
      await expectNoSidewaysScroll(phone.page);
      await phoneShots(shot, phone.page, 'profile-phone', 1);
    } finally {
      await phone.close();
    }
  });
});
