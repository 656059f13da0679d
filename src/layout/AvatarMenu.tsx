import { Avatar, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutline';
import { useId, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../../providers/auth';
import { initialsOf } from './initials';

/** Top-bar avatar with the user's initials; its menu shows the role, Profile and Logout (spec §2). */
export function AvatarMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const { profile } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const details = profile?.personalDetails;
  const initials = initialsOf(details?.firstName, details?.lastName, details?.email);
  const role = profile?.role?.trim() || translate('app.user_menu.default_role');
  const fullName = [details?.firstName, details?.lastName].filter(Boolean).join(' ');
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={fullName || translate('app.user_menu.label')}>
        <IconButton
          aria-label={translate('app.user_menu.label')}
          aria-controls={anchor ? menuId : undefined}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ ml: 1, mr: 1 }}
        >
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 15, fontWeight: 600 }}>
            {initials}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 200, mt: 0.5 } } }}
      >
        <MenuItem disabled>
          <ListItemText primary={translate('app.user_menu.role', { role })} secondary={fullName || undefined} />
        </MenuItem>
        <Divider />
        <MenuItem component={Link} to="/user-details" onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.user_menu.profile')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.user_menu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
