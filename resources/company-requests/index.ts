import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import type { RaRecord } from 'react-admin';
import { readPath } from '../shared/format';
import type { ResourceEntry } from '../shared/entry';
import { VIEW_LOADERS } from '../viewLoaders';
import { lazyNamed } from '../shared/entry';

export const companyRequests: ResourceEntry = {
  name: 'company-requests',
  props: {
    list: lazyNamed(VIEW_LOADERS['company-requests'].list, 'CompanyRequestList'),
    // The detail (/company-requests/{requestId}) decides the request; nothing else is edited.
    edit: lazyNamed(VIEW_LOADERS['company-requests'].detail, 'CompanyRequestShow'),
    icon: HowToRegIcon,
    recordRepresentation: (record: RaRecord) => {
      const company = readPath(record, 'company.companyName');
      return typeof company === 'string' && company !== '' ? company : String(record.id);
    },
    options: { label: 'resources.company-requests.name' },
  },
};
