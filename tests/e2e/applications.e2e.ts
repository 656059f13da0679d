/**
 * Job applications and company requests in real Chromium against `npm start`: change an
 * application's status in the panel over the list and see it in the history, add a note, close
 * back to the list; approve a pending company request and see the employer linked to the company.
 * Screenshots at desktop and phone widths.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../domain/constants';
import { type Browser, openBrowser, signIn } from './browser';
import { DESKTOP, PHONE, shotsIn } from './helpers';

/** MUI's success.main, the approved chip's colour. */
const SUCCESS_GREEN = 'rgb(46, 125, 50)';

const shot = shotsIn('applications', false);

/** A GraphQL call from inside the signed-in page (same origin, session cookie). */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const res = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    { query, variables },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data as T;
}

async function menu(page: Page, item: string) {
  await page.getByRole('dialog').getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('job applications and company requests', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    const { page } = browser;
    await page.goto('/job-applications');
    await page.waitForURL(/\/login/);
    await signIn(page);
    await page.waitForURL(/\/job-applications/);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens an application as a panel over the list, changes its status and sees it in the history', async () => {
    const { page } = browser;
    await page.locator('table tbody tr').first().waitFor();
    await page.getByRole('link', { name: 'View' }).first().click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('heading', { name: 'Application Tracking' }).waitFor();
    await panel.getByRole('region', { name: 'Job Information' }).waitFor();
    // The list stays underneath the panel.
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(0);
    await shot(page, 'panel-desktop');

    const id = decodeURIComponent(page.url().split('/job-applications/')[1].split(/[?#]/)[0]);
    const before = await gql<{ getJobApplicationById: { status: string; history: unknown[] } }>(
      page,
      'query($id: ID!) { getJobApplicationById(_id: $id) { status history { status } } }',
      { id },
    );
    const next = before.getJobApplicationById.status === 'accepted' ? 'Rejected' : 'Accepted';

    expect(await panel.getByRole('button', { name: 'Save Status' }).count()).toBe(0);
    await menu(page, 'Edit Application');
    const save = panel.getByRole('button', { name: 'Save Status' });
    expect(await save.isDisabled()).toBe(true);
    await panel.getByRole('combobox', { name: 'New Status' }).click();
    await page.getByRole('option', { name: next }).click();
    await save.click();

    const history = panel.getByRole('list', { name: 'Status History' }).getByRole('listitem');
    await expect.poll(() => history.count(), { timeout: 10_000 }).toBe(before.getJobApplicationById.history.length + 1);
    const newest = await history.first().innerText();
    expect(newest).toContain(next);
    expect(newest).toContain(DEMO_USER.email);
    await panel.getByRole('region', { name: 'Status History' }).scrollIntoViewIfNeeded();
    await shot(page, 'panel-desktop-status-saved');

    const after = await gql<{ getJobApplicationById: { status: string; history: Array<{ status: string; changedBy: string }> } }>(
      page,
      'query($id: ID!) { getJobApplicationById(_id: $id) { status history { status changedBy } } }',
      { id },
    );
    expect(after.getJobApplicationById.status).toBe(next.toLowerCase());
    expect(after.getJobApplicationById.history.at(-1)).toEqual({ status: next.toLowerCase(), changedBy: DEMO_USER.email });
  });

  it('adds a note (never empty) and shows it first', async () => {
    const { page } = browser;
    const panel = page.getByRole('dialog');
    const saveNote = panel.getByRole('button', { name: 'Save Note' });
    expect(await saveNote.isDisabled()).toBe(true);
    const text = `Second interview booked ${Date.now()}`;
    await panel.locator('.ProseMirror').click();
    await page.keyboard.type(text);
    await saveNote.click();
    await panel.getByRole('list', { name: 'Notes' }).getByRole('listitem').first().getByText(text).waitFor();
    expect(await saveNote.isDisabled()).toBe(true);
    await panel.getByRole('region', { name: 'Notes' }).scrollIntoViewIfNeeded();
    await shot(page, 'panel-desktop-note');
  });

  it('closing with a note typed but not added asks first (the detail kit question); staying keeps the note', async () => {
    const { page } = browser;
    const panel = page.getByRole('dialog');
    const editor = panel.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('Not sent yet');
    await panel.getByRole('button', { name: 'Save Note' }).waitFor();
    const url = page.url();
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (question) => {
        resolve(question.message());
        void question.dismiss();
      });
    });
    await panel.getByRole('button', { name: 'Close' }).click();
    expect(await asked).toBe("Some of your changes weren't saved. Are you sure you want to ignore them?");
    await page.waitForURL(url);
    await panel.getByRole('heading', { name: 'Application Tracking' }).waitFor();
    expect(await editor.textContent()).toBe('Not sent yet');
    // Emptied again, the editor holds nothing unsaved: the next close does not ask.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await expect.poll(() => panel.getByRole('button', { name: 'Save Note' }).isDisabled()).toBe(true);
  });

  it('closing the panel goes back to the list', async () => {
    const { page } = browser;
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/job-applications$/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('approves a pending company request and the employer is linked to the company', async () => {
    const { page } = browser;
    const { getAllCompanyRequests } = await gql<{
      getAllCompanyRequests: {
        content: Array<{ _id: string; companyId: string; employeeId: string; employerEmail: string; company: { companyName: string } }>;
      };
    }>(
      page,
      '{ getAllCompanyRequests(page: 0, size: 50, filters: [{ key: "status", value: "pending" }]) { content { _id companyId employeeId employerEmail company { companyName } } } }',
    );
    const request = getAllCompanyRequests.content[0];
    expect(request).toBeDefined();

    await page.goto(`/company-requests/${request._id}`);
    await page.getByRole('heading', { name: 'Company Request Details' }).waitFor();
    await page.getByText('Pending', { exact: true }).waitFor();
    await shot(page, 'request-desktop-pending');
    await page.getByRole('button', { name: 'Approve Request' }).click();
    // Approving cannot be undone: a dialog names who joins what before anything changes.
    const confirm = page.getByRole('dialog', { name: 'Approve this request?' });
    await confirm.getByText(`${request.employerEmail} joins ${request.company.companyName}`, { exact: false }).waitFor();
    expect(await page.getByText('Pending', { exact: true }).count()).toBe(1);
    await shot(page, 'request-desktop-confirm', false);
    await confirm.getByRole('button', { name: 'Approve Request' }).click();
    const chip = page.locator('.MuiChip-root').filter({ hasText: /^Approved$/ });
    await chip.waitFor();
    // The chip fades from the pending orange: the approved one ends success green.
    await expect.poll(() => chip.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(SUCCESS_GREEN);
    expect(await page.getByRole('button', { name: 'Approve Request' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reject Request' }).count()).toBe(0);
    await shot(page, 'request-desktop-approved');

    // The employer's own page, opened from the request, names the company it now belongs to.
    await page.getByRole('link', { name: request.employeeId }).click();
    await page.waitForURL(new RegExp(`/employers/${request.employeeId}$`));
    const companyInfo = page.getByRole('region', { name: 'Company Information' });
    await companyInfo.getByText(request.company.companyName, { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Employment Statistics' }).getByText('Companies', { exact: true }).locator('xpath=following-sibling::*[1]').textContent()).toBe('1');
    await shot(page, 'request-desktop-employer-linked');
    await page.goBack();
    await page.getByRole('heading', { name: 'Company Request Details' }).waitFor();

    const { getEmployerById } = await gql<{ getEmployerById: { companyId: string | null } }>(
      page,
      'query($id: ID!) { getEmployerById(_id: $id) { companyId } }',
      { id: request.employeeId },
    );
    expect(getEmployerById.companyId).toBe(request.companyId);

    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/company-requests$/);
  });

  it('looks right on a phone', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto('/job-applications');
    await page.getByRole('link', { name: 'View' }).first().click();
    await page.getByRole('dialog').getByRole('region', { name: 'Job Information' }).waitFor();
    await shot(page, 'panel-phone');
    await menu(page, 'Edit Application');
    await page.getByRole('dialog').getByRole('region', { name: 'Status Management' }).scrollIntoViewIfNeeded();
    await shot(page, 'panel-phone-status');
    await page.getByRole('dialog').getByRole('region', { name: 'Notes' }).scrollIntoViewIfNeeded();
    await shot(page, 'panel-phone-notes');
    const { getAllCompanyRequests } = await gql<{ getAllCompanyRequests: { content: Array<{ _id: string }> } }>(
      page,
      '{ getAllCompanyRequests(page: 0, size: 5, filters: [{ key: "status", value: "pending" }]) { content { _id } } }',
    );
    await page.goto(`/company-requests/${getAllCompanyRequests.content[0]._id}`);
    await page.getByRole('button', { name: 'Approve Request' }).waitFor();
    await shot(page, 'request-phone', true);
    await page.setViewportSize(DESKTOP);
  });
});
