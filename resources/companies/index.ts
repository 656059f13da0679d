import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import type { ResourceEntry } from '../shared/entry';
import { VIEW_LOADERS } from '../viewLoaders';
import { lazyNamed, newRoute } from '../shared/entry';

export const companies: ResourceEntry = {
  name: 'companies',
  props: {
    list: lazyNamed(VIEW_LOADERS.companies.list, 'CompanyList'),
    edit: lazyNamed(VIEW_LOADERS.companies.detail, 'CompanyShow'),
    children: newRoute(lazyNamed(VIEW_LOADERS.companies.create, 'CompanyCreate')),
    icon: BusinessIcon,
    recordRepresentation: 'companyName',
    options: { label: 'resources.companies.name' },
  },
};
