/** The offline demo (`?demo=1`): fake data and auth in the browser, no request to the server's API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';

describe('the offline demo', () => {
  let browser: Browser;
  const apiCalls: string[] = [];

  beforeAll(async () => {
    browser = await openBrowser();
    browser.page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in with the demo user and lists the demo jobs without calling the API', async () => {
    const { page } = browser;
    await page.goto('/jobs?demo=1');
    await page.waitForURL(/\/login/);
    await signIn(page);
    await page.waitForURL(/\/jobs/);
    await page.locator('table tbody tr').first().waitFor();
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(10);
    await page.reload();
    await page.locator('table tbody tr').first().waitFor();
    expect(apiCalls).toEqual([]);
  });
});
