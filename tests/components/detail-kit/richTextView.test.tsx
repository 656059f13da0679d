// @vitest-environment jsdom
/**
 * The read-only rich text view shows stored HTML through the shared safe set. Runs in jsdom:
 * happy-dom's parser lets DOMPurify keep <script>, so there this test could not fail for the right reason.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextView } from '../../../resources/shared/detail';
import { renderKit } from './kitHarness';

describe('RichTextView', () => {
  it('strips scripts, styles, handlers and javascript: links; keeps safe tags; links open in a new tab', async () => {
    const hostile =
      '<p onclick="steal()">Hi <b>there</b><script>window.pwned=1</script><img src=x onerror="window.pwned=1"></p>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://gia.edu">GIA</a><style>p{display:none}</style>';
    const { container } = renderKit(<RichTextView html={hostile} />);
    await screen.findByText('there');
    const view = container.querySelector('.rich-text-view') as HTMLElement;
    expect(view.innerHTML).not.toMatch(/script|onclick|onerror|<img|<style|javascript:/i);
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    const gia = screen.getByRole('link', { name: 'GIA' });
    expect(gia).toHaveAttribute('target', '_blank');
    expect(gia).toHaveAttribute('rel', 'noopener noreferrer');
    expect(view.querySelector('b')).toHaveTextContent('there');
  });

  it("shows 'No content available.' when the HTML has no text", async () => {
    renderKit(<RichTextView html={'<p><script>x()</script></p>'} />);
    expect(await screen.findByText('No content available.')).toBeInTheDocument();
  });
});
