/**
 * The rich text box of a new note (spec §5 safe tags, §9 toolbar: bold, italic, bullet list,
 * numbered list). Not a form field: the note is sent on its own, never with the profile's Save.
 */
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslate } from 'react-admin';
import { LINK_REL, LINK_TARGET } from '../../../domain/richText';

const T = 'resources.jobseekers.screen.notes';

// Only what the safe set of spec §5 can store; the rest would be stripped on save anyway.
const extensions = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: { openOnClick: false, autolink: true, HTMLAttributes: { target: LINK_TARGET, rel: LINK_REL } },
  }),
];

export interface NoteEditorProps {
  onChange(html: string, isEmpty: boolean): void;
  disabled?: boolean;
}

export function NoteEditor({ onChange, disabled }: NoteEditorProps) {
  const translate = useTranslate();
  const editor = useEditor({
    extensions,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': translate(`${T}.editor_label`), role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML(), e.getText().trim() === ''),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      empty: e?.isEmpty ?? true,
    }),
  });
  const buttons = [
    { key: 'bold', icon: <FormatBoldIcon fontSize="small" />, run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', icon: <FormatItalicIcon fontSize="small" />, run: () => editor?.chain().focus().toggleItalic().run() },
    { key: 'bulletList', label: 'bullet_list', icon: <FormatListBulletedIcon fontSize="small" />, run: () => editor?.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', label: 'numbered_list', icon: <FormatListNumberedIcon fontSize="small" />, run: () => editor?.chain().focus().toggleOrderedList().run() },
  ] as const;

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '&:focus-within': { borderColor: 'primary.main' } }}>
      <ToggleButtonGroup size="small" sx={{ p: 0.5 }} disabled={disabled}>
        {buttons.map((b) => (
          <ToggleButton
            key={b.key}
            value={b.key}
            selected={state?.[b.key] ?? false}
            aria-label={translate(`${T}.${'label' in b ? b.label : b.key}`)}
            onClick={b.run}
          >
            {b.icon}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          position: 'relative',
          px: 1.5,
          '& .tiptap': { minHeight: '20vh', outline: 'none', py: 1 },
          '& .tiptap p': { my: 0.5 },
        }}
      >
        {state?.empty ? (
          <Box aria-hidden sx={{ position: 'absolute', top: 12, left: 12, color: 'text.disabled', pointerEvents: 'none' }}>
            {translate(`${T}.placeholder`)}
          </Box>
        ) : null}
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
