import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_USER } from '../../../domain/constants';
import { AuthHttpError } from '../../../providers/auth';
import { renderApp } from './harness';

vi.mock('../../../resources', () => import('./stubResources'));
vi.mock('../../../resources/i18n', () => import('./stubResourceI18n'));

/** A view-mode value: the text right under its label (the label/value pairs of the detail pages). */
const valueOf = (label: string) => screen.getByText(label, { selector: '.MuiTypography-caption' }).nextElementSibling?.textContent;

describe('/user-details (spec §2)', () => {
  it('shows the profile read-only as labels and values (no disabled inputs), the email never editable, "My Profile" once', async () => {
    renderApp('/user-details', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(valueOf('First Name')).toBe('Amelia');
    expect(valueOf('Last Name')).toBe('Hart');
    expect(valueOf('Email')).toBe(`${DEMO_USER.email}Email address cannot be changed`);
    expect(valueOf('Role')).toBe('Super Admin');
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByText('Email address cannot be changed')).toBeInTheDocument();
    // the page's heading is its only title: none in the app bar besides it
    expect(screen.getAllByText('My Profile')).toHaveLength(1);
  });

  it('edits first and last name, shows the success snackbar and refetches the profile', async () => {
    const { user, authProvider } = renderApp('/user-details', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const first = screen.getByRole('textbox', { name: /First Name/ });
    expect(first).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /Last Name/ })).toHaveValue('Hart');
    // the email stays a value, never an input
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(valueOf('Email')).toBe(`${DEMO_USER.email}Email address cannot be changed`);
    await user.clear(first);
    await user.type(first, 'Beatrice');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(valueOf('First Name')).toBe('Beatrice');
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(authProvider.session.getState().profile?.personalDetails.firstName).toBe('Beatrice');
    // The avatar follows the refetched profile.
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('BH');
  });

  it("shows 'Failed to update user.' when the update fails", async () => {
    const { user } = renderApp('/user-details', {
      signedIn: true,
      transport: (fake) => ({
        ...fake,
        updateProfile: async () => {
          throw new AuthHttpError(500, { error: 'Database down' });
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText(/First Name/), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update user.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

describe('Update Password dialog (spec §5)', () => {
  async function openDialog(options: Parameters<typeof renderApp>[1] = { signedIn: true }) {
    const app = renderApp('/user-details', options);
    await app.user.click(await screen.findByRole('button', { name: 'Update Password' }));
    const dialog = await screen.findByRole('dialog');
    const fill = async (current: string, next: string) => {
      const currentField = within(dialog).getByLabelText('Current Password');
      const nextField = within(dialog).getByLabelText('New Password');
      await app.user.clear(currentField);
      await app.user.clear(nextField);
      if (current) await app.user.type(currentField, current);
      if (next) await app.user.type(nextField, next);
      await app.user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    };
    return { ...app, dialog, fill };
  }

  it('needs both passwords', async () => {
    const { dialog, fill } = await openDialog();
    await fill('', 'Newpass123');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter both current and new password.');
  });

  it('needs at least 8 characters', async () => {
    const { dialog, fill } = await openDialog();
    await fill(DEMO_USER.password, 'Ab1');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('New password must be at least 8 characters long.');
  });

  it('needs upper case, lower case and a digit', async () => {
    const { dialog, fill } = await openDialog();
    await fill(DEMO_USER.password, 'alllowercase');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'New password must contain uppercase, lowercase, and a number.',
    );
  });

  it("shows the server's error text when it gives one", async () => {
    const { dialog, fill } = await openDialog();
    await fill('Not-the-password1', 'Newpass123');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Current password is incorrect.');
  });

  it("falls back to 'Failed to update password.'", async () => {
    const { dialog, fill } = await openDialog({
      signedIn: true,
      transport: (fake) => ({ ...fake, updatePassword: async () => ({ success: false }) }),
    });
    await fill(DEMO_USER.password, 'Newpass123');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update password.');
  });

  it('sends the person to sign in when the server ended the session after too many wrong guesses', async () => {
    const signedOut = 'Too many wrong current passwords. You have been signed out for safety; please sign in again.';
    const { fill, url } = await openDialog({
      signedIn: true,
      transport: (fake) => {
        // as on the real server: once ended, the session answers 401 everywhere
        let ended = false;
        return {
          ...fake,
          me: async () => {
            if (ended) throw new AuthHttpError(401, { error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
            return fake.me();
          },
          updatePassword: async () => {
            ended = true;
            throw new AuthHttpError(401, { success: false, error: signedOut, code: 'UNAUTHENTICATED' });
          },
        };
      },
    });
    await fill('Fifth-wrong-guess1', 'Newpass123');
    await waitFor(() => expect(url()).toMatch(/^\/login/));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByText(signedOut)).toBeInTheDocument();
  });

  it('closes on success', async () => {
    const { fill } = await openDialog();
    await fill(DEMO_USER.password, 'Newpass123');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();
  });
});
