/**
 * Saved views in real Chromium against `npm start` (issue 14): the demo Super Admin filters
 * /jobs, saves the filters as a shared view; a colleague (the demo Admin) in a fresh browser
 * finds it in the drawer, "Shared by" its owner, opens it and gets the same rows and the same
 * filter_ URL; a private view of the owner stays out of the colleague's list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';
import { DESKTOP, PHONE, rowTexts, shotsIn, waitForListSettled } from './helpers';
import { filterJobsByTitle } from './listActions';

const shot = shotsIn('saved-views', false);
const COLLEAGUE = { email: 'olivia.admin@example.com', password: 'Demo@12345' };

async function saveView(browser: Browser, name: string, shared: boolean) {
  const { page } = browser;
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Smart Filters' });
  await drawer.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save these filters as a view' });
  await dialog.getByRole('textbox', { name: 'View name' }).fill(name);
  if (shared) await dialog.getByRole('checkbox', { name: 'Share with the team' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`View “${name}” saved.`).waitFor();
  await drawer.getByRole('button', { name: 'Close filters' }).click();
}

describe('saved views', () => {
  let owner: Browser;
  let colleague: Browser;
  beforeAll(async () => {
    owner = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await owner?.close();
    await colleague?.close();
  });

  it('a shared view saved by one person opens for a colleague in a fresh browser with the same rows', async () => {
    const { page } = owner;
    await page.goto('/jobs');
    await signIn(page);
    await page.waitForURL(/\/jobs$/);
    await waitForListSettled(page);
    const firstTitle = (await page.locator('table tbody tr').first().locator('td').first().innerText()).trim();
    const word = firstTitle.split(/\s+/).sort((a, b) => b.length - a.length)[0];
    const rows = await filterJobsByTitle(page, word);
    const stamp = Date.now().toString(36);
    await saveView(owner, `Desk ${stamp}`, true);
    await saveView(owner, `Private ${stamp}`, false);

    colleague = await openBrowser(DESKTOP);
    await colleague.page.goto('/jobs');
    await signIn(colleague.page, COLLEAGUE.email, COLLEAGUE.password);
    await colleague.page.waitForURL(/\/jobs/);
    await waitForListSettled(colleague.page);
    await colleague.page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = colleague.page.getByRole('dialog', { name: 'Smart Filters' });
    const views = drawer.getByRole('list', { name: 'Saved views' });
    const view = views.getByRole('listitem').filter({ hasText: `Desk ${stamp}` });
    await view.waitFor();
    await expect(view.innerText()).resolves.toContain('Shared by Amelia Hart');
    expect(await views.getByText(`Private ${stamp}`).count()).toBe(0);
    await shot(colleague.page, 'colleague-drawer');
    await view.getByRole('button', { name: new RegExp(`^Desk ${stamp}`) }).click();
    await colleague.page.waitForURL((url) => url.searchParams.get('filter_title') === word);
    await waitForListSettled(colleague.page);
    await colleague.page.waitForFunction(
      (t) => [...document.querySelectorAll('table tbody tr td:first-child')].every((td) => td.textContent?.toLowerCase().includes(t.toLowerCase())),
      word,
    );
    expect(await rowTexts(colleague.page)).toEqual(rows);
  });

  it('shows the views and the save dialog within a phone screen', async () => {
    const { page } = owner;
    await page.setViewportSize(PHONE);
    await page.goto('/jobs');
    await waitForListSettled(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Smart Filters' });
    await drawer.getByRole('list', { name: 'Saved views' }).waitFor();
    // the drawer slides in from the right: wait until it covers the phone's width
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await shot(page, 'phone-drawer');
    await drawer.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save these filters as a view' });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-save-dialog');
  });
});
