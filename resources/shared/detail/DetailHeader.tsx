/**
 * The detail screen's header: avatar or logo, title, copy-ID and other actions, and the Save
 * button, shown only in edit mode (it submits the surrounding DetailPage form).
 */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useDetailContext } from './context';

export interface DetailHeaderProps {
  /** Already-translated title (usually the record's name). */
  title: string;
  subtitle?: ReactNode;
  /** Image shown as the avatar; without it the title's initials. Omit both with showAvatar={false}. */
  avatarUrl?: string | null;
  /** The image's text alternative; defaults to the title (a job's header shows its company's logo). */
  avatarAlt?: string;
  showAvatar?: boolean;
  /** Right side: CopyIdButton, ... (on a phone, a line of their own under the title). */
  actions?: ReactNode;
  /**
   * The MoreActionsMenu: last on the right, after `actions`; on a phone it stays at the top right
   * of the title's line, the title wrapping beside it. (A menu passed inside `actions` still works,
   * and goes under the title with them on a phone.)
   */
  menu?: ReactNode;
}

export function DetailHeader({ title, subtitle, avatarUrl, avatarAlt, showAvatar = true, actions, menu }: DetailHeaderProps) {
  const { editing } = useDetailContext();
  const hasActions = editing || hasContent(actions);
  const hasMenu = hasContent(menu);
  // One flex row from sm up: title, actions, menu (16 px after the title, 8 px between the
  // rest). On a phone it wraps: title and menu on the first line, the actions on the next.
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        columnGap: 1,
        rowGap: 2,
      }}
    >
      <Stack direction="row" spacing={2} alignItems="center" sx={{ flex: '1 1 0%', minWidth: 0, mr: { xs: 0, sm: 1 } }}>
        {showAvatar ? (
          <Avatar src={avatarUrl ?? undefined} alt={avatarAlt ?? title} variant="rounded" sx={{ width: 56, height: 56 }}>
            {initials(title)}
          </Avatar>
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle ? <Box sx={{ color: 'text.secondary' }}>{subtitle}</Box> : null}
        </Box>
      </Stack>
      {hasActions ? (
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
          sx={{ order: { xs: 2, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' } }}
        >
          {editing ? <SaveButton /> : null}
          {actions}
        </Stack>
      ) : null}
      {hasMenu ? <Box sx={{ display: 'flex', flexShrink: 0, order: { xs: 1, sm: 0 } }}>{menu}</Box> : null}
    </Box>
  );
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Submits the detail form; reads 'Saving...' while the save runs. */
export function SaveButton() {
  const translate = useTranslate();
  const { saving } = useDetailContext();
  return (
    <Button type="submit" variant="contained" disabled={saving}>
      {translate(saving ? 'resources.shared.detail.saving' : 'resources.shared.detail.save')}
    </Button>
  );
}

function initials(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
