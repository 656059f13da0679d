/**
 * The list machinery in real Chromium against `npm start`: filter /jobs by title through the
 * Smart Filters drawer, copy the search link, open it in a fresh browser (no cookies, no local
 * storage) and find the same rows. Then screenshots of every list at desktop and phone widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';
import { DESKTOP, PHONE, rowTexts, shotsIn, waitForListSettled } from './helpers';
import { copySearchLink, filterJobsByTitle, openJobsLinkFresh } from './listActions';

const shot = shotsIn('lists', false);
const LISTS = ['jobs', 'companies', 'jobseekers', 'employers', 'job-applications', 'company-requests'];

describe('lists', () => {
  let browser: Browser;
  let fresh: Browser | undefined;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  afterAll(async () => {
    await fresh?.close();
    await browser?.close();
  });

  it('filters /jobs by title in the drawer, and the copied link shows the same rows in a fresh browser', async () => {
    const { page } = browser;
    await page.goto('/jobs');
    await signIn(page);
    await page.waitForURL(/\/jobs$/);
    const all = await rowTexts(page);
    expect(all.length).toBeGreaterThan(10);
    const title = await page.locator('table tbody tr').first().locator('td').first().innerText();

    const filtered = await filterJobsByTitle(page, title, () => shot(page, 'jobs-drawer-desktop'));
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThanOrEqual(all.length);
    await shot(page, 'jobs-filtered-desktop');

    const link = await copySearchLink(page);
    expect(new URL(link).pathname).toBe('/jobs');
    expect(new URL(link).searchParams.get('filter_title')).toBe(title);
    fresh = await openJobsLinkFresh(link, title, filtered);
  });

  it('remembers the filter for the next visit to /jobs', async () => {
    const { page } = browser;
    await page.goto('/companies');
    await waitForListSettled(page);
    await page.locator('a[href="/jobs"]').first().click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.has('filter_title'));
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.search === '');
  });

  it('asks the server once for the first page of a list opened by the address: the page start-up sent is the list’s', async () => {
    const { page } = browser;
    const listRequests: string[] = [];
    const onRequest = (request: { url(): string; method(): string; postData(): string | null }) => {
      const body = request.postData() ?? '';
      // this list's own requests: a late request of the page left behind (the previous test's
      // list, filtered otherwise) is not the one this address opens
      const forThisList = /"key":"location","value":"a"/.test(body.replace(/\s/g, ''));
      if (request.method() === 'POST' && request.url().endsWith('/api/graphql') && body.includes('getAllJobs') && forThisList) listRequests.push(body);
    };
    page.on('request', onRequest);
    try {
      await page.goto('/jobs?filter_location=a');
      await waitForListSettled(page);
      expect((await rowTexts(page)).length).toBeGreaterThan(0);
      expect(listRequests).toHaveLength(1);
    } finally {
      page.off('request', onRequest);
    }
  });

  it('looks right at desktop width', async () => {
    const { page } = browser;
    for (const list of LISTS) {
      await page.goto(`/${list}`);
      await waitForListSettled(page);
      await page.locator('table tbody tr').first().waitFor();
      await shot(page, `${list}-desktop`);
    }
  });

  it('shows cards at phone width', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    for (const list of LISTS) {
      await page.goto(`/${list}`);
      await waitForListSettled(page);
      await page.locator('[data-testid="list-card"]').first().waitFor();
      expect(await page.locator('table').count()).toBe(0);
      await shot(page, `${list}-phone`);
    }
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('dialog', { name: 'Smart Filters' }).getByRole('button', { name: 'Add Filter' }).click();
    await shot(page, 'company-requests-drawer-phone');
  });
});
