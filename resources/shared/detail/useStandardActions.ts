/** The common more-actions items: Edit X / Exit Edit, Refresh, Delete X (spec §2 detail screens). */
import { useCanAccess, useTranslate } from 'react-admin';
import { useDetailContext } from './context';
import type { MoreAction } from './MoreActionsMenu';

export interface StandardActionsOptions {
  /** The entity's name in the labels, e.g. 'Company' → 'Edit Company', 'Delete Company'. */
  name: string;
  onDelete: () => void;
  /** Edit is unavailable (e.g. external jobs). */
  editDisabled?: boolean;
  /** Extra items placed before Delete. */
  extra?: readonly MoreAction[];
}

export function useStandardActions({ name, onDelete, editDisabled, extra = [] }: StandardActionsOptions): MoreAction[] {
  const translate = useTranslate();
  const { resource, editing, startEdit, exitEdit, refresh } = useDetailContext();
  // Only what the signed-in role may do is offered (issue 13); the server refuses the rest anyway.
  const canEdit = useCanAccess({ resource, action: 'edit' }).canAccess === true;
  const canDelete = useCanAccess({ resource, action: 'delete' }).canAccess === true;
  return [
    ...(editing
      ? [{ label: translate('resources.shared.detail.actions.exit_edit'), onClick: exitEdit }]
      : canEdit
        ? [{ label: translate('resources.shared.detail.actions.edit', { name }), onClick: startEdit, disabled: editDisabled }]
        : []),
    { label: translate('resources.shared.detail.actions.refresh'), onClick: refresh },
    ...extra,
    ...(canDelete ? [{ label: translate('resources.shared.detail.actions.delete', { name }), onClick: onDelete }] : []),
  ];
}
