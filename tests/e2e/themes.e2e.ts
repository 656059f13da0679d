/**
 * Light and dark themes (issue 14) in real Chromium at 1366×900 and 390×844: the top bar's switch
 * turns the console dark, a reload keeps it, signing out shows the sign-in page in the default
 * theme and signing in again brings the user's dark back. Every main screen is screenshotted in
 * both themes and checked by axe-core's colour-contrast rule (WCAG AA).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { darkTheme } from '../../src/theme';
import { type Browser, openBrowser, signIn } from './browser';
import { PHONE, shotsIn, waitForListSettled } from './helpers';

const shot = shotsIn('themes', false);
const WIDE = { width: 1366, height: 900 };
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TOGGLE = 'Toggle light/dark mode';

/** The dark page colour as Chromium reports it. */
const DARK_BODY = (() => {
  const n = parseInt(String(darkTheme.palette?.background?.default).slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
})();

const bodyColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Nodes failing axe-core's colour-contrast rule on the page as it is now. */
async function contrastFailures(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the console's CSP rightly refuses injected scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ passes: unknown[]; violations: Array<{ nodes: Array<{ target: string[]; failureSummary?: string; html: string }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    // A check that saw no text at all would prove nothing.
    if (result.passes.length === 0 && result.violations.length === 0) return ['axe-core checked no text'];
    return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 120)} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`));
  });
}

/** Opens the first record of a list (its row's action on a desktop, its card's link on a phone). */
async function openFirst(page: Page, list: string) {
  await page.goto(`/${list}`);
  await waitForListSettled(page);
  const row = page.locator('table tbody tr, [data-testid="list-card"]').first();
  await row.waitFor();
  await row.locator(`a[href^="/${list}/"]`).first().click();
  await page.waitForURL(new RegExp(`/${list}/[^/]+$`));
}

async function openList(page: Page, list: string) {
  await page.goto(`/${list}`);
  await waitForListSettled(page);
  await page.locator('table tbody tr, [data-testid="list-card"]').first().waitFor();
}

const SCREENS: Array<[name: string, open: (page: Page) => Promise<void>]> = [
  ['jobs', (page) => openList(page, 'jobs')],
  [
    'job-detail',
    async (page) => {
      await openFirst(page, 'jobs');
      await page.locator('section[aria-label="Audit Information"]').waitFor();
    },
  ],
  ['jobseekers', (page) => openList(page, 'jobseekers')],
  [
    'jobseeker-detail',
    async (page) => {
      await openFirst(page, 'jobseekers');
      await page.locator('section[aria-label="Audit Information"]').waitFor();
    },
  ],
  ['companies', (page) => openList(page, 'companies')],
  ['employers', (page) => openList(page, 'employers')],
  [
    'applications-panel',
    async (page) => {
      await openFirst(page, 'job-applications');
      await page.getByRole('dialog').getByRole('heading', { name: 'Application Tracking' }).waitFor();
    },
  ],
  ['company-requests', (page) => openList(page, 'company-requests')],
  ['profile', (page) => page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor().then(() => undefined)],
];

async function visitAll(page: Page, prefix: string): Promise<string[]> {
  const failures: string[] = [];
  for (const [name, open] of SCREENS) {
    if (name === 'profile') await page.goto('/user-details');
    await open(page);
    // Past MUI's fades and the skeleton's shimmer, so the shot and the check see the settled screen.
    await page.waitForTimeout(400);
    // A record's whole page, down to its rich text (descriptions, notes).
    await shot(page, `${prefix}-${name}`, name.endsWith('-detail'));
    failures.push(...(await contrastFailures(page)).map((failure) => `${prefix}-${name}: ${failure}`));
  }
  return failures;
}

for (const [size, viewport] of [['desktop', WIDE], ['phone', PHONE]] as const) {
  describe(`themes at ${size} width`, () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await openBrowser(viewport);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('shows the sign-in page readable in both themes (dark when the system prefers it)', async () => {
      const { page } = browser;
      await page.goto('/login');
      await page.getByRole('button', { name: /sign in/i }).waitFor();
      await shot(page, `${size}-light-login`);
      const failures = await contrastFailures(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction((dark) => getComputedStyle(document.body).backgroundColor === dark, DARK_BODY);
      // Past the buttons' colour transition.
      await page.waitForTimeout(400);
      await shot(page, `${size}-dark-login`);
      failures.push(...(await contrastFailures(page)));
      await page.emulateMedia({ colorScheme: 'light' });
      expect(failures).toEqual([]);
    });

    it('keeps every main screen readable in the light theme', async () => {
      const { page } = browser;
      await signIn(page);
      await page.waitForURL(/\/jobs/);
      expect(await bodyColour(page)).not.toBe(DARK_BODY);
      expect(await visitAll(page, `${size}-light`)).toEqual([]);
    });

    it('switches to dark from the top bar, keeps it over a reload, and every main screen stays readable', async () => {
      const { page } = browser;
      await openList(page, 'jobs');
      await page.getByRole('button', { name: TOGGLE }).click();
      await page.waitForFunction((dark) => getComputedStyle(document.body).backgroundColor === dark, DARK_BODY);
      await page.reload();
      await waitForListSettled(page);
      expect(await bodyColour(page)).toBe(DARK_BODY);
      expect(await visitAll(page, `${size}-dark`)).toEqual([]);
    });

    it('opens lists from the keyboard, focuses Smart Filters with /, and lists the shortcuts with ? (readable in dark)', async () => {
      const { page } = browser;
      await openList(page, 'jobs');
      await page.keyboard.press('g');
      await page.keyboard.press('c');
      await page.waitForURL(/\/companies$/);
      await waitForListSettled(page);
      // `/` moves the focus to the Filters button: press it once the button is on the page
      await page.getByRole('button', { name: /^Filters/ }).waitFor();
      await page.keyboard.press('/');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-shortcut')), { timeout: 2000 }).toBe('list-filters');
      await page.keyboard.press('?');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
      await page.waitForTimeout(400);
      await shot(page, `${size}-dark-shortcuts`);
      expect(await contrastFailures(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor({ state: 'detached' });
    });

    it('shows the sign-in page in the default theme after signing out, and the dark theme again on signing back in', async () => {
      const { page } = browser;
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: /logout/i }).click();
      await page.waitForURL(/\/login/);
      await page.getByRole('button', { name: /sign in/i }).waitFor();
      expect(await bodyColour(page)).not.toBe(DARK_BODY);
      await signIn(page);
      // Back where the user signed out (the profile page).
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.waitForFunction((dark) => getComputedStyle(document.body).backgroundColor === dark, DARK_BODY);
    });
  });
}
