/**
 * Issue 13 in Chromium against the real server: a Super Admin adds a Recruiter; the Recruiter,
 * in a fresh browser, changes the temporary password, is offered no Delete on a job and no
 * Approve on a company request, is told a create screen is not theirs, and edits a job's salary;
 * the Super Admin sees that change in the job's Activity section and on the Activity screen,
 * deactivates the Recruiter, and the Recruiter's open console lands on /login at its next action.
 * Screenshots of the User RBAC page, the permissions table, an Activity section and the Activity
 * screen at desktop and phone widths.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';
import { DESKTOP, menu, PHONE, phoneShots, shotsIn } from './helpers';

const shot = shotsIn('staff', false);
const fullShot = shotsIn('staff', true);

const stamp = Date.now().toString(36);
const RECRUITER = { email: `rhea.${stamp}@example.com`, first: 'Rhea', last: `Okafor${stamp.slice(-3)}`, temp: 'Harbour7Lantern', own: 'Copper9Meadow' };
const RECRUITER_NAME = `${RECRUITER.first} ${RECRUITER.last}`;
const NEW_SALARY = `18k per month ${stamp}`;

async function gql<T>(page: Page, query: string): Promise<T> {
  const answer = await page.evaluate(async (q) => {
    const res = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q }) });
    return res.json();
  }, query);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data as T;
}

/** What sticks out past the right edge of a phone screen (for the failure message). */
function widest(page: Page): Promise<string> {
  return page.evaluate((limit) => {
    const out = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > limit + 1);
    const leaves = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
    return leaves.slice(0, 5).map((el) => `${el.tagName}.${el.className.toString().slice(0, 60)} "${(el.textContent ?? '').slice(0, 40)}"`).join(' | ');
  }, PHONE.width);
}

