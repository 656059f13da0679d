/** The REST side of the data provider: the applicant list and file storage (spec §7). */
import { HttpError } from 'react-admin';
import type { BucketName } from '../../domain/constants';
import type { ApplicantPage } from '../types';

const OBJECT_PATH = /^\/api\/s3\/buckets\/[^/]+\/objects\/[^/]+$/;

/** A refused answer as react-admin's HttpError, carrying the server's readable message. */
export async function failure(response: Response): Promise<HttpError> {
  let message = `Request failed with status ${response.status}`;
  let body: unknown = {};
  try {
    body = await response.json();
    if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') {
      message = (body as { error: string }).error;
    }
  } catch {
    // not JSON: keep the status text
  }
  return new HttpError(message, response.status, body);
}

export interface RestClient {
  getJobApplicants(jobId: string, page: number, rowsPerPage: number): Promise<ApplicantPage>;
  uploadFile(bucket: BucketName, file: Blob, fileName: string): Promise<{ url: string }>;
  deleteFile(url: string): Promise<void>;
}

/** `apiBase` is the API root, e.g. '/api' or 'https://host/api'. */
export function createRestClient(fetchImpl: typeof fetch, apiBase: string): RestClient {
  const send = async (path: string, init: RequestInit): Promise<Response> => {
    const response = await fetchImpl(`${apiBase}${path}`, { credentials: 'same-origin', ...init });
    if (!response.ok) throw await failure(response);
    return response;
  };
  return {
    async getJobApplicants(jobId, page, rowsPerPage) {
      const query = new URLSearchParams({ page: String(page), rowsPerPage: String(rowsPerPage) });
      const response = await send(`/jobs/${encodeURIComponent(jobId)}/applicants?${query}`, { method: 'GET' });
      return (await response.json()) as ApplicantPage;
    },
    async uploadFile(bucket, file, fileName) {
      const form = new FormData();
      form.append('fileName', fileName);
      form.append('file', file, fileName);
      const response = await send(`/s3/buckets/${encodeURIComponent(bucket)}/upload?isPublic=true`, {
        method: 'POST',
        body: form,
      });
      const { url } = (await response.json()) as { url: string };
      return { url };
    },
    async deleteFile(url) {
      const path = url.startsWith('http') ? new URL(url).pathname : url.split('?')[0];
      if (!OBJECT_PATH.test(path)) throw new HttpError(`Not a stored file: ${url}`, 400, {});
      await send(path.slice('/api'.length), { method: 'DELETE' });
    },
  };
}
