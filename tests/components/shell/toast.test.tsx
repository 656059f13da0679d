import { act, render, renderHook, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '../../../domain/constants';
import { ToastProvider, useToast, type ToastApi } from '../../../ui/components/toast';
import { createI18nProvider } from '../../../src/i18n';

vi.mock('../../../resources/i18n', () => import('./stubResourceI18n'));

function Probe({ onReady }: { onReady(api: ToastApi): void }) {
  onReady(useToast());
  return null;
}

function renderToasts() {
  let api: ToastApi | null = null;
  render(
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
      <ToastProvider>
        <Probe onReady={(value) => (api = value)} />
      </ToastProvider>
    </AdminContext>,
  );
  return () => api as unknown as ToastApi;
}

describe('toasts', () => {
  it("throws 'useToast must be used within ToastProvider' outside its provider", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useToast())).toThrow('useToast must be used within ToastProvider');
  });

  it('shows a message at top centre with the info severity by default', async () => {
    const api = renderToasts();
    act(() => api().showToast('Copied'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Copied');
    expect(alert.className).toMatch(/Info/);
    const snackbar = alert.closest('.MuiSnackbar-root');
    expect(snackbar?.className).toMatch(/anchorOriginTopCenter/);
  });

  it('shows status toasts as "<message> success" and "<message> failed"', async () => {
    const api = renderToasts();
    act(() => api().showStatusToast('Job created', true));
    expect(await screen.findByRole('alert')).toHaveTextContent('Job created success');
    expect(screen.getByRole('alert').className).toMatch(/Success/);
    act(() => api().showStatusToast('Job deleted', false));
    expect(await screen.findByText('Job deleted failed')).toBeInTheDocument();
    expect(screen.getByRole('alert').className).toMatch(/Error/);
  });

  it('hides a toast after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = renderToasts();
      act(() => api().showToast('Saved', 'success'));
      expect(screen.getByText('Saved')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(TOAST_MS - 200);
      });
      expect(screen.getByText('Saved')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(400);
      });
      // Then the exit transition runs its course.
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
