/**
 * The list machinery in real Chromium against `npm start`: filter /jobs by title through the
 * Smart Filters drawer, copy the search link, open it in a fresh browser (no cookies, no local
 * storage) and find the same rows. Then screenshots of every list at desktop and phone widths.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';

const SHOTS = process.env.LIST_SHOTS_DIR ?? '/tmp/shots/lists';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const LISTS = ['jobs', 'companies', 'jobseekers', 'employers', 'job-applications', 'company-requests'];

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Each row's cells (without the actions cell), to compare two views of one list. */
async function rowTexts(page: Page): Promise<string[]> {
  await page.locator('table tbody tr').first().waitFor();
  return page.locator('table tbody tr').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].slice(0, -1).map((td) => td.textContent?.trim()).join(' | ')),
  );
}

async function waitForListSettled(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('[data-testid="skeleton-row"]').first().waitFor({ state: 'detached' });
}

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

    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Smart Filters' });
    await expect(drawer.getByRole('button', { name: 'Apply Search' }).isDisabled()).resolves.toBe(true);
    await drawer.getByRole('button', { name: 'Add Filter' }).click();
    await drawer.getByLabel('Column').selectOption({ label: 'Title' });
    await drawer.getByRole('textbox', { name: 'Title' }).fill(title);
    await drawer.locator('button:has-text("Apply Search"):not([disabled])').waitFor();
    await shot(page, 'jobs-drawer-desktop');
    await drawer.getByRole('button', { name: 'Apply Search' }).click();

    await page.waitForURL((url) => url.searchParams.get('filter_title') === title);
    await page.getByText(`Title: ${title}`, { exact: true }).waitFor();
    await page.waitForFunction(
      (t) => [...document.querySelectorAll('table tbody tr td:first-child')].every((td) => td.textContent?.toLowerCase().includes(t.toLowerCase())),
      title,
    );
    const filtered = await rowTexts(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThanOrEqual(all.length);
    await shot(page, 'jobs-filtered-desktop');

    await page.getByRole('button', { name: 'Copy search link' }).click();
    await page.getByText('Search link copied to clipboard! You can now share this filtered view.').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe('/jobs');
    expect(new URL(link).searchParams.get('filter_title')).toBe(title);

    fresh = await openBrowser(DESKTOP);
    await fresh.page.goto(link);
    await fresh.page.waitForURL(/\/login/);
    await signIn(fresh.page);
    await fresh.page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('filter_title') === title);
    await fresh.page.getByText(`Title: ${title}`, { exact: true }).waitFor();
    await fresh.page.waitForFunction((n) => document.querySelectorAll('table tbody tr').length === n, filtered.length);
    expect(await rowTexts(fresh.page)).toEqual(filtered);
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