describe('staff accounts, roles and the audit trail', () => {
  let admin: Browser;
  let recruiter: Browser;
  let jobPath = '';

  beforeAll(async () => {
    admin = await openBrowser(DESKTOP);
    recruiter = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await admin?.close();
    await recruiter?.close();
  });

  it('the Super Admin adds a Recruiter on the User RBAC page', async () => {
    const { page } = admin;
    await page.goto('/user-rbac');
    await page.waitForURL(/\/login/);
    await signIn(page);
    await page.getByRole('heading', { name: 'User RBAC', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Permissions' }).waitFor();
    await page.getByRole('button', { name: 'Add staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staff member' });
    await dialog.getByLabel('Email').fill(RECRUITER.email);
    await dialog.getByLabel('First name').fill(RECRUITER.first);
    await dialog.getByLabel('Last name').fill(RECRUITER.last);
    await dialog.getByLabel('Temporary password').fill('weak');
    await dialog.getByRole('button', { name: 'Add staff member' }).click();
    await dialog.getByRole('alert').getByText('New password must be at least 8 characters long.').waitFor();
    await dialog.getByLabel('Temporary password').fill(RECRUITER.temp);
    await dialog.getByRole('button', { name: 'Add staff member' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('tr', { hasText: RECRUITER.email });
    await row.waitFor();
    expect(await row.innerText()).toContain('Recruiter');
    await fullShot(page, 'user-rbac-desktop');
    await page.getByRole('region', { name: 'Permissions' }).screenshot({ path: 'test-results/screenshots/staff/permissions-table-desktop.png' });
  });

  it('the Recruiter signs in with the temporary password and must change it first', async () => {
    const { page } = recruiter;
    await page.goto('/jobs');
    await page.waitForURL(/\/login/);
    await signIn(page, RECRUITER.email, RECRUITER.temp);
    await page.waitForURL(/\/user-details/);
    await page.getByText('Please change your temporary password', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Update Password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current Password').fill(RECRUITER.temp);
    await dialog.getByLabel('New Password').fill(RECRUITER.own);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Your sessions' }).getByText('This browser').waitFor();
  });

  it('the Recruiter is offered no Delete on a job, no Approve on a request, no create screen for companies', async () => {
    const { page } = recruiter;
    const { getAllJobs } = await gql<{ getAllJobs: { content: Array<{ _id: string; title: string }> } }>(
      page,
      '{ getAllJobs(page: 0, size: 1, filters: [{ key: "isExternalJob", value: "false" }]) { content { _id title } } }',
    );
    const job = getAllJobs.content[0];
    jobPath = `/jobs/${job._id}`;
    await page.goto(jobPath);
    await page.getByRole('heading', { name: job.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit Job' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Delete Job' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // the role's rights are known by now (Edit Job was offered): the whole trail is for
    // administrators, so no Activity entry in a Recruiter's sidebar
    await page.getByRole('menuitem', { name: 'Edit Job' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('menuitem', { name: 'User RBAC' }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Activity' }).count()).toBe(0);

    const { getAllCompanyRequests } = await gql<{ getAllCompanyRequests: { content: Array<{ _id: string }> } }>(
      page,
      '{ getAllCompanyRequests(page: 0, size: 1, filters: [{ key: "status", value: "pending" }]) { content { _id } } }',
    );
    await page.goto(`/company-requests/${getAllCompanyRequests.content[0]._id}`);
    await page.getByRole('heading', { name: 'Company Request Details' }).waitFor();
    await page.getByText('Pending', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Approve Request' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Reject/ }).count()).toBe(0);

    await page.goto('/companies/new');
    await page.getByText('You do not have access to this page.').waitFor();
    await page.goto('/companies');
    await page.locator('table tbody tr').first().waitFor();
    expect(await page.getByRole('link', { name: 'Add New' }).count()).toBe(0);
  });

  it('the Recruiter edits the job’s salary', async () => {
    const { page } = recruiter;
    await page.goto(jobPath);
    await page.getByRole('button', { name: 'More actions' }).waitFor();
    await menu(page, 'Edit Job');
    await page.getByRole('textbox', { name: 'Salary' }).fill(NEW_SALARY);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Job update success').waitFor();
  });

  it('the Super Admin sees the change in the job’s Activity section and on the Activity screen', async () => {
    const { page } = admin;
    await page.goto(jobPath);
    const section = page.getByRole('region', { name: 'Activity' });
    await section.getByRole('button', { name: 'Show activity' }).click();
    await section.getByText(`${RECRUITER_NAME} changed Salary from`, { exact: false }).waitFor();
    await section.getByText(`to '${NEW_SALARY}'`, { exact: false }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: 'test-results/screenshots/staff/activity-section-desktop.png' });

    // from the sidebar, then the Recruiter picked in the staff filter by part of their name
    await page.getByRole('menuitem', { name: 'Activity' }).click();
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Staff member' }).pressSequentially(RECRUITER_NAME.split(' ')[0]);
    await page.getByRole('option', { name: new RegExp(RECRUITER.email) }).click();
    await page.waitForURL((url) => url.searchParams.get('filter_actor') === RECRUITER.email);
    await page.getByText(`${RECRUITER_NAME} changed Salary from`, { exact: false }).first().waitFor();
    await page.goto(`/activity?filter_actor=${encodeURIComponent(RECRUITER.email)}&filter_entity=jobs&filter_action=update`);
    await page.getByText(`${RECRUITER_NAME} changed Salary from`, { exact: false }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('filter_entity')).toBe('jobs');
    await shot(page, 'activity-screen-desktop');
  });

  it('deactivating the Recruiter sends their open console to /login at its next action', async () => {
    const { page } = admin;
    await page.goto(`/user-rbac?filter_q=${encodeURIComponent(RECRUITER.email)}`);
    const row = page.locator('tr', { hasText: RECRUITER.email });
    await row.waitFor();
    await page.getByRole('button', { name: `Actions for ${RECRUITER.email}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await row.getByText('Deactivated').waitFor();

    // The Recruiter's console is still open on the job: its next action is refused and it signs out.
    const other = recruiter.page;
    expect(other.url()).toContain(jobPath);
    await other.locator('a[href="/jobseekers"]').first().click();
    await other.waitForURL(/\/login/);
    await signIn(other, RECRUITER.email, RECRUITER.own);
    await other.getByText('This account has been deactivated.', { exact: false }).waitFor();
  });

  it('looks right at phone width (User RBAC, a job’s Activity, the Activity screen)', async () => {
    const phone = await openBrowser(PHONE);
    try {
      const { page } = phone;
      await page.goto('/user-rbac');
      await page.waitForURL(/\/login/);
      await signIn(page);
      await page.getByRole('heading', { name: 'User RBAC', level: 1 }).waitFor();
      await page.locator('tr', { hasText: RECRUITER.email }).waitFor();
      await page.getByRole('region', { name: 'Permissions' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), await widest(page)).toBeLessThanOrEqual(PHONE.width);
      await phoneShots(shot, page, 'user-rbac-phone', 4);
      await page.goto(jobPath);
      await page.getByRole('region', { name: 'Activity' }).getByRole('button', { name: 'Show activity' }).click();
      await page.getByRole('region', { name: 'Activity' }).getByText(`to '${NEW_SALARY}'`, { exact: false }).scrollIntoViewIfNeeded();
      await shot(page, 'activity-section-phone');
      await page.goto('/activity');
      await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), await widest(page)).toBeLessThanOrEqual(PHONE.width);
      await phoneShots(shot, page, 'activity-screen-phone', 2);
    } finally {
      await phone.close();
    }
  });
});
