/** Debian's Chromium driven by playwright-core (no browser download on this machine). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { DEMO_USER } from '../../domain/constants';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
export const SCREENSHOT_DIR = process.env.E2E_SHOTS_DIR ?? join(process.cwd(), 'test-results', 'screenshots');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh profile each time: no cookies, no local storage. */
export async function openBrowser(viewport = { width: 1366, height: 900 }): Promise<Browser> {
  const profileDir = mkdtempSync(join(tmpdir(), 'jm-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport,
    baseURL: BASE_URL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(page: Page, email: string = DEMO_USER.email, password: string = DEMO_USER.password) {
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}
