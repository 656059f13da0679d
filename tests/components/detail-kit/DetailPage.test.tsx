/** The detail controller: load, read-only until Edit, Save with previousData, conflicts, errors, Refresh. */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { validateCompanyUpdate } from '../../../domain/validation';
import { DetailHeader, DetailPage, DetailTextField, MoreActionsMenu, useDetailContext, useStandardActions, validateWith } from '../../../resources/shared/detail';
import { renderKit } from './kitHarness';

const COMPANY = { id: 'c1', _id: 'c1', companyName: 'Aurora Gems', industry: null, companyDetails: { zipCode: '400001' }, updatedAt: '2025-01-01T00:00:00Z' };

function Page() {
  const { record } = useDetailContext<RaRecord>();
  const actions = useStandardActions({ name: 'Company', onDelete: () => {} });
  return (
    <>
      <DetailHeader title={String(record.companyName)} actions={<MoreActionsMenu items={actions} />} />
      <DetailTextField source="companyName" label="Company Name" required />
      <DetailTextField source="industry" label="Industry" />
      <DetailTextField source="companyDetails.zipCode" label="ZIP Code" />
    </>
  );
}

function Screen() {
  return (
    <DetailPage loadFailureMessage="Failed to fetch data. Please try again later." saveFailureMessage="Failed to update company." validate={validateWith(validateCompanyUpdate)}>
      <Page />
    </DetailPage>
  );
}

function provider(overrides: Partial<DataProvider> = {}) {
  let current: RaRecord = { ...COMPANY };
  const base = {
    getOne: vi.fn(async () => ({ data: { ...current } })),
    update: vi.fn(async (_r: string, params: { data: Partial<RaRecord> }) => {
      current = { ...current, ...params.data };
      return { data: current };
    }),
  };
  return { ...base, ...overrides } as unknown as DataProvider & typeof base;
}

async function openMenuItem(user: ReturnType<typeof renderKit>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('DetailPage', () => {
  it('shows the skeleton while loading, then the record read-only with a dash for missing values', async () => {
    let resolve: (v: { data: RaRecord }) => void = () => {};
    const dp = provider({ getOne: vi.fn(() => new Promise((r) => (resolve = r))) as DataProvider['getOne'] });
    renderKit(<Screen />, { dataProvider: dp });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    resolve({ data: COMPANY });
    expect(await screen.findByRole('heading', { name: 'Aurora Gems' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows the error block with the §8 text when the record cannot be loaded', async () => {
    const dp = provider({ getOne: vi.fn(async () => Promise.reject(new HttpError('boom', 500))) });
    renderKit(<Screen />, { dataProvider: dp });
    expect(await screen.findByText('Failed to fetch data. Please try again later.')).toBeInTheDocument();
  });

  it('Edit makes inputs with the asterisk; Save sends previousData, reloads and leaves edit mode', async () => {
    const dp = provider();
    const { user } = renderKit(<Screen />, { dataProvider: dp });
    await screen.findByRole('heading', { name: 'Aurora Gems' });
    await openMenuItem(user, 'Edit Company');
    const name = screen.getByRole('textbox', { name: /Company Name/ });
    expect(screen.getByText('Company Name').parentElement?.textContent).toMatch(/\*/);
    await user.clear(name);
    await user.type(name, 'Aurora Gems Ltd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
    const [resource, params] = dp.update.mock.calls[0] as [string, { id: string; data: RaRecord; previousData: RaRecord }];
    expect(resource).toBe('companies');
    expect(params.id).toBe('c1');
    expect(params.data.companyName).toBe('Aurora Gems Ltd');
    expect(params.previousData).toEqual(COMPANY);
    expect(await screen.findByRole('heading', { name: 'Aurora Gems Ltd' })).toBeInTheDocument();
    expect(dp.getOne).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the validation message under the field and does not save', async () => {
    const dp = provider();
    const { user } = renderKit(<Screen />, { dataProvider: dp });
    await screen.findByRole('heading', { name: 'Aurora Gems' });
    await openMenuItem(user, 'Edit Company');
    await user.clear(screen.getByRole('textbox', { name: /Company Name/ }));
    await user.type(screen.getByRole('textbox', { name: /ZIP Code/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company Name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid ZIP code is required')).toBeInTheDocument();
    expect(dp.update).not.toHaveBeenCalled();
  });

  it('on CONFLICT shows the server message and keeps the input in edit mode', async () => {
    const conflict = new HttpError('This company was changed by someone else. Reload to see the changes.', 409, { code: 'CONFLICT' });
    const dp = provider({ update: vi.fn(async () => Promise.reject(conflict)) });
    const { user } = renderKit(<Screen />, { dataProvider: dp });
    await screen.findByRole('heading', { name: 'Aurora Gems' });
    await openMenuItem(user, 'Edit Company');
    await user.type(screen.getByRole('textbox', { name: /Industry/ }), 'Mining');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This company was changed by someone else. Reload to see the changes.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Industry/ })).toHaveValue('Mining');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('on another failure shows the resource failure text and keeps the input', async () => {
    const dp = provider({ update: vi.fn(async () => Promise.reject(new HttpError('db down', 500, { code: 'INTERNAL' }))) });
    const { user } = renderKit(<Screen />, { dataProvider: dp });
    await screen.findByRole('heading', { name: 'Aurora Gems' });
    await openMenuItem(user, 'Edit Company');
    await user.type(screen.getByRole('textbox', { name: /Industry/ }), 'Mining');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to update company.')).toBeInTheDocument();
    expect(screen.queryByText('db down')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Industry/ })).toHaveValue('Mining');
  });

  it('Exit Edit discards the input; Refresh reloads the record', async () => {
    const dp = provider();
    const { user } = renderKit(<Screen />, { dataProvider: dp });
    await screen.findByRole('heading', { name: 'Aurora Gems' });
    await openMenuItem(user, 'Edit Company');
    await user.type(screen.getByRole('textbox', { name: /Industry/ }), 'Mining');
    await openMenuItem(user, 'Exit Edit');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Mining')).not.toBeInTheDocument();
    await openMenuItem(user, 'Refresh');
    await waitFor(() => expect(dp.getOne).toHaveBeenCalledTimes(2));
  });
});
