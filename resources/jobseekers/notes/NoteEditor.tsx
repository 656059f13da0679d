/**
 * The rich text box of a new note (spec §5 safe tags, §9 toolbar: the console's one rich-text
 * toolbar). Not a form field: the note is sent on its own, never with the profile's Save.
 */
import Box from '@mui/material/Box';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslate } from 'react-admin';
import { LINK_REL, LINK_TARGET } from '../../../domain/richText';
import { RichTextToolbar } from '../../shared/detail/RichTextToolbar';

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
  const empty = useEditorState({ editor, selector: ({ editor: e }) => e?.isEmpty ?? true });
  // The same frame as the other rich-text boxes (react-admin's rich text input): toolbar above,
  // a bordered writing area on the page's background.
  return (
    <Box>
      <RichTextToolbar editor={editor} disabled={disabled} />
      <Box
        sx={{
          position: 'relative',
          px: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.default',
          '&:focus-within': { borderColor: 'primary.main' },
          '& .tiptap': { minHeight: '20vh', outline: 'none', py: 1 },
          '& .tiptap p': { my: 0.5 },
        }}
      >
        {empty ? (
          <Box aria-hidden sx={{ position: 'absolute', top: 8, left: 8, color: 'text.disabled', pointerEvents: 'none' }}>
            {translate(`${T}.placeholder`)}
          </Box>
        ) : null}
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
