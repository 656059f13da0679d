import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import type { ResourceEntry } from '../shared/entry';
import { PendingCreate, PendingDetail, lazyNamed, newRoute } from '../shared/entry';

export const companies: ResourceEntry = {
  name: 'companies',
  props: {
    list: lazyNamed(() => import('./CompanyList'), 'CompanyList'),
    edit: PendingDetail,
    children: newRoute(PendingCreate),
    icon: BusinessIcon,
    recordRepresentation: 'companyName',
    options: { label: 'resources.companies.name' },
  },
};
