import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceName } from './definition';
import { createPath } from '../../ui/paths';

/** 'Add New' to /<resource>/new (react-admin's CreateButton would go to /<resource>/create). */
export function AddNewButton({ resource }: { resource: ResourceName }) {
  const translate = useTranslate();
  // Not offered to a role that may not create these records (issue 13).
  if (useCanAccess({ resource, action: 'create' }).canAccess !== true) return null;
  return (
    <Button component={Link} to={createPath(resource)} variant="contained" startIcon={<AddIcon />}>
      {translate('resources.shared.add_new', { _: 'Add New' })}
    </Button>
  );
}
