/** Save's resume step: upload, name, validation, and which file is deleted when. */
import { describe, expect, it, vi } from 'vitest';
import { MB } from '../../domain/constants';
import { prepareResumeChange, resumeDisplayName, resumeFileError } from '../../resources/jobseekers/resume/resumeChange';

const FAILED = 'Failed to upload file to S3.';
const pdf = (name = 'cv.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function files(upload: () => Promise<{ url: string }> = async () => ({ url: '/api/s3/buckets/resume/objects/new.pdf' })) {
  return { uploadFile: vi.fn(upload), deleteFile: vi.fn(async () => {}) };
}

describe('prepareResumeChange', () => {
  it('untouched: no change, nothing uploaded or deleted', async () => {
    const f = files();
    const change = await prepareResumeChange(f, 's1', undefined, '/old.pdf', FAILED);
    await change.afterSave();
    expect(change).not.toHaveProperty('resumeUrl');
    expect(f.uploadFile).not.toHaveBeenCalled();
    expect(f.deleteFile).not.toHaveBeenCalled();
  });

  it('new file: stored as {seekerId}_{timestamp}_{filename} in the resume bucket; the old file goes after the save', async () => {
    const f = files();
    const file = pdf('Asha CV.pdf');
    const change = await prepareResumeChange(f, 's1', file, '/old.pdf', FAILED, () => 1700000000000);
    expect(f.uploadFile).toHaveBeenCalledWith('resume', file, 's1_1700000000000_Asha CV.pdf');
    expect(change.resumeUrl).toBe('/api/s3/buckets/resume/objects/new.pdf');
    expect(f.deleteFile).not.toHaveBeenCalled();
    await change.afterSave();
    expect(f.deleteFile).toHaveBeenCalledWith('/old.pdf');
  });

  it('a failed profile update deletes the file just uploaded and keeps the old one', async () => {
    const f = files();
    const change = await prepareResumeChange(f, 's1', pdf(), '/old.pdf', FAILED);
    await change.afterFailure();
    expect(f.deleteFile).toHaveBeenCalledWith('/api/s3/buckets/resume/objects/new.pdf');
    expect(f.deleteFile).not.toHaveBeenCalledWith('/old.pdf');
  });

  it("a failed upload reads 'Failed to upload file to S3.'", async () => {
    const f = files(async () => {
      throw new Error('500');
    });
    await expect(prepareResumeChange(f, 's1', pdf(), null, FAILED)).rejects.toThrow(FAILED);
  });

  it('removed: resumeUrl null; the file goes after the save; nothing to do without a resume', async () => {
    const f = files();
    const change = await prepareResumeChange(f, 's1', null, '/old.pdf', FAILED);
    expect(change.resumeUrl).toBeNull();
    await change.afterSave();
    expect(f.deleteFile).toHaveBeenCalledWith('/old.pdf');
    expect(await prepareResumeChange(f, 's1', null, null, FAILED)).not.toHaveProperty('resumeUrl');
  });

  it('a failing delete of the old file does not fail the save', async () => {
    const f = files();
    f.deleteFile.mockRejectedValue(new Error('gone'));
    const change = await prepareResumeChange(f, 's1', pdf(), '/old.pdf', FAILED);
    await expect(change.afterSave()).resolves.toBeUndefined();
  });

  it('refuses a non-PDF or a file over 5 MB before uploading', async () => {
    const f = files();
    await expect(prepareResumeChange(f, 's1', pdf('cv.docx'), null, FAILED)).rejects.toThrow('Unsupported file type. Please upload an image.');
    await expect(prepareResumeChange(f, 's1', pdf('cv.pdf', 5 * MB + 1), null, FAILED)).rejects.toThrow('File size should be less than 5 MB.');
    expect(f.uploadFile).not.toHaveBeenCalled();
    expect(resumeFileError(pdf('CV.PDF', 5 * MB))).toBeNull();
  });
});

describe('resumeDisplayName', () => {
  it('shows the original file name', () => {
    expect(resumeDisplayName('/api/s3/buckets/resume/objects/6f1c_1700000000000_Asha%20Rao%20CV.pdf')).toBe('Asha Rao CV.pdf');
    expect(resumeDisplayName('/api/s3/buckets/resume/objects/plain.pdf')).toBe('plain.pdf');
    expect(resumeDisplayName('blob:http://x/abc')).toBe('abc');
  });
});
