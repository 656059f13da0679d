/** Tiptap set-up for RichTextEditor: StarterKit without headings, code or quotes, plus a placeholder. */
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useMemo } from 'react';
import { RichTextToolbar } from './RichTextToolbar';

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

/** The shared toolbar over react-admin's rich text input, which hands its editor through context. */
export function InputToolbar() {
  return <RichTextToolbar editor={useTiptapEditor()} />;
}
