/** One rich-text toolbar (spec §9) on every rich-text box: the same buttons, words and size. */
import { screen, waitFor, within } from '@testing-library/react';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { NoteEditor } from '../../../resources/jobseekers/notes/NoteEditor';
import { RichTextEditor } from '../../../resources/shared/detail';
import { renderKit } from './kitHarness';

function toolbarOf(box: HTMLElement) {
  const group = box.querySelector('.MuiToggleButtonGroup-root') as HTMLElement;
  const buttons = within(group).getAllByRole('button');
  return {
    labels: buttons.map((b) => b.getAttribute('aria-label')),
    sizes: buttons.map((b) => [...b.classList].find((c) => c.startsWith('MuiToggleButton-size'))),
    iconSizes: buttons.map((b) => [...(b.querySelector('svg')?.classList ?? [])].find((c) => c.startsWith('MuiSvgIcon-fontSize'))),
  };
}

describe('the rich-text toolbar', () => {
  it('is the same on a description (react-admin input) and on a new job seeker note', async () => {
    const { container } = renderKit(
      <>
        <div data-testid="description">
          <Form record={{ id: 1, about: '' }}>
            <RichTextEditor source="about" />
          </Form>
        </div>
        <div data-testid="note">
          <NoteEditor onChange={() => undefined} />
        </div>
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('.ProseMirror, .tiptap').length).toBeGreaterThanOrEqual(2));
    const description = toolbarOf(screen.getByTestId('description'));
    const note = toolbarOf(screen.getByTestId('note'));
    expect(description.labels).toEqual(['Bold', 'Italic', 'Bullet list', 'Numbered list']);
    expect(note).toEqual(description);
    expect(description.sizes).toEqual(Array(4).fill('MuiToggleButton-sizeSmall'));
    expect(description.iconSizes).toEqual(Array(4).fill('MuiSvgIcon-fontSizeSmall'));
  });

  it('marks the active format on the note editor as on the description', async () => {
    const { user } = renderKit(<NoteEditor onChange={() => undefined} />);
    const editor = await screen.findByRole('textbox', { name: 'New note' });
    await user.click(editor);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'false');
  });
});
