import { useTranslate } from 'react-admin';
import { ComingSoon } from '../../../ui/components/ComingSoon';

/** /user-rbac: the spec shows only its title and description; roles are not shown (spec §6). */
export function UserRbacPage() {
  const translate = useTranslate();
  return <ComingSoon title={translate('app.user_rbac.title')} description={translate('app.user_rbac.description')} />;
}
