/** The copy-link action and its two toasts (spec §2, §8). */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../resources/harness';
import { FIRST_ROW_TIMEOUT, listProvider } from './helpers';

describe('copy search link', () => {
  it('puts the filtered view’s full URL on the clipboard and says so', async () => {
    const { provider } = listProvider();
    const { user } = renderConsole('/jobs?filter_title=Gold&filter_isExternalJob=true', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Copy search link' }));
    expect(await screen.findByText('Search link copied to clipboard! You can now share this filtered view.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/jobs?filter_title=Gold&filter_isExternalJob=true`);
  });

  it('shows the failure toast when the clipboard refuses', async () => {
    const { provider } = listProvider();
    const { user } = renderConsole('/jobs', provider);
    await screen.findByText('Diamond Grader', undefined, FIRST_ROW_TIMEOUT);
    const refuse = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy search link' }));
    expect(await screen.findByText('Failed to copy link to clipboard.')).toBeInTheDocument();
    await waitFor(() => expect(refuse).toHaveBeenCalled());
    expect(screen.queryByText('Search link copied to clipboard! You can now share this filtered view.')).not.toBeInTheDocument();
  });
});
