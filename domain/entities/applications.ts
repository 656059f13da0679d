/**
 * Every field of a job application (the contract's JobApplication and JobApplicationUpdateInput),
 * declared once: see declaration.ts. An application is a link between a job and a job seeker:
 * its list row names (name, designation, company, location) are read from them, not stored; its
 * status and notes are changed through the status panel, which appends to its history.
 */
import { APPLICATION_STATUSES } from '../enums';
import { declareEntity } from './declaration';

export const APPLICATION_DECLARATION = declareEntity({
  resource: 'job-applications',
  type: 'JobApplication',
  input: 'JobApplicationUpdateInput',
  table: 'job_applications',
  detailSections: [
    { key: 'job', custom: 'applicationJob' },
    { key: 'status', custom: 'statusManagement' },
    { key: 'history', custom: 'historyTimeline' },
    { key: 'notes', custom: 'applicationNotes' },
  ],
  fields: {
    _id: { label: 'Application ID', kind: 'id', readOnly: true, column: 'id', listSelect: true },
    // The list's names are read from the job and the seeker, and filter by their columns.
    name: { label: 'Name', kind: 'text', readOnly: true, stored: false, list: true, filter: { via: 'jobSeekerId', over: ['personalDetails.fullName'] } },
    designation: { label: 'Designation', kind: 'text', readOnly: true, stored: false, list: true, filter: { via: 'jobId', over: ['title'] } },
    companyName: { label: 'Company Name', kind: 'text', readOnly: true, stored: false, list: true, filter: { via: 'jobId', over: ['companyName'] } },
    location: {
      label: 'Location',
      kind: 'text',
      readOnly: true,
      stored: false,
      list: true,
      filter: { order: 5, via: 'jobId', over: ['location', 'city', 'state', 'country'] },
    },
    status: {
      label: 'Status',
      kind: 'choice',
      choice: { values: APPLICATION_STATUSES, labels: 'status' },
      custom: 'statusManagement',
      section: 'status',
      list: { display: 'statusDot' },
      filter: { order: 4 },
      sendBlank: false,
      seed: 'pending',
    },
    /** A new note, appended to the application's notes with the date and the signed-in changer. */
    note: { label: 'Note', kind: 'longText', inType: false, stored: false, custom: 'applicationNotes', section: 'notes', limit: 'long', sendBlank: false },
    jobId: { label: 'Job', kind: 'id', readOnly: true, links: 'jobs', listSelect: true, filter: { drawer: false } },
    jobSeekerId: { label: 'Job Seeker', kind: 'id', readOnly: true, links: 'job_seekers', listSelect: true, filter: { drawer: false } },
    jobSeeker: {
      label: 'Job Seeker',
      kind: 'object',
      readOnly: true,
      stored: false,
      custom: 'applicationJob',
      section: 'job',
      select: ['_id', { personalDetails: ['fullName', 'firstName', 'lastName', 'email'] }, 'overview', 'resumeUrl', { embedding: ['vector', 'updatedAt'] }],
    },
    job: {
      label: 'Job',
      kind: 'object',
      readOnly: true,
      stored: false,
      custom: 'applicationJob',
      section: 'job',
      select: ['_id', 'title', 'companyName', 'companyId', 'location', 'city', 'state', 'country', 'embeddings', { company: ['companyName', 'logoUrl'] }],
    },
    history: { label: 'History', kind: 'object', readOnly: true, stored: false, custom: 'historyTimeline', section: 'history', select: ['status', 'date', 'changedBy'] },
    notes: { label: 'Notes', kind: 'object', readOnly: true, stored: false, custom: 'applicationNotes', section: 'notes', select: ['id', 'note', 'changedBy', 'date'] },
    createdAt: { label: 'Applied On', kind: 'timestamp', readOnly: true, listSelect: true },
    createdBy: { label: 'Created By', kind: 'text', readOnly: true },
    updatedAt: { label: 'Updated At', kind: 'timestamp', readOnly: true },
    updatedBy: { label: 'Updated By', kind: 'text', readOnly: true },
  },
});
