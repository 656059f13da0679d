import PeopleIcon from '@mui/icons-material/PeopleOutline';
import type { RaRecord } from 'react-admin';
import { personName } from '../shared/people';
import type { ResourceEntry } from '../shared/entry';
import { lazyNamed } from '../shared/entry';

export const jobseekers: ResourceEntry = {
  name: 'jobseekers',
  props: {
    list: lazyNamed(() => import('./JobSeekerList'), 'JobSeekerList'),
    edit: lazyNamed(() => import('./JobSeekerShow'), 'JobSeekerShow'),
    icon: PeopleIcon,
    recordRepresentation: (record: RaRecord) => personName(record) ?? String(record.id),
    options: { label: 'resources.jobseekers.name' },
  },
};
