import { createElement, useMemo } from 'react';
import { Menu, useTranslate } from 'react-admin';
import { menuEntries } from './menuEntries';

/** The one navigation sidebar; react-admin turns it into a drawer on phones. */
export function AppMenu() {
  const translate = useTranslate();
  const entries = useMemo(menuEntries, []);
  return (
    <Menu>
      {entries.map((entry) => (
        <Menu.Item
          key={entry.to}
          to={entry.to}
          primaryText={translate(entry.labelKey)}
          leftIcon={createElement(entry.icon)}
        />
      ))}
    </Menu>
  );
}
