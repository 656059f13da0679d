/**
 * Closing the application panel goes back in history (spec §2); opened from a link or a bookmark
 * (nothing to go back to) it goes to the job applications list instead.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export const APPLICATIONS_PATH = '/job-applications';

export function usePanelClose(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // react-router gives the first entry of a session the key 'default'.
  const hasHistory = location.key !== 'default';
  return useCallback(() => {
    if (hasHistory) navigate(-1);
    else navigate(APPLICATIONS_PATH);
  }, [hasHistory, navigate]);
}
