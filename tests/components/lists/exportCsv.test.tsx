/** Export CSV in the list header (issue 14): the list's current filters, progress, the file, errors. */
import { screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportedFile, ExportProgress, MarketplaceDataProvider } from '../../../providers/types';
import { renderConsole } from '../resources/harness';
import { FIRST_ROW_TIMEOUT, listProvider } from './helpers';

type ExportList = MarketplaceDataProvider['exportList'];

function withExport(exportList: ExportList) {
  const { provider } = listProvider();
  return { ...provider, exportList } as unknown as MarketplaceDataProvider;
}

afterEach(() => vi.restoreAllMocks());

describe('Export CSV', () => {
  it('exports with the list’s current filters, shows the rows received, then saves the file', async () => {
    let finish: (file: ExportedFile) => void = () => undefined;
    let report: (progress: ExportProgress) => void = () => undefined;
    const exportList = vi.fn<ExportList>((_resource, _filter, onProgress) => {
      report = onProgress ?? report;
      return new Promise<ExportedFile>((resolve) => (finish = resolve));
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('jobs-2026-11-25.csv');
    });
    const { user } = renderConsole('/jobs?filter_title=Gold&filter_isExternalJob=true', withExport(exportList));
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(exportList).toHaveBeenCalledTimes(1);
    const [resource, filter] = exportList.mock.calls[0];
    expect(resource).toBe('jobs');
    expect(filter).toEqual({ title: 'Gold', isExternalJob: true });

    report({ rows: 2500, total: 10000 });
    const busy = await screen.findByRole('button', { name: /Exporting… 2,500 of 10,000 rows/ });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('[role="progressbar"]')).not.toBeNull();

    const blob = new Blob(['\uFEFFID,Title\r\n'], { type: 'text/csv' });
    finish({ blob, fileName: 'jobs-2026-11-25.csv', rows: 10000 });
    expect(await screen.findByText('Exported 10000 rows to jobs-2026-11-25.csv.')).toBeInTheDocument();
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says why an export failed and lets the user try again', async () => {
    const exportList = vi.fn<ExportList>(async () => {
      throw new HttpError('Unknown filter "salary". This list can be filtered by: companyName, title.', 400, {});
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { user } = renderConsole('/jobs', withExport(exportList));
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Export failed: Unknown filter "salary". This list can be filtered by: companyName, title.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    expect(exportList.mock.calls[0][1]).toEqual({});
    expect(clicked).not.toHaveBeenCalled();
  });
});
