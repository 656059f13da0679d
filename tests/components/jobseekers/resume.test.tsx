/** The Resume section: download, embedded preview, and in edit mode upload/replace/remove applied on Save. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MB } from '../../../domain/constants';
import { renderConsole } from '../resources/harness';
import { buildSeeker, RESUME_URL, SEEKER_ID, seekerProvider } from './seekerHarness';

const NEW_URL = `/api/s3/buckets/resume/objects/${SEEKER_ID}_1800000000000_new-cv.pdf`;
const pdf = (name = 'new-cv.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

async function open(provider = seekerProvider()) {
  const view = renderConsole(`/jobseekers/${SEEKER_ID}`, provider);
  await screen.findByRole('heading', { name: 'Asha Rao', level: 1 }, { timeout: 5000 });
  return { ...view, provider, resume: () => screen.getByRole('region', { name: 'Resume' }) };
}

async function edit(user: Awaited<ReturnType<typeof open>>['user']) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit Profile' }));
}

const choose = (file: File) => fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });

describe('Resume', () => {
  it('offers the stored file for download and previews it in an embedded viewer', async () => {
    const { user, resume } = await open();
    expect(within(resume()).getByText('Asha_Rao_Resume.pdf')).toBeInTheDocument();
    expect(within(resume()).getByRole('link', { name: 'Download' })).toHaveAttribute('href', RESUME_URL);
    expect(screen.queryByTitle('Resume preview')).not.toBeInTheDocument();
    await user.click(within(resume()).getByRole('button', { name: 'Preview' }));
    expect(screen.getByTitle('Resume preview')).toHaveAttribute('src', RESUME_URL);
    await user.click(within(resume()).getByRole('button', { name: 'Hide preview' }));
    expect(screen.queryByTitle('Resume preview')).not.toBeInTheDocument();
  });

  it("says 'No resume uploaded.' without one", async () => {
    const { resume } = await open(seekerProvider([buildSeeker({ resumeUrl: null })]));
    expect(within(resume()).getByText('No resume uploaded.')).toBeInTheDocument();
  });

  it('uploads a chosen PDF on Save as {seekerId}_{timestamp}_{filename}, links it, then deletes the old file', async () => {
    const provider = seekerProvider(undefined, { uploadFile: vi.fn(async () => ({ url: NEW_URL })) });
    const { user, resume } = await open(provider);
    await edit(user);
    const file = pdf();
    choose(file);
    expect(within(resume()).getByText('new-cv.pdf')).toBeInTheDocument();
    expect(within(resume()).getByText('< 0.01 MB (2 KB)')).toBeInTheDocument();
    expect(provider.uploadFile).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Job Seeker success')).toBeInTheDocument();
    const [bucket, sent, name] = vi.mocked(provider.uploadFile).mock.calls[0];
    expect([bucket, sent]).toEqual(['resume', file]);
    expect(name).toMatch(new RegExp(`^${SEEKER_ID}_\\d{13}_new-cv\\.pdf$`));
    expect(vi.mocked(provider.update).mock.calls[0][1].data).toMatchObject({ resumeUrl: NEW_URL });
    await waitFor(() => expect(provider.deleteFile).toHaveBeenCalledWith(RESUME_URL));
    expect(within(resume()).getByRole('link', { name: 'Download' })).toHaveAttribute('href', NEW_URL);
  });

  it("a failed upload says 'Failed to upload file to S3.' and saves nothing", async () => {
    const provider = seekerProvider(undefined, { uploadFile: vi.fn(async () => Promise.reject(new Error('503'))) });
    const { user } = await open(provider);
    await edit(user);
    choose(pdf());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Failed to upload file to S3.'))[0]).toBeInTheDocument();
    expect(provider.update).not.toHaveBeenCalled();
    expect(provider.deleteFile).not.toHaveBeenCalled();
  });

  it('a failed profile update removes the file it uploaded and keeps the old one', async () => {
    const provider = seekerProvider(undefined, {
      uploadFile: vi.fn(async () => ({ url: NEW_URL })),
      update: vi.fn(async () => Promise.reject(new Error('down'))),
    });
    const { user } = await open(provider);
    await edit(user);
    choose(pdf());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Failed to update user. Please try again later.'))[0]).toBeInTheDocument();
    await waitFor(() => expect(provider.deleteFile).toHaveBeenCalledWith(NEW_URL));
    expect(provider.deleteFile).not.toHaveBeenCalledWith(RESUME_URL);
  });

  it('accepts only a PDF of at most 5 MB', async () => {
    const { user, resume, provider } = await open(seekerProvider([buildSeeker({ resumeUrl: null })]));
    await edit(user);
    choose(new File(['x'], 'cv.docx'));
    expect(await within(resume()).findByText('Unsupported file type. Please upload an image.')).toBeInTheDocument();
    choose(pdf('big.pdf', 5 * MB + 1));
    expect(await within(resume()).findByText('File size should be less than 5 MB.')).toBeInTheDocument();
    expect(within(resume()).queryByText('big.pdf')).not.toBeInTheDocument();
    expect(provider.uploadFile).not.toHaveBeenCalled();
  });

  it('removing the stored resume clears resumeUrl on Save and deletes the file', async () => {
    const { user, resume, provider } = await open();
    await edit(user);
    expect(within(resume()).getByRole('link', { name: 'Asha_Rao_Resume.pdf' })).toHaveAttribute('href', RESUME_URL);
    await user.click(within(resume()).getByRole('button', { name: 'Remove file' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Job Seeker success')).toBeInTheDocument();
    expect(vi.mocked(provider.update).mock.calls[0][1].data).toMatchObject({ resumeUrl: null });
    await waitFor(() => expect(provider.deleteFile).toHaveBeenCalledWith(RESUME_URL));
    expect(within(resume()).getByText('No resume uploaded.')).toBeInTheDocument();
  });
});
