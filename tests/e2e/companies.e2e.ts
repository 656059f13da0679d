/**
 * The company journey in real Chromium against `npm start`: create a company with a logo, open
 * it from the list, edit it, delete it with the typed name. Screenshots at desktop and phone widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';
import { DESKTOP, PHONE, fillCompanyForm, menu, shotsIn } from './helpers';

const shot = shotsIn('companies');

describe('companies', () => {
  let browser: Browser;
  const name = `E2E Atelier ${Date.now()}`;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a company with a logo and lands on /companies', async () => {
    const { page } = browser;
    await page.goto('/companies/new');
    await page.waitForURL(/\/login/);
    await signIn(page);
    await page.waitForURL(/\/companies\/new$/);
    await page.getByRole('heading', { name: 'Create New Company' }).waitFor();
    await shot(page, 'create-desktop-empty');

    await page.getByRole('button', { name: 'Save Company' }).click();
    await page.getByText('Valid ZIP code is required').waitFor();
    await shot(page, 'create-desktop-errors');

    await fillCompanyForm(page, name);
    await shot(page, 'create-desktop-filled');
    await page.getByRole('button', { name: 'Save Company' }).click();
    await page.waitForURL(/\/companies$/);
  });

  it('opens the new company read-only with its logo and description', async () => {
    const { page } = browser;
    const row = page.locator('table tbody tr', { hasText: name });
    await row.first().waitFor();
    await row.first().locator('a[href^="/companies/"]').first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Hand-made rings since 1990.').waitFor();
    const logo = page.locator('section[aria-label="Company Logo"] img');
    await logo.waitFor();
    await expect(logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    expect(await page.getByRole('textbox').count()).toBe(0);
    await page.getByText('Audit Information').waitFor();
    await shot(page, 'detail-desktop-view');
  });

  it('edits the company and saves it', async () => {
    const { page } = browser;
    await menu(page, 'Edit Company');
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await shot(page, 'detail-desktop-edit');
    await page.getByRole('textbox', { name: /^Industry/ }).fill('Gemstone');
    await page.getByRole('textbox', { name: /^State/ }).fill('Maharashtra');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Save is successful').waitFor();
    await page.getByText('Maharashtra').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    await page.getByText(/at \d{1,2}:\d{2} (AM|PM)/).first().waitFor();
  });

  it('a save from a stale copy is refused with the server message and keeps the input', async () => {
    const { page, context } = browser;
    const other = await context.newPage();
    try {
      await other.goto(page.url());
      await other.getByRole('heading', { level: 1, name }).waitFor();
      await menu(page, 'Edit Company');
      await menu(other, 'Edit Company');
      await page.getByRole('textbox', { name: /^Country/ }).fill('India');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Save is successful').waitFor();
      await other.getByRole('textbox', { name: /^Country/ }).fill('Bharat');
      await other.getByRole('button', { name: 'Save', exact: true }).click();
      await other.getByText('This record was changed by someone else. Refresh to see the latest version.').waitFor();
      expect(await other.getByRole('textbox', { name: /^Country/ }).inputValue()).toBe('Bharat');
      await shot(other, 'detail-desktop-conflict', false);
    } finally {
      await other.close();
    }
    await page.getByText('India').waitFor();
  });

  it('deletes it only after the exact name is typed', async () => {
    const { page } = browser;
    await menu(page, 'Delete Company');
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Confirm Delete' });
    await dialog.getByText("Its jobs stay and keep the company's name; its employers are unlinked; its join requests and its logo are deleted.").waitFor();
    await dialog.getByRole('textbox').fill(name.toLowerCase());
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill(name);
    await shot(page, 'delete-dialog-desktop', false);
    await confirm.click();
    await page.waitForURL(/\/companies$/);
    await page.getByText('Company deleted success').waitFor();
    await page.locator('table tbody tr').first().waitFor();
    expect(await page.locator('table tbody tr', { hasText: name }).count()).toBe(0);
  });

  it('looks right on a phone: create, detail view and edit', async () => {
    const phone = await openBrowser(PHONE);
    try {
      const { page } = phone;
      await page.goto('/companies/new');
      await page.waitForURL(/\/login/);
      await signIn(page);
      await page.getByRole('heading', { name: 'Create New Company' }).waitFor();
      await shot(page, 'create-phone');
      await page.goto('/companies');
      await page.locator('[data-testid="skeleton-row"]').first().waitFor({ state: 'detached' });
      await page.locator('a[href^="/companies/"]:not([href="/companies/new"])').first().click();
      await page.getByText('Audit Information').waitFor();
      await shot(page, 'detail-phone-view');
      await menu(page, 'Edit Company');
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
      await shot(page, 'detail-phone-edit');
    } finally {
      await phone.close();
    }
  });
});
