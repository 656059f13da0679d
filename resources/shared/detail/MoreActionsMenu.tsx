/** The detail header's more-actions menu: a kebab button opening a list of actions. */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export interface MoreAction {
  /** Translation key or text (already-translated text is shown as is). */
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

export function MoreActionsMenu({ items }: { items: readonly MoreAction[] }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={translate('resources.shared.detail.actions.more')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items.map((item) => (
          <MenuItem
            key={item.label}
            disabled={item.disabled}
            onClick={() => {
              close();
              item.onClick();
            }}
          >
            {translate(item.label, { _: item.label })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
