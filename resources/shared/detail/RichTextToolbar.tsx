/**
 * The one rich-text toolbar (spec §9: bold, italic, bullet list, numbered list), the same size
 * and words on every rich-text box: job, company and application texts (RichTextEditor) and the
 * job seeker's new note (NoteEditor).
 */
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';

const K = 'resources.shared.detail.rich_text';

type Format = 'bold' | 'italic' | 'bulletList' | 'orderedList';

const BUTTONS: ReadonlyArray<{ format: Format; label: string; icon: ReactElement; run(editor: Editor): void }> = [
  { format: 'bold', label: `${K}.bold`, icon: <FormatBold fontSize="small" />, run: (e) => e.chain().focus().toggleBold().run() },
  { format: 'italic', label: `${K}.italic`, icon: <FormatItalic fontSize="small" />, run: (e) => e.chain().focus().toggleItalic().run() },
  { format: 'bulletList', label: `${K}.bullet_list`, icon: <FormatListBulleted fontSize="small" />, run: (e) => e.chain().focus().toggleBulletList().run() },
  { format: 'orderedList', label: `${K}.numbered_list`, icon: <FormatListNumbered fontSize="small" />, run: (e) => e.chain().focus().toggleOrderedList().run() },
];

export function RichTextToolbar({ editor, disabled = false }: { editor: Editor | null; disabled?: boolean }) {
  const translate = useTranslate();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? BUTTONS.filter((b) => e.isActive(b.format)).map((b) => b.format) : []),
  });
  return (
    <ToggleButtonGroup size="small" value={active ?? []} disabled={disabled || !editor?.isEditable} sx={{ mb: 0.5 }}>
      {BUTTONS.map((b) => {
        const label = translate(b.label);
        return (
          <ToggleButton key={b.format} value={b.format} aria-label={label} title={label} onClick={() => editor && b.run(editor)}>
            {b.icon}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
