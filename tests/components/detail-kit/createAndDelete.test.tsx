/** CreatePage (Saving..., failure text, back to the list) and useDeleteRecord with the typed dialog. */
import { screen, waitFor } from '@testing-library/react';
import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { validateCompanyCreate } from '../../../domain/validation';
import {
  CreatePage,
  DetailPage,
  DetailTextField,
  TypedDeleteDialog,
  UserFacingError,
  useDeleteRecord,
  useDetailContext,
  useStandardActions,
  MoreActionsMenu,
  validateWith,
} from '../../../resources/shared/detail';
import { renderKit } from './kitHarness';

/** Only the two rules of the fields this test screen has. */
const nameAndEmail = (values: Parameters<typeof validateCompanyCreate>[0]) => {
  const { companyName, 'companyDetails.email': email } = validateCompanyCreate(values);
  return { ...(companyName ? { companyName } : {}), ...(email ? { 'companyDetails.email': email } : {}) };
};

function NewCompany({ transform }: { transform?: (v: Partial<RaRecord>) => Partial<RaRecord> }) {
  return (
    <CreatePage
      title="Create New Company"
      backLabel="Back to Companies"
      saveLabel="Save Company"
      failureMessage="Failed to create company. Please try again."
      validate={validateWith(nameAndEmail)}
      transform={transform}
    >
      <DetailTextField source="companyName" label="Company Name" required />
      <DetailTextField source="companyDetails.email" label="Company Email" required />
    </CreatePage>
  );
}

const opts = { path: '/companies/new', routePath: '/companies/new' };

describe('CreatePage', () => {
  it('validates, shows Saving... while creating, then goes to the list', async () => {
    let finish: (v: { data: RaRecord }) => void = () => {};
    const create = vi.fn(() => new Promise<{ data: RaRecord }>((r) => (finish = r)));
    const { user, path } = renderKit(<NewCompany />, { ...opts, dataProvider: { create } as unknown as DataProvider });
    expect(await screen.findByRole('heading', { name: 'Create New Company' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    expect(await screen.findByText('Company Name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Aurora');
    await user.type(screen.getByRole('textbox', { name: /Company Email/ }), 'hi@aurora.test');
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish({ data: { id: 'n1' } });
    expect(await screen.findByText('The list page')).toBeInTheDocument();
    expect(path()).toBe('/companies');
    expect(create.mock.calls[0]).toEqual(['companies', { data: { companyName: 'Aurora', companyDetails: { email: 'hi@aurora.test' } } }]);
  });

  it('shows the failure text and keeps the input; a UserFacingError shows its own text', async () => {
    const create = vi.fn(async () => Promise.reject(new HttpError('db', 500)));
    const { user, path } = renderKit(<NewCompany />, { ...opts, dataProvider: { create } as unknown as DataProvider });
    await user.type(await screen.findByRole('textbox', { name: /Company Name/ }), 'Aurora');
    await user.type(screen.getByRole('textbox', { name: /Company Email/ }), 'hi@aurora.test');
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    expect(await screen.findByText('Failed to create company. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toHaveValue('Aurora');
    expect(path()).toBe('/companies/new');
  });

  it('a transform failing with UserFacingError shows that text and creates nothing', async () => {
    const create = vi.fn();
    const transform = () => {
      throw new UserFacingError('Failed to upload file to S3.');
    };
    const { user } = renderKit(<NewCompany transform={transform} />, { ...opts, dataProvider: { create } as unknown as DataProvider });
    await user.type(await screen.findByRole('textbox', { name: /Company Name/ }), 'Aurora');
    await user.type(screen.getByRole('textbox', { name: /Company Email/ }), 'hi@aurora.test');
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    expect(await screen.findByText('Failed to upload file to S3.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('Back to Companies leads to the list', async () => {
    const { user, path } = renderKit(<NewCompany />, { ...opts, dataProvider: {} as DataProvider });
    await user.click(await screen.findByRole('link', { name: 'Back to Companies' }));
    expect(path()).toBe('/companies');
  });
});

const RECORD = { id: 'c1', companyName: 'Aurora Gems' };

function DeletableScreen() {
  return (
    <DetailPage>
      <Body />
    </DetailPage>
  );
}
function Body() {
  const { record, resource } = useDetailContext();
  const del = useDeleteRecord({ resource, record, failureMessage: 'Failed to delete company. Please try again later.' });
  const items = useStandardActions({ name: 'Company', onDelete: del.openDialog });
  return (
    <>
      <MoreActionsMenu items={items} />
      <DetailTextField source="companyName" label="Company Name" />
      <TypedDeleteDialog open={del.open} name="Company" expected={String(record.companyName)} rule="exact" onClose={del.closeDialog} onConfirm={del.confirm} pending={del.pending} error={del.error} />
    </>
  );
}

describe('useDeleteRecord', () => {
  it('deletes with previousData after the typed name, then goes to the list', async () => {
    const dp = { getOne: vi.fn(async () => ({ data: RECORD })), delete: vi.fn(async () => ({ data: RECORD })) };
    const { user, path } = renderKit(<DeletableScreen />, { dataProvider: dp as unknown as DataProvider });
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Company' }));
    await user.type(await screen.findByRole('textbox', { name: 'Type to confirm' }), 'Aurora Gems');
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(path()).toBe('/companies'));
    expect(dp.delete).toHaveBeenCalledWith('companies', { id: 'c1', previousData: RECORD });
  });

  it('keeps the dialog open with the failure text', async () => {
    const dp = { getOne: vi.fn(async () => ({ data: RECORD })), delete: vi.fn(async () => Promise.reject(new HttpError('x', 500))) };
    const { user, path } = renderKit(<DeletableScreen />, { dataProvider: dp as unknown as DataProvider });
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Company' }));
    await user.type(await screen.findByRole('textbox', { name: 'Type to confirm' }), 'Aurora Gems');
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByText('Failed to delete company. Please try again later.')).toBeInTheDocument();
    expect(path()).toBe('/companies/c1');
  });

  it('asks before leaving with unsaved edits', async () => {
    const dp = { getOne: vi.fn(async () => ({ data: RECORD })) };
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user, router, path } = renderKit(<DeletableScreen />, { dataProvider: dp as unknown as DataProvider });
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Company' }));
    await user.type(screen.getByRole('textbox', { name: 'Company Name' }), ' Ltd');
    await router.navigate('/companies');
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(path()).toBe('/companies/c1');
    expect(screen.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Aurora Gems Ltd');
    vi.unstubAllGlobals();
  });
});
