import type { ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import SecurityIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import { RESOURCES } from '../../resources';

export interface MenuEntry {
  to: string;
  labelKey: string;
  icon: ComponentType;
}

/** Spec §2 navigation, in the spec's order; a resource entry uses its resource's icon. */
const ENTRIES: Array<{ to: string; labelKey: string; resource?: string; icon?: ComponentType }> = [
  { to: '/dashboard', labelKey: 'app.menu.dashboard', icon: DashboardIcon },
  { to: '/jobs', labelKey: 'app.menu.jobs', resource: 'jobs' },
  { to: '/companies', labelKey: 'app.menu.companies', resource: 'companies' },
  { to: '/jobseekers', labelKey: 'app.menu.jobseekers', resource: 'jobseekers' },
  { to: '/employers', labelKey: 'app.menu.employers', resource: 'employers' },
  { to: '/hr', labelKey: 'app.menu.hr', icon: BadgeIcon },
  { to: '/job-applications', labelKey: 'app.menu.job_applications', resource: 'job-applications' },
  { to: '/user-rbac', labelKey: 'app.menu.user_rbac', icon: SecurityIcon },
];

export function menuEntries(): MenuEntry[] {
  return ENTRIES.map(({ to, labelKey, resource, icon }) => {
    const resourceIcon = resource ? RESOURCES.find((entry) => entry.name === resource)?.props.icon : undefined;
    return { to, labelKey, icon: (resourceIcon as ComponentType | undefined) ?? icon ?? FolderIcon };
  });
}
