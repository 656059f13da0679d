/**
 * Global search in real Chromium against `npm start` (issue 14): Ctrl+K from a list, a typo of
 * a seeded job's title finds it, Enter opens it; "See all" opens the list filtered so that it
 * shows the job; the search field of the top bar does the same at phone width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';
import { DESKTOP, PHONE, shotsIn, waitForListSettled } from './helpers';

const shot = shotsIn('search', false);

describe('global search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a job from a typo with Ctrl+K and opens it with Enter; See all filters the list', async () => {
    const { page } = browser;
    await page.goto('/jobs');
    await signIn(page);
    await page.waitForURL(/\/jobs$/);
    await waitForListSettled(page);
    const title = (await page.locator('table tbody tr').first().locator('td').first().innerText()).trim();
    const word = title.split(/\s+/).sort((a, b) => b.length - a.length)[0];
    const typo = word.slice(0, 3) + word.slice(4);

    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search everything' });
    await box.fill(typo);
    const jobs = page.getByRole('group', { name: 'Jobs' });
    const hit = jobs.getByRole('option').filter({ hasText: title }).first();
    await hit.waitFor();
    await shot(page, 'typo-found');
    // walk to the job with the arrow keys
    const options = await jobs.getByRole('option').allInnerTexts();
    const index = options.findIndex((text) => text.startsWith(title));
    expect(index).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => hit.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: title }).first().waitFor();

    await page.keyboard.press('Control+k');
    await box.fill(typo);
    await jobs.getByRole('option', { name: 'See all in Jobs' }).click();
    await page.waitForURL(/\/jobs\?filter_/);
    await waitForListSettled(page);
    const listed = await page.locator('table tbody tr td:first-child').allInnerTexts();
    expect(listed.map((t) => t.trim())).toContain(title);
  });

  it('opens from the search button of the top bar at phone width, full screen, and closes with its Close button', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto('/companies');
    await waitForListSettled(page);
    await page.getByRole('button', { name: 'Search everything' }).click();
    const box = page.getByRole('combobox', { name: 'Search everything' });
    await box.fill('jewel');
    await page.getByRole('group').first().waitFor();
    const dialog = await page.getByRole('dialog').boundingBox();
    expect(dialog!.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await shot(page, 'phone-results');
    await page.getByRole('button', { name: 'Close search' }).click();
    await box.waitFor({ state: 'detached' });
  });
});
