import WorkIcon from '@mui/icons-material/WorkOutline';
import type { ResourceEntry } from '../shared/entry';
import { lazyNamed, newRoute } from '../shared/entry';

export const jobs: ResourceEntry = {
  name: 'jobs',
  props: {
    list: lazyNamed(() => import('./JobList'), 'JobList'),
    // The detail page carries its own Edit mode (spec §4), so it is the <Resource> edit view.
    edit: lazyNamed(() => import('./JobShow'), 'JobShow'),
    children: newRoute(lazyNamed(() => import('./JobCreate'), 'JobCreate')),
    icon: WorkIcon,
    recordRepresentation: 'title',
    options: { label: 'resources.jobs.name' },
  },
};
