/**
 * Issue 10 in Chromium against the real server: the Update Password dialog shows the server's
 * new refusals, and guessing the current password through a session ends it and lands on /login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';
import { shotsIn } from './helpers';

const screenshot = shotsIn('password', false);

describe('Update Password', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openDialog() {
    const { page } = browser;
    await page.goto('/user-details');
    await page.getByRole('button', { name: 'Update Password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  async function submit(current: string, next: string) {
    const dialog = browser.page.getByRole('dialog');
    await dialog.getByLabel('Current Password').fill(current);
    await dialog.getByLabel('New Password').fill(next);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
  }

  it('refuses a common password with the server’s message', async () => {
    const { page } = browser;
    await page.goto('/user-details');
    await page.waitForURL(/\/login/);
    await signIn(page);
    await page.waitForURL(/\/user-details/);
    const dialog = await openDialog();
    await submit('Admin@12345', 'Password1');
    await dialog.getByRole('alert').getByText('This password is too common or too easy to guess.', { exact: false }).waitFor();
    await screenshot(page, 'common-password');
  });

  it('five wrong current passwords end the session and land on /login', async () => {
    const { page } = browser;
    const dialog = page.getByRole('dialog');
    for (let guess = 1; guess <= 4; guess++) {
      await submit(`Wrong-guess-${guess}x`, 'Bracelet-Onyx-77');
      await dialog.getByRole('alert').getByText('Current password is incorrect.').waitFor();
      // the button is disabled while a guess is on its way: the next click waits for the answer
    }
    await submit('Wrong-guess-5x', 'Bracelet-Onyx-77');
    await dialog.getByRole('alert').getByText(/Please wait \d+ seconds? and try again/).waitFor();
    await screenshot(page, 'slowed-down');
    await page.waitForTimeout(1_100);
    await submit('Wrong-guess-5x', 'Bracelet-Onyx-77');
    await page.waitForURL(/\/login/);
    await page.getByText('You have been signed out for safety', { exact: false }).waitFor();
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await screenshot(page, 'signed-out');
    // the password is unchanged
    await page.goto('/jobs');
    await page.waitForURL(/\/login/);
    await signIn(page);
    await page.waitForURL(/\/jobs/);
    expect(page.url()).toMatch(/\/jobs/);
  });
});
