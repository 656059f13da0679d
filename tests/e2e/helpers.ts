/** What the browser journeys share: screen sizes, screenshots, the more-actions menu, a real logo. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './browser';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A real 8x8 PNG made by sharp: the server decodes a logo and wants it to end at its IEND chunk. */
export const PNG_LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA00lEQVQImQHIADf/AAAAtCVbtEq2tG8RtJRstLnHtN4itAN9tAAo2LRNM7RyjrSX6bS8RLThn7QG+rQrVbQAULC0dQu0mma0v8G05By0CXe0LtK0Uy20AHiItJ3jtMI+tOeZtAz0tDFPtFaqtHsFtACgYLTFu7TqFrQPcbQ0zLRZJ7R+grSj3bQAyDi07ZO0Eu60N0m0XKS0gf+0plq0y7W0APAQtBVrtDrGtF8htIR8tKnXtM4ytPONtAAY6LQ9Q7RinrSH+bSsVLTRr7T2CrQbZbS6gGsBZb4yJAAAAABJRU5ErkJggg==',
  'base64',
);

export type Shot = (page: Page, name: string, fullPage?: boolean) => Promise<void>;

/**
 * Screenshots of one area (a journey) into test-results/screenshots/<area>/ (E2E_SHOTS_DIR moves
 * the folder), whole page unless told otherwise. A whole-page shot is taken from the top: of a
 * scrolled page it would draw the fixed app bar half-way down.
 */
export function shotsIn(area: string, fullPageByDefault = true): Shot {
  const dir = join(SCREENSHOT_DIR, area);
  return async (page, name, fullPage = fullPageByDefault) => {
    mkdirSync(dir, { recursive: true });
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
  };
}

/** Phone pages are long: screens of the viewport from the top, so each can be looked at. */
export async function phoneShots(shot: Shot, page: Page, name: string, screens = 3) {
  for (let i = 0; i < screens; i++) {
    await page.evaluate((y) => window.scrollTo(0, y), i * (PHONE.height - 100));
    await page.waitForTimeout(150);
    await shot(page, `${name}-${i + 1}`, false);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Chooses an item of a detail page's more-actions menu and waits for the menu to close. */
export async function menu(page: Page, item: string) {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.getByRole('menuitem', { name: item }).waitFor({ state: 'detached' });
}

/** Each row's cells (without the actions cell), to compare two views of one list. */
export async function rowTexts(page: Page): Promise<string[]> {
  await page.locator('table tbody tr').first().waitFor();
  return page.locator('table tbody tr').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].slice(0, -1).map((td) => td.textContent?.trim()).join(' | ')),
  );
}

/** A list page past its loading skeleton. */
export async function waitForListSettled(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('[data-testid="skeleton-row"]').first().waitFor({ state: 'detached' });
}

/** Fills /companies/new with a valid company and the PNG logo (the page must be open). */
export async function fillCompanyForm(page: Page, name: string) {
  await page.locator('input[type="file"]').setInputFiles({ name: 'atelier logo.png', mimeType: 'image/png', buffer: PNG_LOGO });
  await page.getByText('atelier logo.png').waitFor();
  await page.locator('section[aria-label="Company Logo"] img').waitFor();
  await page.getByRole('textbox', { name: /^Company Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Company Email/ }).fill('hello@atelier.test');
  await page.getByRole('textbox', { name: /^Industry/ }).fill('Jewellery');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Hand-made rings since 1990.');
  await page.getByRole('textbox', { name: /^Website/ }).fill('atelier.test');
  await page.getByRole('textbox', { name: /^Instagram/ }).fill('@atelier');
  await page.getByRole('textbox', { name: /^Address/ }).fill('12 Zaveri Bazaar');
  await page.getByRole('textbox', { name: /^City/ }).fill('Mumbai');
  await page.getByRole('textbox', { name: /^ZIP Code/ }).fill('400002');
  await page.getByRole('textbox', { name: /^Meta Title/ }).fill('Atelier rings');
}
