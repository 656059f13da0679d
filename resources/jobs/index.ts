import WorkIcon from '@mui/icons-material/WorkOutline';
import type { ResourceEntry } from '../shared/entry';
import { VIEW_LOADERS } from '../viewLoaders';
import { lazyNamed, newRoute } from '../shared/entry';

export const jobs: ResourceEntry = {
  name: 'jobs',
  props: {
    list: lazyNamed(VIEW_LOADERS.jobs.list, 'JobList'),
    // The detail page carries its own Edit mode (spec §4), so it is the <Resource> edit view.
    edit: lazyNamed(VIEW_LOADERS.jobs.detail, 'JobShow'),
    children: newRoute(lazyNamed(VIEW_LOADERS.jobs.create, 'JobCreate')),
    icon: WorkIcon,
    recordRepresentation: 'title',
    options: { label: 'resources.jobs.name' },
  },
};
