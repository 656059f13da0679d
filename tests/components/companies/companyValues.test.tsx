/** The company's values in view mode: approval status as a coloured chip, social links as safe new-tab links. */
import { screen, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../resources/harness';
import { companyProvider } from './companyHarness';

type Company = RaRecord & { companyName: string; status: string; links: Record<string, string | null> };

async function openCompany(change: (c: Company) => Company) {
  const { provider, companies } = await companyProvider();
  const company = change(companies[0] as Company);
  await provider.update('companies', { id: company.id, data: company, previousData: companies[0] });
  renderConsole(`/companies/${company.id}`, provider);
  await screen.findByRole('heading', { level: 1, name: company.companyName }, { timeout: 8000 });
  return company;
}

const region = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('company detail values', () => {
  it('shows the approval status as the coloured status chip', async () => {
    await openCompany((c) => ({ ...c, status: 'rejected' }));
    const chip = within(region('Basic Information')).getByText('Rejected').closest('.MuiChip-root');
    expect(chip).not.toBeNull();
    expect(chip?.className).toMatch(/MuiChip-colorError/);
  });

  it('shows website, Instagram and LinkedIn as new-tab links, and a non-web value as plain text', async () => {
    await openCompany((c) => ({
      ...c,
      links: { website: 'https://www.aurum.example.com', instagram: 'javascript:alert(1)', linkedin: 'www.linkedin.com/company/aurum' },
    }));
    const links = region('Social Links');
    const website = within(links).getByRole('link', { name: 'https://www.aurum.example.com' });
    expect(website).toHaveAttribute('href', 'https://www.aurum.example.com/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    const linkedin = within(links).getByRole('link', { name: 'www.linkedin.com/company/aurum' });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/company/aurum');
    expect(within(links).getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(within(links).getAllByRole('link')).toHaveLength(2);
  });
});
