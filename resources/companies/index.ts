import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import type { ResourceEntry } from '../shared/entry';
import { lazyNamed, newRoute } from '../shared/entry';

export const companies: ResourceEntry = {
  name: 'companies',
  props: {
    list: lazyNamed(() => import('./CompanyList'), 'CompanyList'),
    edit: lazyNamed(() => import('./CompanyShow'), 'CompanyShow'),
    children: newRoute(lazyNamed(() => import('./CompanyCreate'), 'CompanyCreate')),
    icon: BusinessIcon,
    recordRepresentation: 'companyName',
    options: { label: 'resources.companies.name' },
  },
};
