import PeopleIcon from '@mui/icons-material/PeopleOutline';
import type { RaRecord } from 'react-admin';
import { personName } from '../shared/people';
import type { ResourceEntry } from '../shared/entry';
import { VIEW_LOADERS } from '../viewLoaders';
import { lazyNamed } from '../shared/entry';

export const jobseekers: ResourceEntry = {
  name: 'jobseekers',
  props: {
    list: lazyNamed(VIEW_LOADERS.jobseekers.list, 'JobSeekerList'),
    edit: lazyNamed(VIEW_LOADERS.jobseekers.detail, 'JobSeekerShow'),
    icon: PeopleIcon,
    recordRepresentation: (record: RaRecord) => personName(record) ?? String(record.id),
    options: { label: 'resources.jobseekers.name' },
  },
};
