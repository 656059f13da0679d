import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../providers/staff/types';
import { allows } from '../../providers/staff/access';
import type { PermissionsTable } from '../../providers/staff/types';
import { changeLines, eventSentence, fieldLabel } from '../../ui/activity/activityText';

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: 1,
  at: new Date().toISOString(),
  actorId: 'a',
  actorEmail: 'rhea@example.com',
  actorName: 'Rhea Okafor',
  entity: 'jobs',
  entityId: 'j',
  action: 'update',
  summary: 'Bench Jeweller',
  changes: null,
  ...over,
});

describe('activity sentences', () => {
  it('names the staff member and each field before and after', () => {
    const e = event({ changes: { salary: ['15k per month', '18k per month'] } });
    expect(eventSentence(e, false)).toBe("Rhea Okafor changed Salary from '15k per month' to '18k per month'");
    expect(eventSentence(e, true)).toBe("Rhea Okafor changed Salary from '15k per month' to '18k per month' on 'Bench Jeweller'");
  });

  it('shows only the parts of a grouped value that changed, rich text as words, empty as (empty)', () => {
    const e = event({ changes: { metadata: [{ url: '/a', title: 'Old' }, { url: '/a', title: 'New', keywords: 'gold' }], description: [null, '<p>Set <b>stones</b></p>'] } });
    expect(changeLines(e)).toEqual(["Metadata title from 'Old' to 'New'", "Metadata keywords from '(empty)' to 'gold'", "Description from '(empty)' to 'Set stones'"]);
  });

  it('says what other actions did', () => {
    expect(eventSentence(event({ action: 'delete' }), true)).toBe("Rhea Okafor deleted 'Bench Jeweller'");
    expect(eventSentence(event({ action: 'note added', summary: '<p>Strong</p>' }), false)).toBe("Rhea Okafor added a note: 'Strong'");
    expect(eventSentence(event({ action: 'sign-in failed', actorName: null }), true)).toBe('rhea@example.com failed to sign in');
    expect(fieldLabel('company_id')).toBe('Company');
  });
});

describe('canAccess from the server table', () => {
  const table: PermissionsTable = {
    roles: [{ name: 'Viewer', description: '' }],
    resources: ['jobs'],
    actions: [],
    applicable: { jobs: ['list', 'show', 'create', 'delete'] },
    grants: { Viewer: { jobs: ['list', 'show'] } },
  };
  it('follows the grants, and leaves screens the table does not name alone', () => {
    expect(allows(table, 'Viewer', 'jobs', 'show')).toBe(true);
    expect(allows(table, 'Viewer', 'jobs', 'delete')).toBe(false);
    expect(allows(table, 'Nobody', 'jobs', 'list')).toBe(false);
    expect(allows(table, 'Viewer', 'dashboard', 'list')).toBe(true);
  });
});
