/** The sign-in journey of the foundation issue, in real Chromium against `npm start`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';
import { shotsIn } from './helpers';

const screenshot = shotsIn('signin', false);

describe('signing in and out', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends an unsigned visitor to /login and back to the same path and query after signing in', async () => {
    const { page } = browser;
    await page.goto('/jobs?page=0');
    await page.waitForURL(/\/login/);
    // waitFor, not isVisible: the login page may still be rendering when the URL changes
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await page.getByRole('link', { name: /sign up/i }).waitFor();
    await screenshot(page, 'login');

    await signIn(page);
    await page.waitForURL(/\/jobs\?page=0$/);
    await page.getByRole('columnheader', { name: 'Title' }).waitFor();
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(10);
    await screenshot(page, 'jobs-list');
  });

  it('stays signed in after a reload', async () => {
    const { page } = browser;
    await page.reload();
    await page.locator('table tbody tr').first().waitFor();
    expect(page.url()).toMatch(/\/jobs/);
  });

  it('shows the 404 text on an unknown path', async () => {
    const { page } = browser;
    await page.goto('/nowhere');
    await page.getByText('404 Page Not Found - The page you are looking for does not exist.').waitFor();
    await screenshot(page, 'not-found');
  });

  it('shows the role in the avatar menu and logs out to /login', async () => {
    const { page } = browser;
    await page.goto('/jobs');
    await page.locator('table tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Account menu', exact: true }).click();
    await page.getByText('Role: Super Admin').waitFor();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await page.waitForURL(/\/login/);

    await page.goto('/jobs');
    await page.waitForURL(/\/login/);
  });

  it('refuses a wrong password with a message and stays on /login', async () => {
    const { page } = browser;
    await page.goto('/login');
    await signIn(page, 'admin@example.com', 'wrong-password');
    await page.getByText(/invalid email or password/i).waitFor();
    expect(page.url()).toMatch(/\/login/);
  });
});
