import type { ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import SecurityIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import { RESOURCES } from '../../resources';

export interface MenuEntry {
  to: string;
  labelKey: string;
  icon: ComponentType;
  /** Shown only to roles with this right (react-admin's canAccess), where the server keeps the screen's data. */
  access?: { resource: string; action: string };
}

/**
 * Spec §2 navigation, in the spec's order and with its texts; a resource entry uses its resource's
 * icon. Activity (issue 13) comes after the spec's entries, beside User RBAC it belongs with.
 */
const ENTRIES: Array<Omit<MenuEntry, 'icon'> & { resource?: string; icon?: ComponentType }> = [
  { to: '/dashboard', labelKey: 'app.menu.dashboard', icon: DashboardIcon },
  { to: '/jobs', labelKey: 'app.menu.jobs', resource: 'jobs' },
  { to: '/companies', labelKey: 'app.menu.companies', resource: 'companies' },
  { to: '/jobseekers', labelKey: 'app.menu.jobseekers', resource: 'jobseekers' },
  { to: '/employers', labelKey: 'app.menu.employers', resource: 'employers' },
  { to: '/hr', labelKey: 'app.menu.hr', icon: BadgeIcon },
  { to: '/job-applications', labelKey: 'app.menu.job_applications', resource: 'job-applications' },
  { to: '/user-rbac', labelKey: 'app.menu.user_rbac', icon: SecurityIcon },
  { to: '/activity', labelKey: 'app.menu.activity', icon: HistoryIcon, access: { resource: 'activity', action: 'list' } },
];

export function menuEntries(): MenuEntry[] {
  return ENTRIES.map(({ resource, icon, ...entry }) => {
    const resourceIcon = resource ? RESOURCES.find((r) => r.name === resource)?.props.icon : undefined;
    return { ...entry, icon: (resourceIcon as ComponentType | undefined) ?? icon ?? FolderIcon };
  });
}
