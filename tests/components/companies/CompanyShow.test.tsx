/** /companies/{companyId}: read-only until Edit Company, save, logo replace/remove, delete with the exact name. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../resources/harness';
import { companyProvider, pngFile } from './companyHarness';

type Company = RaRecord & { companyName: string; logoUrl: string | null };

async function openCompany(mutate?: (c: Company) => Company) {
  const { provider, companies } = await companyProvider();
  let company = companies[0] as Company;
  if (mutate) {
    company = mutate(company);
    await provider.update('companies', { id: company.id, data: company, previousData: companies[0] });
    provider.update.mockClear();
  }
  const view = renderConsole(`/companies/${company.id}`, provider);
  // The first open also loads the lazy screen module.
  await screen.findByRole('heading', { level: 1, name: company.companyName }, { timeout: 8000 });
  return { ...view, provider, company };
}

async function choose(user: ReturnType<typeof renderConsole>['user'], item: string) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('company detail', () => {
  it('is read-only with its sections, menu and audit block', async () => {
    const { user } = await openCompany();
    for (const title of ['Company Logo', 'Basic Information', 'Company Description', 'Social Links', 'Address Information', 'SEO Metadata', 'Audit Information']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy ID' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toEqual(['Edit Company', 'Refresh', 'Delete Company']);
  });

  it('Edit Company → Save sends the edit with previousData, reloads and says Save is successful', async () => {
    const { user, provider, company } = await openCompany();
    const description = () => screen.getByRole('heading', { name: 'Company Description' }).closest('section') as HTMLElement;
    expect(description().querySelector('.ProseMirror')).toBeNull();
    await choose(user, 'Edit Company');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    // the description becomes the rich text editor
    await waitFor(() => expect(description().querySelector('.ProseMirror')).not.toBeNull());
    const industry = screen.getByRole('textbox', { name: 'Industry' });
    await user.clear(industry);
    await user.type(industry, 'Gemstone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(1));
    const [, params] = provider.update.mock.calls[0];
    expect(params.data.industry).toBe('Gemstone');
    expect(params.previousData).toMatchObject({ id: company.id, industry: company.industry });
    expect(await screen.findByText('Save is successful')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Gemstone')).toBeInTheDocument();
    await choose(user, 'Edit Company');
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Exit Edit', 'Refresh', 'Delete Company']);
  });

  it('edit rules: Company Name required, ZIP digits only when given', async () => {
    const { user, provider } = await openCompany();
    await choose(user, 'Edit Company');
    await user.clear(screen.getByRole('textbox', { name: /Company Name/ }));
    const zip = screen.getByRole('textbox', { name: 'ZIP Code' });
    await user.clear(zip);
    await user.type(zip, '40A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company Name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid ZIP code is required')).toBeInTheDocument();
    expect(provider.update).not.toHaveBeenCalled();
    await user.clear(zip);
    await user.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(1));
  });

  it('replacing the logo uploads the new one to company-logo and deletes the old one after the save', async () => {
    const old = '/api/s3/buckets/company-logo/objects/Aurora_1732260000000_old.png';
    const { user, provider, company } = await openCompany((c) => ({ ...c, logoUrl: old }));
    await choose(user, 'Edit Company');
    const logo = screen.getByRole('heading', { name: 'Company Logo' }).closest('section') as HTMLElement;
    expect(within(logo).getByRole('link', { name: 'old.png' })).toHaveAttribute('href', old);
    await user.click(within(logo).getByRole('button', { name: 'Remove file' }));
    await user.upload(logo.querySelector('input[type="file"]') as HTMLInputElement, pngFile('new logo.png'));
    expect(within(logo).getByText('new logo.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(1));
    const [bucket, , fileName] = provider.uploadFile.mock.calls[0];
    expect(bucket).toBe('company-logo');
    expect(fileName).toMatch(/^[A-Za-z0-9.-]+_\d{13}_new-logo\.png$/);
    expect(fileName.startsWith(company.companyName.replace(/[^A-Za-z0-9.-]+/g, '-').replace(/^-+|-+$/g, ''))).toBe(true);
    expect(provider.update.mock.calls[0][1].data.logoUrl).toBe(`/api/s3/buckets/company-logo/objects/${fileName}`);
    await waitFor(() => expect(provider.deleteFile).toHaveBeenCalledWith(old));
  });

  it('shows the logo without a delete button until Edit; removing it saves no logo and deletes the old file', async () => {
    const old = '/api/s3/buckets/company-logo/objects/old.png';
    const { user, provider } = await openCompany((c) => ({ ...c, logoUrl: old }));
    // the logo shows read-only; its delete button comes with edit mode only
    const logo = screen.getByRole('heading', { name: 'Company Logo' }).closest('section') as HTMLElement;
    expect(within(logo).getByRole('img', { name: 'Company Logo' })).toHaveAttribute('src', old);
    expect(screen.queryByRole('button', { name: 'Remove file' })).not.toBeInTheDocument();
    await choose(user, 'Edit Company');
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(1));
    expect(provider.update.mock.calls[0][1].data.logoUrl).toBeNull();
    expect(provider.uploadFile).not.toHaveBeenCalled();
    await waitFor(() => expect(provider.deleteFile).toHaveBeenCalledWith(old));
    expect(await screen.findByText('No logo uploaded.')).toBeInTheDocument();
  });

  it("a failed upload says 'Failed to upload file to S3.' and saves nothing", async () => {
    const { user, provider } = await openCompany((c) => ({ ...c, logoUrl: null }));
    provider.uploadFile.mockRejectedValueOnce(new Error('S3 down'));
    await choose(user, 'Edit Company');
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [pngFile()] } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to upload file to S3.')).toBeInTheDocument();
    expect(provider.update).not.toHaveBeenCalled();
    expect(screen.getByText('logo.png')).toBeInTheDocument();
  });

  it('refuses a logo that is not png/jpeg/jpg or over 2 MB', async () => {
    const { user } = await openCompany((c) => ({ ...c, logoUrl: null }));
    await choose(user, 'Edit Company');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Unsupported file type. Please upload an image.')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [pngFile('big.png', 2 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('File size should be less than 2 MB.')).toBeInTheDocument();
  });

  it('Delete Company needs the exact name, then goes to /companies with a toast', async () => {
    const { user, provider, company, url } = await openCompany();
    await choose(user, 'Delete Company');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Its jobs stay and keep the company's name; its employers are unlinked; its join requests and its logo are deleted.")).toBeInTheDocument();
    expect(within(dialog).getByText(company.companyName)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Delete' });
    await user.type(within(dialog).getByRole('textbox'), company.companyName.toUpperCase());
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), company.companyName);
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(url()).toBe('/companies'));
    expect(provider.delete).toHaveBeenCalledWith('companies', expect.objectContaining({ id: company.id }));
    expect(await screen.findByText('Company deleted success')).toBeInTheDocument();
  });

  it("a failed delete says 'Failed to delete company. Please try again later.'", async () => {
    const { user, provider, company, url } = await openCompany();
    provider.delete.mockRejectedValueOnce(new Error('no'));
    await choose(user, 'Delete Company');
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox'), company.companyName);
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByText('Failed to delete company. Please try again later.')).toBeInTheDocument();
    expect(url()).toBe(`/companies/${company.id}`);
  });

  it("a company that cannot be loaded shows 'Failed to fetch data. Please try again later.'", async () => {
    const { provider } = await companyProvider();
    renderConsole('/companies/nope', provider);
    expect(await screen.findByText('Failed to fetch data. Please try again later.')).toBeInTheDocument();
  });
});
