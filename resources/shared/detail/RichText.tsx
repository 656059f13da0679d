/**
 * Rich text (spec §2, §4, §9): an editor with bold, italic, bullet and numbered lists only, at
 * least 20vh high, placeholder 'Start typing here...'; read-only, DOMPurify-sanitised HTML or
 * 'No content available.'.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTextInput } from 'ra-input-rich-text';
import { useRecordContext, useTranslate } from 'react-admin';
import { htmlToPlainText } from '../../../domain/richText';
import { readPath } from '../format';
import { sanitizeRichHtml } from '../sanitizeHtml';
import { useIsEditing } from './context';
import { requiredMarker } from './fields';
import { LabeledValue } from './LabeledValue';
import { InputToolbar, useEditorOptions } from './richTextEditor';

export interface RichTextViewProps {
  html: string | null | undefined;
}

export function RichTextView({ html }: RichTextViewProps) {
  const translate = useTranslate();
  const clean = html ? sanitizeRichHtml(html) : '';
  if (htmlToPlainText(clean) === '') {
    return <Typography color="text.secondary">{translate('resources.shared.detail.rich_text.empty')}</Typography>;
  }
  return <Box className="rich-text-view" sx={{ '& p': { my: 0.5 }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export interface RichTextEditorProps {
  source: string;
  /** Translation key or text; false for none (e.g. under a section title). */
  label?: string | false;
  required?: boolean;
  placeholder?: string;
}

export function RichTextEditor({ source, label = false, required, placeholder }: RichTextEditorProps) {
  const translate = useTranslate();
  const editorOptions = useEditorOptions(placeholder ?? translate('resources.shared.detail.rich_text.placeholder'));
  return (
    <RichTextInput
      source={source}
      label={label}
      validate={required ? requiredMarker : undefined}
      editorOptions={editorOptions}
      helperText={false}
      toolbar={<InputToolbar />}
      sx={{
        '& .ProseMirror': { minHeight: '20vh' },
        // Tiptap's placeholder extension only marks the empty paragraph; the text is drawn here.
        '& .ProseMirror p.is-editor-empty:first-of-type::before': {
          content: 'attr(data-placeholder)',
          color: 'text.disabled',
          float: 'left',
          height: 0,
          pointerEvents: 'none',
        },
      }}
    />
  );
}

/** Editor in edit mode, the sanitised view otherwise (under its label when it has one). */
export function DetailRichText(props: RichTextEditorProps) {
  const editing = useIsEditing();
  const record = useRecordContext();
  if (editing) return <RichTextEditor {...props} />;
  const view = <RichTextView html={readPath(record, props.source) as string | null | undefined} />;
  return props.label ? <LabeledValue label={props.label} value={view} /> : view;
}
