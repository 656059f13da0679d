/**
 * Job seeker and employer detail in real Chromium against `npm start`: open a seeded seeker,
 * upload a resume PDF (made with pdf-lib) and preview it on the page, add a note and delete it.
 * Screenshots of both detail screens at desktop and phone widths.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, signIn } from './browser';
import { DESKTOP, PHONE, shotsIn } from './helpers';


const shot = shotsIn('jobseekers', false);

async function resumePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = ['Meera Iyer — Resume', 'Gemologist, 7 years', 'Skills: Diamond Grading, Colour Stones, CAD'];
  lines.forEach((text, i) => page.drawText(text, { x: 60, y: 770 - i * 28, size: i === 0 ? 22 : 14, font }));
  return Buffer.from(await doc.save());
}

/** Picks an item of the More actions menu and waits for the menu to be gone (no half-faded menu in a screenshot). */
async function chooseAction(page: Page, name: string) {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name }).click();
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
}

/** The first seeker of the list, opened by its row's Open button; answers its detail path. */
async function openFirstListed(page: Page, resource: 'jobseekers'): Promise<string> {
  await page.goto(`/${resource}`);
  await page.locator('table tbody tr').first().waitFor();
  await page.locator('table tbody tr').first().getByRole('link', { name: 'Open' }).click();
  await page.waitForURL(new RegExp(`/${resource}/[^/?]+$`));
  await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
  return new URL(page.url()).pathname;
}

describe('job seeker detail', () => {
  let browser: Browser;
  let seekerPath = '';

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    await browser.page.goto('/jobseekers');
    await signIn(browser.page);
    await browser.page.waitForURL(/\/jobseekers/);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens a seeded seeker read-only with every section', async () => {
    const { page } = browser;
    seekerPath = await openFirstListed(page, 'jobseekers');
    for (const title of ['Address Information', 'Job Preferences', 'Skills', 'Resume', 'Notes', 'Audit Information']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await shot(page, 'seeker-desktop');
    await shot(page, 'seeker-desktop-full', true);
  });

  it('uploads a resume PDF on Save and previews it in the page', async () => {
    const { page } = browser;
    await chooseAction(page, 'Edit Profile');
    const resume = page.getByRole('region', { name: 'Resume' });
    await resume.locator('input[type="file"]').setInputFiles({ name: 'Meera Iyer CV.pdf', mimeType: 'application/pdf', buffer: await resumePdf() });
    await resume.getByText('Meera Iyer CV.pdf').waitFor();
    await resume.scrollIntoViewIfNeeded();
    await shot(page, 'seeker-edit-resume-chosen');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Update Job Seeker success').waitFor();
    await page.getByRole('button', { name: 'Save' }).waitFor({ state: 'detached' });

    await resume.getByTestId('resume-name').filter({ hasText: 'Meera Iyer CV.pdf' }).waitFor();
    const href = await resume.getByRole('link', { name: 'Download' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/s3\/buckets\/resume\/objects\/[^/]+_\d{13}_Meera%20Iyer%20CV\.pdf$/);
    await resume.getByRole('button', { name: 'Preview' }).click();
    const frame = resume.locator('iframe[title="Resume preview"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(href);
    const served = await page.request.get(href as string);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(served.headers()['content-disposition']).toMatch(/^inline/);
    await frame.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    await shot(page, 'seeker-resume-preview');
  });

  it('adds a note and deletes it', async () => {
    const { page } = browser;
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.scrollIntoViewIfNeeded();
    const text = `Called on ${new Date().toISOString()}: prefers Surat`;
    const editor = notes.getByRole('textbox', { name: 'New note' });
    await editor.click();
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await page.keyboard.type('See https://www.gia.edu for the grading report ');
    await notes.getByRole('button', { name: 'Add Note' }).click();
    const item = notes.getByTestId('note').filter({ hasText: text });
    await item.waitFor();
    await page.getByText('Add Note success').waitFor();
    await item.getByText(/^admin@example\.com · /).waitFor();
    // Stored by the server and shown by the console with the same safe-link rule.
    const link = item.getByRole('link', { name: 'https://www.gia.edu' });
    expect(await link.getAttribute('href')).toBe('https://www.gia.edu');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await shot(page, 'seeker-note-added');

    await item.getByRole('button', { name: 'Delete note' }).click();
    await item.waitFor({ state: 'detached' });
    await page.getByText('Delete Note success').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Notes' }).waitFor();
    expect(await page.getByText(text).count()).toBe(0);
  });

  it('looks right at phone width', async () => {
    const phone = await openBrowser(PHONE);
    try {
      await phone.page.goto(seekerPath);
      await signIn(phone.page);
      await phone.page.getByRole('heading', { name: 'Personal Information' }).waitFor();
      await shot(phone.page, 'seeker-phone');
      await shot(phone.page, 'seeker-phone-full', true);
      await chooseAction(phone.page, 'Edit Profile');
      await shot(phone.page, 'seeker-phone-edit-full', true);
    } finally {
      await phone.close();
    }
  });
});

describe('employer detail', () => {
  it('opens a seeded employer at desktop and phone widths', async () => {
    const desktop = await openBrowser(DESKTOP);
    let path = '';
    try {
      await desktop.page.goto('/employers');
      await signIn(desktop.page);
      await desktop.page.waitForURL(/\/employers/);
      // The detail is what this journey is about: find a seeded employer through the API, not the list UI.
      const answer = await desktop.page.request.post('/api/graphql', {
        data: { query: '{ getAllEmployers(page: 0, size: 1) { content { _id } } }' },
      });
      const id = ((await answer.json()) as { data: { getAllEmployers: { content: Array<{ _id: string }> } } }).data.getAllEmployers.content[0]._id;
      path = `/employers/${id}`;
      await desktop.page.goto(path);
      await desktop.page.getByRole('heading', { name: 'Employment Statistics' }).waitFor();
      await shot(desktop.page, 'employer-desktop-full', true);
      await chooseAction(desktop.page, 'Edit Profile');
      await shot(desktop.page, 'employer-desktop-edit-full', true);
    } finally {
      await desktop.close();
    }
    const phone = await openBrowser(PHONE);
    try {
      await phone.page.goto(path);
      await signIn(phone.page);
      await phone.page.getByRole('heading', { name: 'Employment Statistics' }).waitFor();
      await shot(phone.page, 'employer-phone-full', true);
    } finally {
      await phone.close();
    }
  });
});
