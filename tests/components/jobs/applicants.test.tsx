/** The job detail's Applicants section (spec §4 applicant list): loading, rows and total, error, paging. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicantRow } from '../../../domain/types';
import { pretendPhoneWidth, renderConsole } from '../resources/harness';
import { JOB_ID, SLOW, jobProvider } from './jobHarness';

const rows: ApplicantRow[] = Array.from({ length: 12 }, (_, i) => ({
  _id: `app-${i + 1}`,
  jobSeekerId: `seeker-${i + 1}`,
  name: `Applicant ${i + 1}`,
  email: `applicant${i + 1}@mail.test`,
  status: i === 0 ? 'accepted' : 'pending',
  createdAt: '2025-04-01T10:00:00Z',
}));

const pages = vi.fn(async (_jobId: string, page: number, size: number) => ({
  content: rows.slice(page * size, (page + 1) * size),
  totalElements: rows.length,
}));

async function applicants() {
  await screen.findByRole('heading', { name: 'Stone Setter', level: 1 }, SLOW);
  return within(screen.getByRole('region', { name: 'Applicants' }));
}

describe('Applicants section', () => {
  it('shows the first 10 applicants with the total, and pages on', async () => {
    pages.mockClear();
    const { user } = renderConsole(`/jobs/${JOB_ID}`, jobProvider({}, { getJobApplicants: pages }));
    const section = await applicants();
    expect(await section.findByText('Applicant 1')).toBeInTheDocument();
    expect(pages).toHaveBeenCalledWith(JOB_ID, 0, 10);
    expect(section.getByText('applicant1@mail.test')).toBeInTheDocument();
    expect(section.getByText('Accepted')).toBeInTheDocument();
    expect(section.getAllByRole('row')).toHaveLength(11);
    expect(section.getByText('1–10 of 12')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Open the application of Applicant 1' })).toHaveAttribute('href', '/job-applications/app-1');
    await user.click(section.getByRole('button', { name: 'Go to next page' }));
    expect(await section.findByText('Applicant 11')).toBeInTheDocument();
    expect(pages).toHaveBeenLastCalledWith(JOB_ID, 1, 10);
    expect(section.queryByText('Applicant 1')).not.toBeInTheDocument();
    expect(section.getByText('11–12 of 12')).toBeInTheDocument();
  });

  it('shows the applicants as cards on a phone-width screen (no table to scroll sideways), and pages on', async () => {
    const restore = pretendPhoneWidth();
    try {
      pages.mockClear();
      const { user } = renderConsole(`/jobs/${JOB_ID}`, jobProvider({}, { getJobApplicants: pages }));
      const section = await applicants();
      expect(await section.findByText('Applicant 1')).toBeInTheDocument();
      expect(section.queryByRole('table')).not.toBeInTheDocument();
      const list = section.getByRole('list', { name: 'Applicants' });
      const cards = within(list).getAllByTestId('list-card');
      expect(cards).toHaveLength(10);
      const first = within(cards[0]);
      expect(first.getByRole('link', { name: 'Applicant 1' })).toHaveAttribute('href', '/job-applications/app-1');
      expect(first.getByRole('link', { name: 'Open the application of Applicant 1' })).toHaveAttribute('href', '/job-applications/app-1');
      expect(first.getByText('Email')).toBeInTheDocument();
      expect(first.getByText('applicant1@mail.test')).toBeInTheDocument();
      expect(first.getByText('Status')).toBeInTheDocument();
      expect(first.getByText('Accepted')).toBeInTheDocument();
      expect(first.getByText('Applied On')).toBeInTheDocument();
      expect(first.getByText('01/04/2025')).toBeInTheDocument();
      expect(section.getByText('1–10 of 12')).toBeInTheDocument();
      await user.click(section.getByRole('button', { name: 'Go to next page' }));
      expect(await section.findByText('Applicant 11')).toBeInTheDocument();
      expect(pages).toHaveBeenLastCalledWith(JOB_ID, 1, 10);
      expect(section.getAllByTestId('list-card')).toHaveLength(2);
    } finally {
      restore();
    }
  });

  it('shows the loading skeleton while the list loads', async () => {
    renderConsole(`/jobs/${JOB_ID}`, jobProvider({}, { getJobApplicants: () => new Promise(() => {}) }));
    const section = await applicants();
    expect(section.getByRole('progressbar')).toBeInTheDocument();
  });

  it('says when there are no applicants', async () => {
    renderConsole(`/jobs/${JOB_ID}`, jobProvider({}, { getJobApplicants: async () => ({ content: [], totalElements: 0 }) }));
    const section = await applicants();
    expect(await section.findByText('No applicants yet.')).toBeInTheDocument();
  });

  it('shows the §8 error, as a toast too, and can try again', async () => {
    const failing = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ content: rows.slice(0, 1), totalElements: 1 });
    const { user } = renderConsole(`/jobs/${JOB_ID}`, jobProvider({}, { getJobApplicants: failing }));
    const section = await applicants();
    expect(await section.findByText('Failed to fetch job applications')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Failed to fetch job applications')).toHaveLength(2));
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByText('Applicant 1')).toBeInTheDocument();
  });
});
