/**
 * The contract documents the sort fields the server accepts: every list with a status order
 * (domain/filters STATUS_SORT_ORDER) says, right above its list operation, that it sorts by
 * `status` in that order — so the comment cannot fall behind the order or miss a new list.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIST_FILTER_KEYS, STATUS_SORT_ORDER, sortableFields } from '../../domain/filters';
import type { ListName } from '../../domain/filters';
import { getDefinition } from '../../resources/shared/registry';

const sdl = readFileSync(new URL('../../domain/schema.graphql', import.meta.url), 'utf8');

/** The `#` comment lines directly above the operation's line in `type Query`. */
function commentAbove(operation: string): string {
  const lines = sdl.split('\n');
  const at = lines.findIndex((line) => line.trimStart().startsWith(`${operation}(`));
  expect(at, `${operation} in schema.graphql`).toBeGreaterThan(0);
  const comment: string[] = [];
  for (let i = at - 1; i >= 0 && lines[i].trimStart().startsWith('#'); i--) comment.unshift(lines[i].trim().replace(/^#\s?/, ''));
  return comment.join(' ');
}

const lists = Object.keys(LIST_FILTER_KEYS) as ListName[];

describe('schema.graphql documents the sort fields', () => {
  it('has at least one list with a status order (else the checks below prove nothing)', () => {
    expect(lists.filter((l) => STATUS_SORT_ORDER[l]).length).toBeGreaterThan(0);
  });

  for (const list of lists) {
    const order = STATUS_SORT_ORDER[list];
    if (!order) continue;
    it(`${list}: its list operation says it sorts by status, in the order ${order.join(', ')}`, () => {
      expect(sortableFields(list)).toContain('status');
      const comment = commentAbove(getDefinition(list).operations.list);
      expect(comment).toMatch(/\bstatus\b/);
      expect(comment).toContain(order.join(', '));
      expect(comment).toMatch(/newest first within a status/);
      for (const field of sortableFields(list)) expect(comment).toContain(field);
    });
  }

  it('states in its conventions that status sorts by STATUS_SORT_ORDER, pending first', () => {
    const header = sdl.slice(0, sdl.indexOf('enum SortDirection'));
    expect(header).toMatch(/STATUS_SORT_ORDER/);
    expect(header).toMatch(/accepts `status`/);
    expect(header).toMatch(/pending first/);
  });
});
