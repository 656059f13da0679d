/**
 * exportList: GET /api/export/<list>.csv with the list's filters, read as it streams so the
 * console can show how many rows have arrived (of the total the server announces).
 */
import type { ListName } from '../../domain/filters';
import type { ExportedFile, ExportProgress } from '../types';
import { failure } from './rest';
import { toFilters } from './variables';

/** The list's filter values as the export route's query: the same `filter_` names as the URL. */
export function exportQuery(resource: ListName, filter: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const f of toFilters(resource, filter)) query.set(`filter_${f.key}`, f.boolValue === undefined || f.boolValue === null ? (f.value ?? '') : String(f.boolValue));
  return query.toString();
}

/** Counts CSV records as text arrives: a line break inside a quoted cell is not a new row. */
export function recordCounter() {
  let quoted = false;
  let lines = 0;
  return (text: string): number => {
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (ch === 34) quoted = !quoted;
      else if (ch === 10 && !quoted) lines++;
    }
    return lines;
  };
}

function fileNameOf(response: Response, resource: ListName): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `${resource}-${new Date().toISOString().slice(0, 10)}.csv`;
}

export async function exportCsv(
  fetchImpl: typeof fetch,
  apiBase: string,
  resource: ListName,
  filter: Record<string, unknown>,
  onProgress?: (progress: ExportProgress) => void,
): Promise<ExportedFile> {
  const query = exportQuery(resource, filter);
  const response = await fetchImpl(`${apiBase}/export/${resource}.csv${query ? `?${query}` : ''}`, { credentials: 'same-origin' });
  if (!response.ok) throw await failure(response);
  const announced = Number(response.headers.get('x-total-count'));
  const total = response.headers.has('x-total-count') && Number.isFinite(announced) ? announced : null;
  const parts: Uint8Array[] = [];
  const count = recordCounter();
  const decoder = new TextDecoder();
  // Every line after the header is one row.
  let rows = 0;
  onProgress?.({ rows, total });
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      rows = Math.max(0, count(decoder.decode(value, { stream: true })) - 1);
      onProgress?.({ rows, total });
    }
  } else {
    const bytes = new Uint8Array(await response.arrayBuffer());
    parts.push(bytes);
    rows = Math.max(0, count(decoder.decode(bytes)) - 1);
    onProgress?.({ rows, total });
  }
  return { blob: new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }), fileName: fileNameOf(response, resource), rows };
}
