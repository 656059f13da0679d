/**
 * Export CSV in real Chromium against `npm start` (issue 14): filter /jobs by title in Smart
 * Filters, export, read the downloaded file back and find exactly the list's rows.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../fixtures/csv';
import { type Browser, openBrowser, signIn } from './browser';
import { DESKTOP, PHONE, shotsIn, waitForListSettled } from './helpers';
import { filterJobsByTitle } from './listActions';

const shot = shotsIn('export', false);

describe('export', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('exports the filtered jobs list and the file holds exactly its rows', async () => {
    const { page } = browser;
    await page.goto('/jobs');
    await signIn(page);
    await page.waitForURL(/\/jobs$/);
    const firstTitle = await page.locator('table tbody tr').first().locator('td').first().innerText();
    // One word of a real title: several jobs match, fewer than a page.
    const word = firstTitle.split(/\s+/).sort((a, b) => b.length - a.length)[0];
    const rows = await filterJobsByTitle(page, word);
    const listedTitles = await page.locator('table tbody tr td:first-child').allInnerTexts();
    expect(listedTitles.length).toBeGreaterThan(0);
    expect(listedTitles.length).toBeLessThan(100);
    await shot(page, 'jobs-filtered-with-export');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const today = new Date().toISOString().slice(0, 10);
    expect(file.suggestedFilename()).toBe(`jobs-${today}.csv`);
    const bytes = readFileSync(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parseCsv(bytes.toString('utf8').slice(1));
    expect(header).toEqual(['ID', 'Title', 'Date_Posted', 'Company', 'External_Job', 'Location', 'Created At', 'Updated At']);
    // The list's rows, in the list's order (newest first), and no others.
    expect(records.map((r) => r[1])).toEqual(listedTitles);
    expect(records).toHaveLength(rows.length);
    for (const record of records) expect(record[1].toLowerCase()).toContain(word.toLowerCase());
    await page.getByText(`Exported ${records.length} ${records.length === 1 ? 'row' : 'rows'} to jobs-${today}.csv.`).waitFor();
    await shot(page, 'jobs-exported');
  });

  it('keeps Export CSV within a phone-wide header', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto('/companies');
    await waitForListSettled(page);
    const button = page.getByRole('button', { name: 'Export CSV' });
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The header's actions keep one row on a phone: the button shows its icon, named for readers.
    const addNew = await page.getByRole('link', { name: 'Add New' }).or(page.getByRole('button', { name: 'Add New' })).first().boundingBox();
    expect(addNew && box && Math.abs(addNew.y - box.y)).toBeLessThan(8);
    await shot(page, 'companies-header-phone');
  });
});
