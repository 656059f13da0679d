import { useAuthProvider } from 'react-admin';
import { staffApiOf } from '../../providers/staff/access';
import type { StaffApi } from '../../providers/staff/types';

/** The staff, permissions and activity routes; null in the offline demo. */
export function useStaffApi(): StaffApi | null {
  return staffApiOf(useAuthProvider());
}
