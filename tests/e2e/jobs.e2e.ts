/**
 * The job journey in real Chromium against `npm start`: create an internal job for a seeded
 * company (company picker), find it in /jobs, open it, edit it, delete it with the typed title.
 * Screenshots of create and detail (view and edit) at desktop and phone widths.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';

const SHOTS = process.env.JOB_SHOTS_DIR ?? '/tmp/shots/jobs';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** Phone pages are long: screens of the viewport from the top, so each can be looked at. */
async function phoneShots(page: Page, name: string, screens = 3) {
  for (let i = 0; i < screens; i++) {
    await page.evaluate((y) => window.scrollTo(0, y), i * (PHONE.height - 100));
    await page.waitForTimeout(150);
    await shot(page, `${name}-${i + 1}`, false);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function menu(page: Page, item: string) {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Fills the required fields of an internal job; answers the picked company's name. */
async function fillInternalJob(page: Page, title: string): Promise<string> {
  await page.getByRole('combobox', { name: /^Title/ }).fill(title);
  await page.getByRole('combobox', { name: /^Company/ }).fill('a');
  const firstCompany = page.getByRole('option').first();
  await firstCompany.waitFor();
  const companyName = (await firstCompany.innerText()).split('\n').pop()?.trim() ?? '';
  await firstCompany.click();
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
  return companyName;
}

describe('jobs', () => {
  let browser: Browser;
  const title = `E2E Wax Carver ${Date.now()}`;
  let jobUrl = '';

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates an internal job for a seeded company and lands on /jobs', async () => {
    const { page } = browser;
    await page.goto('/jobs/new');
    await page.waitForURL(/\/login/);
    await signIn(page);
    await page.waitForURL(/\/jobs\/new$/);
    await page.getByRole('heading', { name: 'Create New Job' }).waitFor();
    await shot(page, 'create-desktop-empty');

    await page.getByRole('button', { name: 'Save Job' }).click();
    await page.getByText('Company Name is required').waitFor();
    await shot(page, 'create-desktop-errors');

    const companyName = await fillInternalJob(page, title);
    expect(companyName).not.toBe('');
    await shot(page, 'create-desktop-filled');
    await page.getByRole('button', { name: 'Save Job' }).click();
    await page.getByText('Job created success').waitFor();
    await page.waitForURL(/\/jobs(\?.*)?$/);

    const row = page.locator('table tbody tr', { hasText: title });
    await row.waitFor();
    expect(await row.innerText()).toContain(companyName);
  });

  it('opens the job: sections read-only, the company logo header', async () => {
    const { page } = browser;
    await page.locator('table tbody tr', { hasText: title }).getByRole('link').first().click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    jobUrl = page.url();
    expect(jobUrl).toMatch(/\/jobs\/[0-9a-f-]{36}$/);
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
      await shot(page, 'detail-phone-view');
      await phoneShots(page, 'detail-phone-view');
      await menu(page, 'Edit Job');
      await page.getByRole('button', { name: 'Save' }).waitFor();
      await shot(page, 'detail-phone-edit');
      await phoneShots(page, 'detail-phone-edit');
      await menu(page, 'Exit Edit');
      await page.goto('/jobs/new');
      await page.getByRole('heading', { name: 'Create New Job' }).waitFor();
      await shot(page, 'create-phone');
      await phoneShots(page, 'create-phone', 2);
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
    await page.waitForURL(/\/jobs(\?.*)?$/);
    await page.locator('table tbody tr').first().waitFor();
    expect(await page.locator('table tbody tr', { hasText: title }).count()).toBe(0);
  });
});
