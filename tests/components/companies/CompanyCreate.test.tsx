/** /companies/new: title, sections, §5 create messages under their fields, Saving..., logo, success and failure. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../resources/harness';
import { companyProvider, pngFile } from './companyHarness';

async function openCreate() {
  const { provider } = await companyProvider();
  const view = renderConsole('/companies/new', provider);
  await screen.findByRole('heading', { level: 1, name: 'Create New Company' }, { timeout: 8000 });
  return { ...view, provider };
}

async function fillValid(user: ReturnType<typeof renderConsole>['user']) {
  await user.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Maison Éclat');
  await user.type(screen.getByRole('textbox', { name: /Company Email/ }), 'hello@eclat.test');
  await user.type(screen.getByRole('textbox', { name: /Website/ }), 'eclat.test');
  await user.type(screen.getByRole('textbox', { name: /^Address/ }), '1 Rue de la Paix');
  await user.type(screen.getByRole('textbox', { name: /ZIP Code/ }), '75002');
}

describe('create company', () => {
  it('has the spec sections in order, Approval Status defaulting to Pending, and the two buttons', async () => {
    await openCreate();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Company Logo', 'Basic Information', 'Company Description', 'Social Links', 'Address Information', 'SEO Metadata']);
    expect(screen.getByRole('combobox', { name: 'Approval Status' })).toHaveTextContent('Pending');
    expect(screen.getByRole('link', { name: 'Back to Companies' })).toHaveAttribute('href', '/companies');
    expect(screen.getByRole('button', { name: 'Save Company' })).toBeEnabled();
    for (const label of ['Instagram', 'LinkedIn', 'Industry', 'City', 'State', 'Country']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
  });

  it('shows every §5 create message under its field and creates nothing', async () => {
    const { user, provider } = await openCreate();
    await user.type(screen.getByRole('textbox', { name: /Company Email/ }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: /Website/ }), 'no dot');
    await user.type(screen.getByRole('textbox', { name: /ZIP Code/ }), '75 002');
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    for (const message of ['Company Name is required', 'Valid email is required', 'Website must be valid', 'Address is required', 'Valid ZIP code is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('uploads the logo, creates the company with status and logo, then opens /companies', async () => {
    const { user, provider, url } = await openCreate();
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, pngFile('brand.png'));
    expect(screen.getByText('brand.png')).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('combobox', { name: 'Approval Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    await waitFor(() => expect(url()).toBe('/companies'));
    const [bucket, , fileName] = provider.uploadFile.mock.calls[0];
    expect(bucket).toBe('company-logo');
    expect(fileName).toMatch(/^Maison-Eclat_\d{13}_brand\.png$/);
    const [resource, params] = provider.create.mock.calls[0];
    expect(resource).toBe('companies');
    expect(params.data).toMatchObject({
      companyName: 'Maison Éclat',
      status: 'active',
      logoUrl: `/api/s3/buckets/company-logo/objects/${fileName}`,
      companyDetails: { email: 'hello@eclat.test', address: '1 Rue de la Paix', zipCode: '75002' },
      links: { website: 'eclat.test' },
    });
  });

  it("shows 'Saving...' while creating and the §8 text on failure, keeping the input", async () => {
    const { user, provider, url } = await openCreate();
    let fail: (e: Error) => void = () => {};
    provider.create.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    fail(new Error('db'));
    expect(await screen.findByText('Failed to create company. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Company' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toHaveValue('Maison Éclat');
    expect(url()).toBe('/companies/new');
  });

  it("a failed logo upload says 'Failed to upload file to S3.' and creates nothing", async () => {
    const { user, provider } = await openCreate();
    provider.uploadFile.mockRejectedValueOnce(new Error('S3'));
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [pngFile()] } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    expect(await screen.findByText('Failed to upload file to S3.')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('a logo uploaded for a create that then fails is deleted again', async () => {
    const { user, provider } = await openCreate();
    provider.create.mockRejectedValueOnce(new Error('db'));
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [pngFile()] } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    await screen.findByText('Failed to create company. Please try again.');
    const uploadedName = provider.uploadFile.mock.calls[0][2];
    expect(provider.deleteFile).toHaveBeenCalledWith(`/api/s3/buckets/company-logo/objects/${uploadedName}`);
    const logo = screen.getByRole('heading', { name: 'Company Logo' }).closest('section') as HTMLElement;
    expect(within(logo).getByText('logo.png')).toBeInTheDocument();
  });
});
