import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import type { RaRecord } from 'react-admin';
import { readPath } from '../shared/format';
import type { ResourceEntry } from '../shared/entry';
import { PendingDetail, lazyNamed } from '../shared/entry';

export const companyRequests: ResourceEntry = {
  name: 'company-requests',
  props: {
    list: lazyNamed(() => import('./CompanyRequestList'), 'CompanyRequestList'),
    edit: PendingDetail,
    icon: HowToRegIcon,
    recordRepresentation: (record: RaRecord) => {
      const company = readPath(record, 'company.companyName');
      return typeof company === 'string' && company !== '' ? company : String(record.id);
    },
    options: { label: 'resources.company-requests.name' },
  },
};
