import { useTranslate } from 'react-admin';
import { ComingSoon } from '../../../ui/components/ComingSoon';

/** /dashboard: Analytics Dashboard, coming Q3 2025 (spec §1). */
export function DashboardPage() {
  const translate = useTranslate();
  return (
    <ComingSoon
      title={translate('app.coming_soon.dashboard')}
      expectedDate={translate('app.coming_soon.expected_date')}
    />
  );
}

/** /hr: HR Management System, coming Q3 2025 (spec §1). */
export function HrPage() {
  const translate = useTranslate();
  return (
    <ComingSoon title={translate('app.coming_soon.hr')} expectedDate={translate('app.coming_soon.expected_date')} />
  );
}
