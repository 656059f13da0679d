/** The kit's small pieces: copy-ID, delete dialog, audit block, SEO block, rich text view, menu. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AuditInfo,
  CopyIdButton,
  RichTextView,
  SeoMetadataSection,
  TypedDeleteDialog,
  formatAuditDate,
} from '../../../resources/shared/detail';
import { EditModeContext } from '../../../resources/shared/detail/context';
import { Form } from 'react-admin';
import { renderKit } from './kitHarness';

afterEach(() => {
  vi.useRealTimers();
});

describe('CopyIdButton', () => {
  it("copies the id and says 'Copied' for 1.5 s", async () => {
    const writeText = vi.fn(async () => {});
    renderKit(<CopyIdButton id="c-42" />);
    // after renderKit: user-event installs its own clipboard stub
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = await screen.findByRole('button', { name: 'Copy ID' });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(button).toHaveTextContent('Copied');
    expect(writeText).toHaveBeenCalledWith('c-42');
    act(() => vi.advanceTimersByTime(1499));
    expect(button).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent('Copy ID');
  });

  it('toasts the §8 failure when the clipboard refuses', async () => {
    const { user } = renderKit(<CopyIdButton id="c-42" />);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy ID' }));
    expect(await screen.findByText('Failed to copy ID to clipboard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy ID' })).toHaveTextContent('Copy ID');
  });
});

function DialogHarness({ rule, expected, onConfirm }: { rule: 'exact' | 'caseSensitive' | 'relaxed'; expected: string; onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return <TypedDeleteDialog open={open} name="Company" expected={expected} rule={rule} onClose={() => setOpen(false)} onConfirm={onConfirm} />;
}

describe('TypedDeleteDialog', () => {
  it('enables Confirm Delete only for the exact company name', async () => {
    const onConfirm = vi.fn();
    const { user } = renderKit(<DialogHarness rule="exact" expected="Aurora Gems" onConfirm={onConfirm} />);
    expect(await screen.findByText('Delete Company')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm Delete' });
    const input = screen.getByRole('textbox', { name: 'Type to confirm' });
    expect(confirm).toBeDisabled();
    await user.type(input, 'aurora gems');
    expect(confirm).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'Aurora Gems');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('ignores case and surrounding spaces for the relaxed rule', async () => {
    const onConfirm = vi.fn();
    const { user } = renderKit(<DialogHarness rule="relaxed" expected="Gold Smith" onConfirm={onConfirm} />);
    await user.type(await screen.findByRole('textbox', { name: 'Type to confirm' }), '  gold smith ');
    expect(screen.getByRole('button', { name: 'Confirm Delete' })).toBeEnabled();
  });
});

describe('AuditInfo', () => {
  it("formats dates as 'MMM DD, YYYY at h:mm A'", () => {
    expect(formatAuditDate('2025-03-05T15:07:00')).toBe('Mar 05, 2025 at 3:07 PM');
    expect(formatAuditDate('2025-11-20T09:30:00')).toBe('Nov 20, 2025 at 9:30 AM');
    expect(formatAuditDate(null)).toBeNull();
  });

  it("shows 'Unknown' for a missing creator and a dash for a missing update", async () => {
    renderKit(<AuditInfo record={{ createdAt: '2025-03-05T15:07:00', createdBy: null, updatedAt: null, updatedBy: null }} />);
    expect(await screen.findByText('Audit Information')).toBeInTheDocument();
    expect(screen.getByText('Mar 05, 2025 at 3:07 PM')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getAllByText('-')).toHaveLength(2);
  });

  it('shows the updater when there is one', async () => {
    renderKit(<AuditInfo record={{ createdAt: null, createdBy: 'a@x.com', updatedAt: '2025-03-05T15:07:00', updatedBy: 'b@x.com' }} />);
    expect(await screen.findByText('b@x.com')).toBeInTheDocument();
    expect(screen.getByText('a@x.com')).toBeInTheDocument();
  });
});

const SEO = { id: 'c1', metadata: { url: 'https://x.test/aurora', title: 'Aurora', keywords: 'gems', description: 'Fine gems', metadata: [{ key: 'region', value: 'West' }] } };

describe('SeoMetadataSection', () => {
  it('is read-only in view mode with the key/value list', async () => {
    renderKit(
      <EditModeContext.Provider value={false}>
        <RecordContextProvider value={SEO}>
          <SeoMetadataSection />
        </RecordContextProvider>
      </EditModeContext.Provider>,
    );
    expect(await screen.findByText('SEO Metadata')).toBeInTheDocument();
    expect(screen.getByText('https://x.test/aurora')).toBeInTheDocument();
    expect(screen.getByText('region')).toBeInTheDocument();
    expect(screen.getByText('West')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('edits title, keywords and a 3-row description but never the url', async () => {
    renderKit(
      <RecordContextProvider value={SEO}>
        <Form record={SEO}>
          <SeoMetadataSection />
        </Form>
      </RecordContextProvider>,
    );
    const description = await screen.findByRole('textbox', { name: 'Meta Description' });
    expect(description.tagName).toBe('TEXTAREA');
    expect(description).toHaveAttribute('rows', '3');
    expect(screen.getByRole('textbox', { name: 'Meta Title' })).toHaveValue('Aurora');
    expect(screen.getByRole('textbox', { name: 'Keywords' })).toHaveValue('gems');
    expect(screen.queryByRole('textbox', { name: 'URL' })).not.toBeInTheDocument();
    expect(screen.getByText('https://x.test/aurora')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Key' })).toHaveValue('region');
  });
});

describe('RichTextView', () => {
  it("shows 'No content available.' when empty", async () => {
    renderKit(<RichTextView html="<p> </p>" />);
    expect(await screen.findByText('No content available.')).toBeInTheDocument();
  });

});
