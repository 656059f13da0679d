/** Tiptap set-up for RichTextEditor: StarterKit without headings, code or quotes, plus a placeholder. */
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, { type ToggleButtonGroupProps } from '@mui/material/ToggleButtonGroup';
import { Placeholder } from '@tiptap/extensions';
import { useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

export function useEditorOptions(placeholder: string) {
  return useMemo(
    () => ({
      extensions: [
        StarterKit.configure({ heading: false, code: false, codeBlock: false, blockquote: false, horizontalRule: false, strike: false }),
        Placeholder.configure({ placeholder }),
      ],
    }),
    [placeholder],
  );
}

const FORMATS = ['bold', 'italic'] as const;

/** Bold and italic only: the spec's toolbar has no underline, strike or code. */
export function BoldItalicButtons(props: ToggleButtonGroupProps) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? FORMATS.filter((f) => e.isActive(f)) : []),
  });
  const toggle = (format: (typeof FORMATS)[number]) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    (format === 'bold' ? chain.toggleBold() : chain.toggleItalic()).run();
  };
  const bold = translate('ra.tiptap.bold', { _: 'Bold' });
  const italic = translate('ra.tiptap.italic', { _: 'Italic' });
  return (
    <ToggleButtonGroup {...props} value={active ?? []} disabled={!editor?.isEditable}>
      <ToggleButton value="bold" aria-label={bold} title={bold} onClick={() => toggle('bold')}>
        <FormatBold fontSize="inherit" />
      </ToggleButton>
      <ToggleButton value="italic" aria-label={italic} title={italic} onClick={() => toggle('italic')}>
        <FormatItalic fontSize="inherit" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
