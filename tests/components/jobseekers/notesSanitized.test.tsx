// @vitest-environment jsdom
/**
 * Stored notes are sanitised on display. Runs in jsdom: happy-dom's parser lets DOMPurify keep
 * <script> (a test-environment gap, not the browser's), so there the test could not fail for the right reason.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Note } from '../../../domain/types';
import { NotesPanel } from '../../../resources/jobseekers/notes/NotesPanel';
import { renderPanel } from './panelHarness';

describe('NotesPanel display', () => {
  it('shows stored notes sanitised: no scripts, handlers or javascript: links; links open in a new tab', async () => {
    const hostile: Note = {
      id: 'h',
      note: '<p onclick="steal()">Hi <b>there</b><script>window.pwned=1</script><img src=x onerror="window.pwned=1"></p><a href="javascript:alert(1)">bad</a><a href="https://gia.edu">GIA</a><style>p{display:none}</style>',
      changedBy: 'x',
      date: '2025-03-01T09:05:00Z',
    };
    const { container } = renderPanel(<NotesPanel jobSeekerId="s1" notes={[hostile]} onReload={() => {}} />, {} as never);
    await screen.findByText('there');
    const html = (screen.getByTestId('note').querySelector('div > div') as HTMLElement).innerHTML;
    expect(html).not.toMatch(/script|onclick|onerror|<img|<style|javascript:/i);
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    const gia = screen.getByRole('link', { name: 'GIA' });
    expect(gia).toHaveAttribute('href', 'https://gia.edu');
    expect(gia).toHaveAttribute('target', '_blank');
    expect(gia).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('b')).toHaveTextContent('there');
  });
});
