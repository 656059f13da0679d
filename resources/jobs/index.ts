import WorkIcon from '@mui/icons-material/WorkOutline';
import type { ResourceEntry } from '../shared/entry';
import { PendingCreate, PendingDetail, lazyNamed, newRoute } from '../shared/entry';

export const jobs: ResourceEntry = {
  name: 'jobs',
  props: {
    list: lazyNamed(() => import('./JobList'), 'JobList'),
    // Detail (with its in-page Edit mode) and create are the next issue's screens.
    edit: PendingDetail,
    children: newRoute(PendingCreate),
    icon: WorkIcon,
    recordRepresentation: 'title',
    options: { label: 'resources.jobs.name' },
  },
};
