import ApartmentIcon from '@mui/icons-material/CorporateFare';
import type { RaRecord } from 'react-admin';
import type { ResourceEntry } from '../shared/entry';
import { VIEW_LOADERS } from '../viewLoaders';
import { lazyNamed } from '../shared/entry';
import { personName } from '../shared/people';

export const employers: ResourceEntry = {
  name: 'employers',
  props: {
    list: lazyNamed(VIEW_LOADERS.employers.list, 'EmployerList'),
    edit: lazyNamed(VIEW_LOADERS.employers.detail, 'EmployerShow'),
    icon: ApartmentIcon,
    recordRepresentation: (record: RaRecord) => personName(record) ?? String(record.id),
    options: { label: 'resources.employers.name' },
  },
};
