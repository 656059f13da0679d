import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { GlobalNotification, useSaveNotification } from '../../../ui/components/notification';
import { createI18nProvider } from '../../../src/i18n';
import { createAppRouter } from '../../../src/router';

vi.mock('../../../resources/i18n', () => import('./stubResourceI18n'));

function Crash(): never {
  throw new Error('boom');
}

describe("the router's default error page", () => {
  it("reads 'Unexpected Application Error!'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<RouterProvider router={createAppRouter(<Crash />, { initialEntries: ['/jobs'] })} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
  });
});

describe('global notification (spec §8, §9)', () => {
  function renderNotifier() {
    let notify: ReturnType<typeof useSaveNotification> = () => undefined;
    function Probe() {
      notify = useSaveNotification();
      return null;
    }
    render(
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Probe />
        <GlobalNotification />
      </AdminContext>,
    );
    return (ok: boolean, message?: string) => act(() => notify(ok, message));
  }

  it("defaults to 'Save is successful' at top centre", async () => {
    const notify = renderNotifier();
    notify(true);
    const text = await screen.findByText('Save is successful');
    expect(text.closest('.MuiSnackbar-root')?.className).toMatch(/anchorOriginTopCenter/);
  });

  it("defaults to 'Save failed' on failure", async () => {
    const notify = renderNotifier();
    notify(false);
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
  });

  it('hides after 6 seconds, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const notify = renderNotifier();
      notify(true);
      expect(screen.getByText('Save is successful')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(5700);
      });
      expect(screen.getByText('Save is successful')).toBeInTheDocument();
      // past the 6 s, then the exit transition runs its course
      await act(async () => {
        vi.advanceTimersByTime(600);
      });
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.queryByText('Save is successful')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a given message instead of the default', async () => {
    const notify = renderNotifier();
    notify(true, 'Company saved');
    expect(await screen.findByText('Company saved')).toBeInTheDocument();
  });
});
