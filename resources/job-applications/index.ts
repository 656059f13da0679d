import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import type { RaRecord } from 'react-admin';
import type { ResourceEntry } from '../shared/entry';
import { VIEW_LOADERS } from '../viewLoaders';
import { lazyNamed } from '../shared/entry';

export const jobApplications: ResourceEntry = {
  name: 'job-applications',
  props: {
    // One route for /job-applications and /job-applications/{applicationId}: the detail is a
    // panel over the list (spec §2), so the list route renders both (see JobApplicationsPage).
    list: lazyNamed(VIEW_LOADERS['job-applications'].list, 'JobApplicationsPage'),
    hasEdit: true,
    icon: AssignmentIcon,
    recordRepresentation: (record: RaRecord) =>
      [record.name, record.designation].filter((part) => typeof part === 'string' && part !== '').join(' – ') ||
      String(record.id),
    options: { label: 'resources.job-applications.name' },
  },
};
