/**
 * Texts of the shared detail pieces (audit block, SEO metadata, rich text, upload box, delete
 * dialog, copy-ID, actions menu), under resources.shared.detail. Spec texts word for word.
 */
import { VALIDATION } from '../../../domain/messages';

export const detailKitMessages = {
  actions: {
    more: 'More actions',
    edit: 'Edit %{name}',
    exit_edit: 'Exit Edit',
    refresh: 'Refresh',
    delete: 'Delete %{name}',
  },
  save: 'Save',
  saving: 'Saving...',
  /** A yes/no field of any resource, shown and chosen. */
  yes: 'Yes',
  no: 'No',
  /** Under a text field that offers suggestions (a declared choice with suggestions). */
  suggestions_hint: 'Pick a suggestion or type your own',
  back: 'Back',
  fetch_failed: 'Failed to fetch data. Please try again later.',
  update_failed: 'Failed to update. Please try again later.',
  copy_id: {
    label: 'Copy ID',
    copied: 'Copied',
    failed: 'Failed to copy ID to clipboard.',
  },
  audit: {
    title: 'Audit Information',
    created_at: 'Created At',
    created_by: 'Created By',
    updated_at: 'Updated At',
    updated_by: 'Updated By',
    unknown: 'Unknown',
  },
  seo: {
    title: 'SEO Metadata',
    url: 'URL',
    meta_title: 'Meta Title',
    keywords: 'Keywords',
    description: 'Meta Description',
    entries: 'Additional Metadata',
    key: 'Key',
    value: 'Value',
    add_entry: 'Add Metadata',
    remove_entry: 'Remove',
    no_entries: 'No additional metadata.',
  },
  rich_text: {
    empty: 'No content available.',
    placeholder: 'Start typing here...',
    bold: 'Bold',
    italic: 'Italic',
    bullet_list: 'Bullet list',
    numbered_list: 'Numbered list',
  },
  date: {
    placeholder: 'dd/mm/yyyy',
    choose: 'Choose date',
    invalid: 'Enter the date as dd/mm/yyyy.',
  },
  upload: {
    prompt: 'Drag and drop a file here, or click to choose one',
    drop: 'Drop the file here',
    limits: '%{extensions} up to %{max} MB',
    remove: 'Remove file',
    current: 'Current file',
    one_file: VALIDATION.upload.oneFile,
    unsupported: VALIDATION.upload.unsupportedType,
    too_large: 'File size should be less than %{max} MB.',
  },
  chips: {
    add_hint: 'Type and press Enter to add',
    remove: 'Remove %{value}',
  },
  delete_dialog: {
    title: 'Delete %{name}',
    prompt: 'This cannot be undone. To confirm, type:',
    label: 'Type to confirm',
    cancel: 'Cancel',
    confirm: 'Confirm Delete',
    deleting: 'Deleting...',
  },
  empty_value: '-',
} as const;
