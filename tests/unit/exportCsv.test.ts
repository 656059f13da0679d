/** The provider's exportList over HTTP: the route and filters it asks for, progress, the file. */
import { describe, expect, it } from 'vitest';
import { createFakeDataProvider } from '../../providers/fake';
import { exportCsv, exportQuery, recordCounter } from '../../providers/graphql/exportCsv';
import type { ExportProgress } from '../../providers/types';

function streamOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

describe('exportList', () => {
  it('asks for the list’s filters as filter_ parameters, booleans as true/false, blanks and unknown keys dropped', () => {
    expect(exportQuery('jobs', { title: ' Gold ', isExternalJob: true, location: '', nope: 'x' })).toBe('filter_title=Gold&filter_isExternalJob=true');
    expect(exportQuery('jobseekers', { 'personalDetails.fullName': 'Anaïs' })).toBe('filter_personalDetails.fullName=Ana%C3%AFs');
  });

  it('counts rows, not line breaks inside quoted cells, across pieces', () => {
    const count = recordCounter();
    count('ID,Title\r\n1,"Gold\r\nPol');
    expect(count('isher"\r\n2,"say ""hi"""\r\n')).toBe(3);
  });

  it('streams the answer with progress against the announced total and keeps the server’s file name', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const pieces = ['\uFEFFID,Title\r\n', '1,Gold\r\n2,"A\r\nB"\r\n', '3,Silver\r\n'];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(streamOf(pieces), {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="jobs-2026-11-25.csv"', 'x-total-count': '3' },
      });
    }) as typeof fetch;
    const seen: ExportProgress[] = [];
    const file = await exportCsv(fetchImpl, '/api', 'jobs', { title: 'Gold' }, (p) => seen.push(p));
    expect(calls[0][0]).toBe('/api/export/jobs.csv?filter_title=Gold');
    expect(calls[0][1]?.credentials).toBe('same-origin');
    expect(file.fileName).toBe('jobs-2026-11-25.csv');
    expect(file.rows).toBe(3);
    expect(seen.map((p) => p.rows)).toEqual([0, 0, 2, 3]);
    expect(seen.every((p) => p.total === 3)).toBe(true);
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(await file.blob.text()).toBe(pieces.join('').replace(/^\uFEFF/, ''));
  });

  it('rejects with the server’s readable message', async () => {
    const fetchImpl = (async () =>
      new Response(JSON.stringify({ error: 'Unknown filter "salary".', code: 'BAD_USER_INPUT' }), { status: 400 })) as unknown as typeof fetch;
    await expect(exportCsv(fetchImpl, '/api', 'jobs', { salary: '1' })).rejects.toMatchObject({ message: 'Unknown filter "salary".', status: 400 });
  });

  it('says plainly that the offline demo cannot export', async () => {
    const demo = createFakeDataProvider({ counts: { jobs: 1, companies: 1, employers: 1, jobSeekers: 1, applications: 1, companyRequests: 1 } });
    await expect(demo.exportList('jobs', {})).rejects.toMatchObject({ message: 'Export CSV needs the marketplace server: the offline demo cannot export.' });
  });
});
