/** The seeker's birthday reads like every other day in the console (dd/MM/yyyy), not as stored (ISO). */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../resources/harness';
import { SEEKER_ID, seekerProvider } from './seekerHarness';

describe('job seeker birthday', () => {
  it('shows 18/04/1992 for a stored 1992-04-18, in view mode and in the edit input', async () => {
    const { user } = renderConsole(`/jobseekers/${SEEKER_ID}`, seekerProvider());
    await screen.findByRole('heading', { name: 'Asha Rao', level: 1 }, { timeout: 8000 });
    const personal = screen.getByRole('region', { name: 'Personal Information' });
    expect(within(personal).getByText('18/04/1992')).toBeInTheDocument();
    expect(within(personal).queryByText('1992-04-18')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Profile' }));
    expect(await within(personal).findByRole('textbox', { name: 'Birthday' })).toHaveValue('18/04/1992');
  });
});
