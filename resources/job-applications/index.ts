import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import type { RaRecord } from 'react-admin';
import type { ResourceEntry } from '../shared/entry';
import { PendingDetail, lazyNamed } from '../shared/entry';

export const jobApplications: ResourceEntry = {
  name: 'job-applications',
  props: {
    list: lazyNamed(() => import('./JobApplicationList'), 'JobApplicationList'),
    edit: PendingDetail,
    icon: AssignmentIcon,
    recordRepresentation: (record: RaRecord) =>
      [record.name, record.designation].filter((part) => typeof part === 'string' && part !== '').join(' – ') ||
      String(record.id),
    options: { label: 'resources.job-applications.name' },
  },
};
