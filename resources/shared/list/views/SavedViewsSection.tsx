/**
 * Saved views in the Smart Filters drawer (issue 14): open one (its filters become the URL's
 * filter_ parameters, as typing them would), save the drawer's filters as a new view, and for
 * one's own views rename, share (a role with the right) or unshare, delete; any visible view can
 * be one's default.
 */
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import { Box, Button, IconButton, List, ListItem, ListItemButton, ListItemText, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useListContext, useNotify, useTranslate } from 'react-admin';
import type { SavedView } from '../../../../domain/generated/contract';
import type { ResourceName } from '../../definition';
import type { FilterValues } from '../../listUrlState';
import { SaveViewDialog } from './SaveViewDialog';
import { useSavedViewActions, useSavedViews } from './useSavedViews';
import { filterValuesToInputs, viewToFilterValues } from './viewFilters';

const T = 'resources.shared.list.views';

export interface SavedViewsSectionProps {
  resource: ResourceName;
  /** The filters the drawer shows now: what "Save view" keeps */
  draft: FilterValues;
  onOpened: () => void;
}

/** Opens a view in the list in force and says which of its filters the list no longer has. */
export function useOpenView() {
  const { setFilters, setSort } = useListContext();
  const notify = useNotify();
  const translate = useTranslate();
  return (view: SavedView) => {
    setFilters(viewToFilterValues(view.filters), {});
    if (view.sort) setSort({ field: view.sort.field, order: view.sort.direction });
    if (view.droppedFilters.length) {
      notify(translate(`${T}.dropped`, { name: view.name, columns: view.droppedFilters.join(', ') }), { type: 'warning' });
    }
  };
}

export function SavedViewsSection({ resource, draft, onOpened }: SavedViewsSectionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { sort } = useListContext();
  const views = useSavedViews(resource);
  const actions = useSavedViewActions(resource);
  const openView = useOpenView();
  // sharing with the team is a right of its own (a Viewer keeps private views only); unsharing is always one's own
  const mayShare = useCanAccess({ resource: 'shared-views', action: 'create' }).canAccess === true;
  const [menu, setMenu] = useState<{ anchor: HTMLElement; view: SavedView } | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'save' } | { kind: 'rename'; view: SavedView } | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);

  const run = (work: Promise<unknown>, done: string) =>
    work.then(
      () => notify(done, { type: 'success' }),
      (error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    );
  const menuView = menu?.view;
  const closeMenu = () => setMenu(null);

  return (
    <Box component="section" aria-labelledby="saved-views-title">
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography id="saved-views-title" variant="subtitle2" component="h3">
          {translate(`${T}.title`)}
        </Typography>
        <Button size="small" startIcon={<BookmarkAddIcon />} onClick={() => setDialog({ kind: 'save' })}>
          {translate(`${T}.save`)}
        </Button>
      </Stack>
      {views.isPending && <Typography variant="body2" color="text.secondary">{translate('ra.page.loading')}</Typography>}
      {views.isError && <Typography variant="body2" color="error">{translate(`${T}.load_failed`)}</Typography>}
      {views.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.none`)}
        </Typography>
      )}
      {!!views.data?.length && (
        <List dense disablePadding aria-label={translate(`${T}.title`)}>
          {views.data.map((view) => (
            <ListItem
              key={view.id}
              disablePadding
              secondaryAction={
                <IconButton edge="end" aria-label={translate(`${T}.actions`, { name: view.name })} onClick={(e) => setMenu({ anchor: e.currentTarget, view })}>
                  <MoreVertIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemButton
                onClick={() => {
                  openView(view);
                  onOpened();
                }}
              >
                <ListItemText
                  primary={
                    <Stack direction="row" alignItems="center" spacing={0.5} component="span">
                      <span>{view.name}</span>
                      {view.isDefault && <StarIcon fontSize="inherit" color="warning" aria-label={translate(`${T}.is_default`)} />}
                    </Stack>
                  }
                  secondary={
                    view.mine ? translate(view.shared ? `${T}.shared_mine` : `${T}.private`) : translate(`${T}.shared_by`, { name: view.ownerName })
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}

      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={closeMenu}>
        {menuView?.mine && (
          <MenuItem
            onClick={() => {
              setDialog({ kind: 'rename', view: menuView });
              closeMenu();
            }}
          >
            {translate(`${T}.rename`)}
          </MenuItem>
        )}
        {menuView?.mine && (menuView.shared || mayShare) && (
          <MenuItem
            onClick={() => {
              run(actions.update.mutateAsync({ id: menuView.id, shared: !menuView.shared }), translate(menuView.shared ? `${T}.made_private` : `${T}.made_shared`));
              closeMenu();
            }}
          >
            {translate(menuView.shared ? `${T}.make_private` : `${T}.make_shared`)}
          </MenuItem>
        )}
        {menuView && (
          <MenuItem
            onClick={() => {
              run(actions.setDefault.mutateAsync(menuView.isDefault ? null : menuView.id), translate(menuView.isDefault ? `${T}.default_cleared` : `${T}.default_set`, { name: menuView.name }));
              closeMenu();
            }}
          >
            {translate(menuView.isDefault ? `${T}.clear_default` : `${T}.set_default`)}
          </MenuItem>
        )}
        {menuView?.mine && (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              setDeleting(menuView);
              closeMenu();
            }}
          >
            {translate('ra.action.delete')}
          </MenuItem>
        )}
      </Menu>

      {dialog?.kind === 'save' && (
        <SaveViewDialog
          title={translate(`${T}.save_title`)}
          initialShared={mayShare ? false : undefined}
          onClose={() => setDialog(null)}
          onSave={async ({ name, shared }) => {
            const saved = await actions.create.mutateAsync({
              name,
              shared,
              filters: filterValuesToInputs(draft),
              sort: sort?.field ? { field: sort.field, direction: sort.order === 'ASC' ? 'ASC' : 'DESC' } : null,
            });
            notify(translate(`${T}.saved`, { name: saved.name }), { type: 'success' });
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <SaveViewDialog
          title={translate(`${T}.rename_title`)}
          initialName={dialog.view.name}
          onClose={() => setDialog(null)}
          onSave={({ name }) => actions.update.mutateAsync({ id: dialog.view.id, name })}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title={translate(`${T}.delete_title`)}
        content={translate(`${T}.delete_content`, { name: deleting?.name ?? '' })}
        confirm={translate('ra.action.delete')}
        onConfirm={() => {
          if (deleting) run(actions.remove.mutateAsync(deleting), translate(`${T}.deleted`, { name: deleting.name }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
