import { createElement, useMemo } from 'react';
import { Menu, useCanAccess, useTranslate } from 'react-admin';
import { useStaffApi } from '../../ui/activity/useStaffApi';
import { type MenuEntry, menuEntries } from './menuEntries';

/** The one navigation sidebar; react-admin turns it into a drawer on phones. */
export function AppMenu() {
  const entries = useMemo(menuEntries, []);
  return (
    <Menu>
      {entries.map((entry) => (entry.access ? <GuardedItem key={entry.to} entry={entry} access={entry.access} /> : <Item key={entry.to} entry={entry} />))}
    </Menu>
  );
}

function Item({ entry }: { entry: MenuEntry }) {
  const translate = useTranslate();
  return <Menu.Item to={entry.to} primaryText={translate(entry.labelKey)} leftIcon={createElement(entry.icon)} />;
}

/** An entry for some roles only; the offline demo has no server to keep what these screens show. */
function GuardedItem({ entry, access }: { entry: MenuEntry; access: NonNullable<MenuEntry['access']> }) {
  const allowed = useCanAccess(access).canAccess === true;
  const server = useStaffApi() !== null;
  return allowed && server ? <Item entry={entry} /> : null;
}
