/** The list machinery as a person uses it: a title filter through Smart Filters, the copied link. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';
import { DESKTOP, rowTexts } from './helpers';

/** Filters /jobs by title in the drawer; `beforeApply` runs with the drawer filled (screenshots). */
export async function filterJobsByTitle(page: Page, title: string, beforeApply?: () => Promise<void>): Promise<string[]> {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Smart Filters' });
  await expect(drawer.getByRole('button', { name: 'Apply Search' }).isDisabled()).resolves.toBe(true);
  await drawer.getByRole('button', { name: 'Add Filter' }).click();
  await drawer.getByLabel('Column').selectOption({ label: 'Title' });
  await drawer.getByRole('textbox', { name: 'Title' }).fill(title);
  await drawer.locator('button:has-text("Apply Search"):not([disabled])').waitFor();
  await beforeApply?.();
  await drawer.getByRole('button', { name: 'Apply Search' }).click();

  await page.waitForURL((url) => url.searchParams.get('filter_title') === title);
  await page.getByText(`Title: ${title}`, { exact: true }).waitFor();
  await page.waitForFunction(
    (t) => [...document.querySelectorAll('table tbody tr td:first-child')].every((td) => td.textContent?.toLowerCase().includes(t.toLowerCase())),
    title,
  );
  return rowTexts(page);
}

/** Copy search link: the toast, and the link on the clipboard (needs clipboard permissions). */
export async function copySearchLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy search link' }).click();
  await page.getByText('Search link copied to clipboard! You can now share this filtered view.').waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Opens a copied /jobs link in a fresh browser (no cookies, no local storage), signs in, expects the rows. */
export async function openJobsLinkFresh(link: string, title: string, rows: string[]): Promise<Browser> {
  const fresh = await openBrowser(DESKTOP);
  await fresh.page.goto(link);
  await fresh.page.waitForURL(/\/login/);
  await signIn(fresh.page);
  await fresh.page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('filter_title') === title);
  await fresh.page.getByText(`Title: ${title}`, { exact: true }).waitFor();
  await fresh.page.waitForFunction((n) => document.querySelectorAll('table tbody tr').length === n, rows.length);
  expect(await rowTexts(fresh.page)).toEqual(rows);
  return fresh;
}
