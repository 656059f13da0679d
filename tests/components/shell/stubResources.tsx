/**
 * Stand-in resources for the shell tests, so they exercise the shell alone: each list shows its
 * name and the URL it was opened with (to check path and query survive the sign-in).
 */
import WorkIcon from '@mui/icons-material/Work';
import BusinessIcon from '@mui/icons-material/Business';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import StoreIcon from '@mui/icons-material/Store';
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { useLocation } from 'react-router-dom';

function stubList(name: string): ComponentType {
  return function StubList() {
    const location = useLocation();
    if (location.search.includes('crash=1')) throw new Error(`${name} list crashed`);
    // What a browser throws when the view's chunk of an older build is gone after a deploy.
    if (location.search.includes('crash=chunk')) throw new TypeError(`Failed to fetch dynamically imported module: http://localhost/assets/${name}-1a2b3c.js`);
    return (
      <div>
        <h1>{`${name} list`}</h1>
        <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      </div>
    );
  };
}

const entry = (name: string, icon: ComponentType) => ({
  name,
  props: { name, list: stubList(name), icon } as ResourceProps,
});

export const RESOURCES = [
  entry('jobs', WorkIcon),
  entry('companies', BusinessIcon),
  entry('jobseekers', PersonSearchIcon),
  entry('employers', StoreIcon),
  entry('job-applications', AssignmentIcon),
  entry('company-requests', AssignmentIcon),
];
