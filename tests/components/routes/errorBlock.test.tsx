/** The shared error block (spec §2 "Generic error block"): the text as given, and Try again on one line. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBlock } from '../../../ui/components/ErrorBlock';
import { createI18nProvider } from '../../../src/i18n';

describe('ErrorBlock', () => {
  it('shows the message as given and calls onRetry from Try again, which never wraps', async () => {
    const onRetry = vi.fn();
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <ErrorBlock message="Failed to fetch data. Please try again later." onRetry={onRetry} />
      </AdminContext>,
    );
    expect(screen.getByText('Failed to fetch data. Please try again later.')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(getComputedStyle(retry).whiteSpace).toBe('nowrap');
    await userEvent.setup().click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button without onRetry', () => {
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <ErrorBlock message="Failed to fetch company request details." />
      </AdminContext>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
