/**
 * Every field of a job seeker (the contract's JobSeeker and JobSeekerInput), declared once: see
 * declaration.ts. personalDetails.* are the shared person fields (person.ts); jobPreferences.*
 * are plain columns with their own names (pref_job_type, pref_locations, ...). The résumé, the
 * AI overview and the notes are hand-drawn panels.
 */
import { JOB_TYPES } from '../enums';
import { declareEntity, joinText } from './declaration';
import { PERSON_FIELDS as P } from './person';

/** Location column: city, state, country; then the address or the preferred locations; else '-' (spec §2). */
export const jobSeekerLocation = (seeker: Readonly<Record<string, unknown>>): string => {
  const details = (seeker.personalDetails ?? {}) as Record<string, unknown>;
  const joined = joinText(details.city, details.state, details.country);
  if (joined) return joined;
  const address = details.address;
  if (typeof address === 'string' && address.trim() !== '') return address;
  const preferences = (seeker.jobPreferences ?? {}) as Record<string, unknown>;
  return (Array.isArray(preferences.location) ? joinText(...preferences.location) : null) ?? '-';
};

export const JOB_SEEKER_DECLARATION = declareEntity({
  resource: 'jobseekers',
  type: 'JobSeeker',
  input: 'JobSeekerInput',
  table: 'job_seekers',
  detailSections: [
    { key: 'ai', custom: 'aiOverview' },
    { key: 'personal' },
    { key: 'address' },
    { key: 'preferences' },
    { key: 'skills', blocks: true },
    { key: 'resume', custom: 'resume' },
    { key: 'notes', custom: 'notes' },
    { key: 'audit', custom: 'auditInfo' },
  ],
  fields: {
    _id: { label: 'Job Seeker ID', kind: 'id', readOnly: true, column: 'id', listSelect: true },

    // Personal Information
    'personalDetails.fullName': { ...P.fullName, list: { label: 'Name' }, filter: { label: 'Name' } },
    'personalDetails.email': { ...P.email, list: true, filter: true },
    'personalDetails.firstName': { ...P.firstName, asterisk: ['edit'], listSelect: true },
    'personalDetails.lastName': { ...P.lastName, asterisk: ['edit'], listSelect: true },
    'personalDetails.phone': P.phone,
    'personalDetails.birthday': P.birthday,
    yearsOfExperience: { label: 'Years of Experience', kind: 'number', section: 'personal' },
    education: { label: 'Education', kind: 'text', section: 'personal', limit: 'short' },

    // Address Information
    'personalDetails.address': { ...P.address, listSelect: true },
    'personalDetails.city': { ...P.city, listSelect: true },
    'personalDetails.state': { ...P.state, listSelect: true },
    'personalDetails.zipCode': P.zipCode,
    'personalDetails.country': { ...P.country, listSelect: true },

    // Job Preferences
    'jobPreferences.jobType': {
      label: 'Job Type',
      kind: 'choice',
      choice: { values: JOB_TYPES, labels: 'job_types' },
      section: 'preferences',
      column: 'pref_job_type',
      limit: 'name',
    },
    'jobPreferences.noticePeriod': { label: 'Notice Period', kind: 'text', section: 'preferences', limit: 'name' },
    'jobPreferences.location': {
      label: 'Preferred Locations',
      kind: 'commaList',
      section: 'preferences',
      column: 'pref_locations',
      listSelect: true,
      limit: { list: 'name' },
      seed: [],
    },
    'jobPreferences.preferredRoles': { label: 'Preferred Roles', kind: 'commaList', section: 'preferences', limit: { list: 'name' }, seed: [] },

    // The list's Location (spec §2), and its filter over the places a seeker names.
    location: {
      label: 'Location',
      kind: 'text',
      inType: false,
      readOnly: true,
      stored: false,
      detail: false,
      list: { value: jobSeekerLocation },
      filter: {
        over: ['personalDetails.city', 'personalDetails.state', 'personalDetails.country', 'jobPreferences.location', 'personalDetails.address'],
      },
    },

    // Skills
    skills: { label: 'Skills', kind: 'chips', section: 'skills', filter: true, limit: { list: 'name' }, seed: [] },

    // Resume, AI overview, notes: hand-drawn panels
    resumeUrl: { label: 'Resume', kind: 'url', custom: 'resume', section: 'resume', limit: 'link' },
    jobSeekerDescription: { label: 'Overview', kind: 'longText', readOnly: true, stored: false },
    overview: { label: 'Overview', kind: 'longText', readOnly: true, custom: 'aiOverview', section: 'ai' },
    embedding: {
      label: 'Embedding',
      kind: 'object',
      readOnly: true,
      stored: false,
      custom: 'aiOverview',
      section: 'ai',
      select: ['vector', 'updatedAt'],
    },
    notes: { label: 'Notes', kind: 'object', readOnly: true, stored: false, custom: 'notes', section: 'notes', select: ['id', 'note', 'changedBy', 'date'] },

    createdAt: { label: 'Created At', kind: 'timestamp', readOnly: true, listSelect: true },
    createdBy: { label: 'Created By', kind: 'text', readOnly: true },
    updatedAt: { label: 'Updated At', kind: 'timestamp', readOnly: true },
    updatedBy: { label: 'Updated By', kind: 'text', readOnly: true },
  },
});
