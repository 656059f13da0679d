/**
 * Bulk actions in real Chromium against `npm start` (issue 14): the demo Super Admin ticks two
 * pending company requests, approves them in bulk and reads the summary; the list then shows them
 * approved. At phone width the same on the cards. Screenshots of the selection bar, the
 * confirmation and the summary at both widths.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';
import { DESKTOP, PHONE, shotsIn, waitForListSettled } from './helpers';

const shot = shotsIn('bulk', false);

/** The first `count` pending requests, each as its own locator (an employer may ask several companies). */
async function firstPending(rows: Locator, count: number): Promise<Locator[]> {
  const pending = rows.filter({ hasText: 'Pending' });
  await pending.first().waitFor();
  expect(await pending.count()).toBeGreaterThanOrEqual(count);
  const picked: Locator[] = [];
  for (let i = 0; i < count; i++) {
    const text = (await pending.nth(i).innerText()).split(/[\t\n]/).map((t) => t.trim()).filter(Boolean);
    // The employer email and the company name (the first values) tell the request apart.
    picked.push(rows.filter({ hasText: text[0] }).filter({ hasText: text.find((t, j) => j > 0 && t !== 'Company Name') ?? '' }));
  }
  return picked;
}

async function approveTicked(page: Page, name: string) {
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await bar.getByText('2 selected').waitFor();
  await shot(page, `${name}-selected`);
  await bar.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve 2 requests?' });
  await dialog.waitFor();
  await page.waitForTimeout(600);
  await shot(page, `${name}-confirm`);
  await dialog.getByRole('button', { name: 'Approve requests' }).click();
  const summary = page.getByRole('dialog', { name: 'Bulk approve finished' });
  await summary.getByText('2 requests approved.').waitFor();
  expect(await summary.getByText(/could not be changed/).count()).toBe(0);
  await page.waitForTimeout(600);
  await shot(page, `${name}-summary`);
  await summary.getByRole('button', { name: 'Close' }).click();
  await summary.waitFor({ state: 'detached' });
  expect(await bar.count()).toBe(0);
}

describe('bulk approve of company requests', () => {
  let desk: Browser;
  let phone: Browser;
  beforeAll(async () => {
    desk = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await desk?.close();
    await phone?.close();
  });

  it('approves two pending requests at once and shows the summary; the list shows them approved', async () => {
    const { page } = desk;
    await page.goto('/company-requests');
    await signIn(page);
    await page.waitForURL(/\/company-requests/);
    await waitForListSettled(page);
    const rows = await firstPending(page.locator('table tbody tr'), 2);
    for (const row of rows) await row.getByRole('checkbox').check();
    await approveTicked(page, 'desktop');
    for (const row of rows) await row.filter({ hasText: 'Approved' }).waitFor();
    await shot(page, 'desktop-after');
  });

  it('at phone width: ticks two pending cards and approves them', async () => {
    phone = await openBrowser(PHONE);
    const { page } = phone;
    await page.goto('/company-requests');
    await signIn(page);
    await page.waitForURL(/\/company-requests/);
    await waitForListSettled(page);
    const cards = await firstPending(page.getByTestId('list-card'), 2);
    for (const card of cards) await card.getByRole('checkbox').check();
    await approveTicked(page, 'phone');
    for (const card of cards) await card.filter({ hasText: 'Approved' }).waitFor();
  });
});
