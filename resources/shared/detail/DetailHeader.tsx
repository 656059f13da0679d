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
  /** Right side: CopyIdButton, MoreActionsMenu, ... */
  actions?: ReactNode;
}

export function DetailHeader({ title, subtitle, avatarUrl, avatarAlt, showAvatar = true, actions }: DetailHeaderProps) {
  const { editing } = useDetailContext();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'flex-start', sm: 'center' }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ flex: 1, minWidth: 0 }}>
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
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        {editing ? <SaveButton /> : null}
        {actions}
      </Stack>
    </Stack>
  );
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
