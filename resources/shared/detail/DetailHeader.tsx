/**
 * The detail screen's header: avatar or logo, title, copy-ID and other actions, and the Save
 * button, shown only in edit mode (it submits the surrounding DetailPage form). While editing,
 * the header stays pinned under the app bar with Save and Exit Edit (EditActions.tsx).
 */
import Avatar from '@mui/material/Avatar';
import { alpha, type Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useContext } from 'react';
import { DetailContext } from './context';
import { ExitEditButton, STICKY_WHILE_EDITING, SaveButton } from './EditActions';

export interface DetailHeaderProps {
  /** Already-translated title (usually the record's name). */
  title: string;
  subtitle?: ReactNode;
  /** Image shown as the avatar; without it the initials of avatarInitialsOf. Omit both with showAvatar={false}. */
  avatarUrl?: string | null;
  /** Whose initials stand in for a missing image; defaults to the title (a job's header: its company's name). */
  avatarInitialsOf?: string;
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

export function DetailHeader({ title, subtitle, avatarUrl, avatarAlt, avatarInitialsOf, showAvatar = true, actions, menu }: DetailHeaderProps) {
  // Outside a DetailPage (a read-only screen such as a company request) it is never editing.
  const editing = useContext(DetailContext)?.editing ?? false;
  const hasActions = editing || hasContent(actions);
  const hasMenu = hasContent(menu);
  // One flex row from sm up: title, actions, menu (16 px after the title, 8 px between the
  // rest). On a phone it wraps: title and menu on the first line, the actions on the next.
  // Pinned while editing, a phone keeps it short (one title line, no avatar or subtitle) so the
  // form keeps most of the screen.
  const phoneHidden = editing ? { display: { xs: 'none', sm: 'flex' } } : null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        columnGap: 1,
        rowGap: editing ? { xs: 1, sm: 2 } : 2,
        ...(editing ? STICKY_WHILE_EDITING : null),
      }}
    >
      <Stack direction="row" spacing={2} alignItems="center" sx={{ flex: '1 1 0%', minWidth: 0, mr: { xs: 0, sm: 1 } }}>
        {showAvatar ? (
          <Avatar src={avatarUrl ?? undefined} alt={avatarAlt ?? title} variant="rounded" sx={{ ...AVATAR_SX, ...phoneHidden }}>
            {initials(avatarInitialsOf || title)}
          </Avatar>
        ) : null}
        <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', ...(editing ? ONE_LINE_ON_PHONE : null) }}>
            {title}
          </Typography>
          {subtitle ? <Box sx={{ color: 'text.secondary', ...phoneHidden }}>{subtitle}</Box> : null}
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
          {editing ? <ExitEditButton /> : null}
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

/** Initials on a soft tint of the brand colour, not a grey box, until there is a logo or photo. */
const AVATAR_SX = {
  width: 56,
  height: 56,
  bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.12),
  color: 'primary.main',
  fontWeight: 600,
} as const;

const ONE_LINE_ON_PHONE = {
  whiteSpace: { xs: 'nowrap', sm: 'normal' },
  // the one line must not set the page's width: its full length would widen a phone's page
  contain: { xs: 'inline-size', sm: 'none' },
  overflow: { xs: 'hidden', sm: 'visible' },
  textOverflow: { xs: 'ellipsis', sm: 'clip' },
} as const;

/** The first letters of the first two words ('Qureshi & Sons' → 'QS': signs are not words). */
export function initials(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
