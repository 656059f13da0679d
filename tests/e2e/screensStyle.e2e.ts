/**
 * One product (issue 16, "Screens"): the 404 page, the crash page after a deploy, the list's
 * range above long lists, the status chip, web links, dates, the one rich-text toolbar and file
 * sizes, in real Chromium at 1366×900 and 390×844, with screenshots to look at.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';
import { PHONE, PNG_LOGO, menu, shotsIn } from './helpers';

const shot = shotsIn('screens-style', false);
const WIDE = { width: 1366, height: 900 };

/** Opens the first record of a list: its row's action on a desktop, its card's title link on a phone. */
async function openFirst(page: Page, list: string, action: string) {
  await page.goto(`/${list}`);
  const row = page.locator('table tbody tr, [data-testid="list-card"]').first();
  await row.waitFor();
  const byAction = row.getByRole('link', { name: action });
  await ((await byAction.count()) ? byAction : row.locator(`a[href^="/${list}/"]`).first()).click();
  await page.waitForURL(new RegExp(`/${list}/[^/]+$`));
  await page.locator('section[aria-label="Audit Information"]').waitFor();
}

/** A client-side navigation, as a menu click makes (the phone's menu sits in a closed drawer). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const [size, viewport] of [['desktop', WIDE], ['phone', PHONE]] as const) {
  describe(`screens at ${size} width`, () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await openBrowser(viewport);
      await browser.page.goto('/login');
      await signIn(browser.page);
      await browser.page.waitForURL(/\/jobs/);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('shows the range above and below a full page of jobs, with the en dash', async () => {
      const { page } = browser;
      await page.goto('/jobs');
      await page.getByText(/^1–100 of \d+$/).first().waitFor();
      expect(await page.getByText(/^1–100 of \d+$/).count()).toBe(2);
      expect(await page.getByText(/^1-100 of/).count()).toBe(0);
      await shot(page, `${size}-jobs-top`);
    });

    it('shows the approval statuses as coloured chips in the companies list', async () => {
      const { page } = browser;
      await page.goto('/companies');
      await page.locator('.MuiChip-colorSuccess, .MuiChip-colorWarning, .MuiChip-colorError').first().waitFor();
      await shot(page, `${size}-companies-list`);
    });

    it('says 404 once on an unknown path', async () => {
      const { page } = browser;
      await page.goto('/nowhere');
      await page.getByRole('heading', { name: '404 Page Not Found - The page you are looking for does not exist.' }).waitFor();
      const text = await page.locator('body').innerText();
      expect(text.match(/404/g)).toHaveLength(1);
      await shot(page, `${size}-not-found`);
    });

    it('after a deploy (view chunk gone) reloads once by itself, then says the console was updated', async () => {
      const { page, context } = browser;
      await page.goto('/jobs');
      await page.locator('table tbody tr, [data-testid="list-card"]').first().waitFor();
      await page.evaluate(() => window.sessionStorage.clear());
      const loaded = new Set<string>();
      // Everything this build has fetched so far stays; any other chunk is "gone" as after a deploy.
      for (const entry of await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))) loaded.add(new URL(entry).pathname);
      await context.route('**/assets/*.js', (route) => {
        const path = new URL(route.request().url()).pathname;
        return loaded.has(path) ? route.continue() : route.fulfill({ status: 404, body: 'gone' });
      });
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      try {
        await navigateInApp(page, '/companies');
        await page.getByText('The console was updated since this page was opened. Reload to get the new version.').waitFor({ timeout: 30_000 });
        expect(loads).toBe(1);
        await page.getByText('Unexpected Application Error!').waitFor();
        expect(await page.getByText(/dynamically imported module/).count()).toBe(0);
        await page.getByRole('button', { name: 'Reload' }).waitFor();
        await shot(page, `${size}-crash-after-deploy`);
      } finally {
        await context.unroute('**/assets/*.js');
      }
      await page.getByRole('button', { name: 'Reload' }).click();
      await page.locator('table tbody tr, [data-testid="list-card"]').first().waitFor();
    });

    it('shows the approval status as a chip, the social links as new-tab links, and the one toolbar when editing', async () => {
      const { page } = browser;
      await openFirst(page, 'companies', 'View');
      const links = page.locator('section[aria-label="Social Links"]');
      const website = links.getByRole('link').first();
      await website.waitFor();
      expect(await website.getAttribute('target')).toBe('_blank');
      expect(await website.getAttribute('rel')).toBe('noopener noreferrer');
      await page.locator('section[aria-label="Basic Information"] .MuiChip-root').waitFor();
      await shot(page, `${size}-company-view`);
      await links.scrollIntoViewIfNeeded();
      await shot(page, `${size}-company-links`);
      await menu(page, 'Edit Company');
      const description = page.locator('section[aria-label="Company Description"]');
      await description.getByRole('button', { name: 'Bullet list' }).waitFor();
      await description.scrollIntoViewIfNeeded();
      await shot(page, `${size}-company-edit-toolbar`);
      // A small logo reads in MB (the spec's unit) with its KB beside it.
      const logoSection = page.locator('section[aria-label="Company Logo"]');
      const remove = logoSection.getByRole('button', { name: 'Remove file' });
      if (await remove.count()) await remove.first().click();
      await logoSection.locator('input[type="file"]').setInputFiles({ name: 'small-logo.png', mimeType: 'image/png', buffer: PNG_LOGO });
      await logoSection.getByText('< 0.01 MB (1 KB)').waitFor();
      await logoSection.scrollIntoViewIfNeeded();
      await shot(page, `${size}-company-small-logo`);
      await menu(page, 'Exit Edit');
    });

    it('shows the birthday as dd/MM/yyyy and the same toolbar on notes', async () => {
      const { page } = browser;
      await openFirst(page, 'jobseekers', 'Open');
      const personal = page.locator('section[aria-label="Personal Information"]');
      await personal.getByText(/^\d{2}\/\d{2}\/\d{4}$/).first().waitFor();
      expect(await personal.getByText(/^\d{4}-\d{2}-\d{2}$/).count()).toBe(0);
      await shot(page, `${size}-seeker-view`);
      const notes = page.locator('section[aria-label="Notes"]');
      await notes.getByRole('button', { name: 'Bullet list' }).waitFor();
      await notes.scrollIntoViewIfNeeded();
      await shot(page, `${size}-seeker-notes-toolbar`);
      await menu(page, 'Edit Profile');
      const birthday = personal.getByRole('textbox', { name: /^Birthday/ });
      await birthday.waitFor();
      expect(await birthday.inputValue()).toMatch(/^(\d{2}\/\d{2}\/\d{4})?$/);
      await personal.scrollIntoViewIfNeeded();
      await shot(page, `${size}-seeker-edit-birthday`);
      await menu(page, 'Exit Edit');
    });

    it("links the employer's company to its page", async () => {
      const { page } = browser;
      await openFirst(page, 'employers', 'Open');
      // The demo data is the same on every run; its newest employer works for a company.
      const company = page.locator('section[aria-label="Company Information"]').getByRole('link').first();
      await company.waitFor();
      expect(await company.getAttribute('href')).toMatch(/^\/companies\/[\w-]+$/);
      await shot(page, `${size}-employer-view`);
      await company.click();
      await page.waitForURL(/\/companies\/[\w-]+$/);
      await page.locator('section[aria-label="Basic Information"]').waitFor();
    });
  });
}
