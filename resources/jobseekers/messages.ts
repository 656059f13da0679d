/**
 * This resource's screen texts beyond its field labels (detail, create, dialogs, messages), merged
 * into the catalogue under resources.jobseekers.screen by resources/i18n.ts. Spec texts word for word.
 */
import { JOB_SEEKER_DECLARATION } from '../../domain/entities/jobSeekers';
import { VALIDATION } from '../../domain/messages';
import { fieldLabelsOf } from '../shared/declared';

export const screenMessages = {
  not_found: 'No user data found. Please check the user ID and try again.',
  fetch_failed: 'Failed to fetch user data. Please try again later.',
  update_failed: 'Failed to update user. Please try again later.',
  delete_failed: 'Failed to delete user. Please try again later.',
  toast_update: 'Update Job Seeker',
  toast_deleted: 'Job seeker deleted',
  edit_profile: 'Edit Profile',
  delete_user: 'Delete User',
  delete_name: 'User',
  untitled: 'Job Seeker',
  sections: {
    personal: 'Personal Information',
    address: 'Address Information',
    preferences: 'Job Preferences',
    skills: 'Skills',
  },
  /** Field labels as declared (domain/entities/jobSeekers.ts, person.ts), keyed by field path. */
  fields: fieldLabelsOf(JOB_SEEKER_DECLARATION),
  job_types: {
    FULL_TIME: 'Full Time',
    PART_TIME: 'Part Time',
    CONTRACT: 'Contract',
    FREELANCE: 'Freelance',
    INTERNSHIP: 'Internship',
  },
  validation: VALIDATION.person,
  notes: {
    title: 'Notes',
    empty: 'No notes available.',
    placeholder: 'Start typing here...',
    editor_label: 'New note',
    add: 'Add Note',
    delete: 'Delete note',
    saving: 'Saving...',
    unknown_author: 'Unknown',
    by: '%{author} · %{date}',
    save_failed: 'Failed to save note.',
    delete_failed: 'Failed to delete note.',
    toast_add: 'Add Note',
    toast_delete: 'Delete Note',
  },
  resume: {
    title: 'Resume',
    none: 'No resume uploaded.',
    download: 'Download',
    preview: 'Preview',
    hide_preview: 'Hide preview',
    preview_title: 'Resume preview',
    upload: 'Upload Resume',
    upload_failed: 'Failed to upload file to S3.',
  },
} as const;
