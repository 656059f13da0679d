/**
 * Two staff, one record, in real Chromium: a company is opened for editing, someone else saves it
 * meanwhile, and the first save is refused with the spec's message while the typed input stays
 * on screen; nothing of the other person's change is lost.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGES } from '../../domain/messages';
import { type Browser, openBrowser, signIn } from './browser';
import { shotsIn } from './helpers';

const shot = shotsIn('security', false);

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const result = await page.evaluate(
    async ([q, v]) => {
      const res = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q, variables: v }) });
      return (await res.json()) as { data: Record<string, any> | null; errors?: unknown[] };
    },
    [query, variables] as const,
  );
  if (result.errors || !result.data) throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

describe('a save made from a stale copy', () => {
  let browser: Browser;
  let id = '';
  const name = `E2E Conflict ${Date.now()}`;
  const input = (industry: string) => ({
    companyName: name,
    industry,
    companyDetails: { email: 'conflict@example.com', address: '1 Rue de la Paix', zipCode: '75002' },
    links: { website: 'https://conflict.example' },
  });

  beforeAll(async () => {
    browser = await openBrowser({ width: 1440, height: 900 });
    await browser.page.goto('/login');
    await signIn(browser.page);
    await browser.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    id = (await gql(browser.page, 'mutation($input: CompanyInput!) { createCompany(input: $input) { _id } }', { input: input('Pearls') })).createCompany._id;
  });
  afterAll(async () => {
    if (browser && id) await gql(browser.page, 'mutation($id: ID!) { deleteCompanyById(_id: $id) }', { id }).catch(() => undefined);
    await browser?.close();
  });

  it('is refused with the message, keeps what was typed, and loses nothing of the other save', async () => {
    const { page } = browser;
    await page.goto(`/companies/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit Company' }).click();
    const industry = page.getByRole('textbox', { name: /^Industry/ });
    await industry.fill('Emeralds (typed by A)');

    // Meanwhile another member of staff saves the same company.
    await gql(page, 'mutation($id: ID!, $input: CompanyInput!) { updateCompanyById(_id: $id, input: $input) { _id } }', { id, input: input('Sapphires (saved by B)') });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(CONFLICT_MESSAGES.staleCopy).first().waitFor();
    await shot(page, 'conflict-company');
    expect(await industry.inputValue()).toBe('Emeralds (typed by A)');

    const stored = await gql(page, 'query($id: ID!) { getCompanyById(_id: $id) { industry } }', { id });
    expect(stored.getCompanyById.industry).toBe('Sapphires (saved by B)');
  });
});
