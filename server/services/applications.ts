/** Job application rules: status changes and notes are appended to the event log. */
import { randomUUID } from 'node:crypto';
import { MAX_PAGE_SIZE } from '../../domain/constants';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/enums';
import type { ApplicantRow, JobApplication } from '../../domain/types';
import {
  appendApplicationEvent,
  applicationLogHeld,
  APPLICATIONS,
  APPLICATION_WEIGHT,
  currentStatus,
  deleteApplication,
  findApplication,
  findApplicationRows,
  listApplicants,
  setApplicationStatus,
} from '../db/repositories/applications';
import { findJob } from '../db/repositories/jobs';
import { isUuid } from '../db/repositories/shared';
import { badInput, notFound } from '../errors';
import { sanitizeNonEmpty } from '../sanitize';
import { assertInputRules } from './inputRules';
import type { Actor, ServiceDeps } from './deps';
import { byIdReader, listService } from './listArgs';
import { APPLICATION_HISTORY_FULL, APPLICATION_NOTES_FULL, assertRoomForNote, assertRoomForStatusChange } from './noteLimits';
import { parseExpectedVersion, staleCopy } from './versioning';

export interface JobApplicationUpdateInput {
  status?: ApplicationStatus | null;
  note?: string | null;
}

const NOTHING = 'Choose a status or write a note.';
const NOTE_EMPTY = 'Note cannot be empty.';

export function createApplicationService({ db }: ServiceDeps) {
  async function getById(id: string): Promise<JobApplication> {
    const application = await findApplication(db, id);
    if (!application) throw notFound('Job application');
    return application;
  }

  return {
    list: listService<JobApplication>(db, 'job-applications', findApplicationRows, APPLICATIONS, APPLICATION_WEIGHT),
    getById,
    /** A by-id read of the GraphQL API: the fields asked for, its long fields held against the answer's room. */
    read: byIdReader<JobApplication>(db, 'Job application', findApplicationRows, APPLICATIONS, APPLICATION_WEIGHT),

    /**
     * Notes and status changes are appended to the log, so concurrent ones never erase each other.
     * `expectedUpdatedAt` guards the status only: a status picked on a stale copy is refused
     * (CONFLICT); a note always appends.
     */
    async update(
      id: string,
      input: JobApplicationUpdateInput,
      actor: Actor,
      expectedUpdatedAt?: string | null,
    ): Promise<JobApplication> {
      const expected = parseExpectedVersion(expectedUpdatedAt);
      assertInputRules('JobApplicationUpdateInput', input);
      const status = input.status ?? null;
      const hasNote = input.note !== undefined && input.note !== null;
      if (!status && !hasNote) throw badInput(NOTHING, { status: NOTHING });
      if (status && !(APPLICATION_STATUSES as readonly string[]).includes(status)) {
        throw badInput(`Unknown application status "${status}".`, { status: 'Unknown status' });
      }
      const note = hasNote ? await sanitizeNonEmpty(input.note ?? '', 'note', actor.email) : null;
      if (hasNote && note === null) throw badInput(NOTE_EMPTY, { note: NOTE_EMPTY });
      await db.transaction().execute(async (tx) => {
        const before = await currentStatus(tx, id);
        if (before === null) throw notFound('Job application');
        const held = await applicationLogHeld(tx, id);
        if (status) assertRoomForStatusChange(held.statuses, APPLICATION_HISTORY_FULL);
        if (note) assertRoomForNote(held.notes, note, APPLICATION_NOTES_FULL, 'note');
        // Every Save Status is a decision someone took: it is recorded even when it repeats.
        if (status) {
          await appendApplicationEvent(tx, { id: randomUUID(), applicationId: id, kind: 'status', status, changedBy: actor.email });
        }
        if (note) {
          await appendApplicationEvent(tx, { id: randomUUID(), applicationId: id, kind: 'note', note, changedBy: actor.email });
        }
        // The row is locked (currentStatus): no row written means another version; the events roll back.
        if ((await setApplicationStatus(tx, id, status, actor.email, status ? expected : undefined)) === 0) throw staleCopy();
      });
      return getById(id);
    },

    async remove(id: string): Promise<string> {
      if (!(await deleteApplication(db, id))) throw notFound('Job application');
      return id;
    },

    /** GET /api/jobs/{jobId}/applicants (the REST route of server/rest/applicants.ts). */
    async listApplicants(
      jobId: string,
      page: number,
      rowsPerPage: number,
    ): Promise<{ content: ApplicantRow[]; totalElements: number }> {
      if (!Number.isInteger(page) || page < 0) throw badInput('page must be a whole number of 0 or more.', { page: 'Invalid page' });
      if (!Number.isInteger(rowsPerPage) || rowsPerPage < 1 || rowsPerPage > MAX_PAGE_SIZE) {
        throw badInput(`rowsPerPage must be between 1 and ${MAX_PAGE_SIZE}.`, { rowsPerPage: 'Invalid page size' });
      }
      if (!isUuid(jobId) || !(await findJob(db, jobId))) throw notFound('Job');
      return listApplicants(db, jobId, page, rowsPerPage);
    },
  };
}
