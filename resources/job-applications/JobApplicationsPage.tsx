/**
 * /job-applications and /job-applications/{applicationId}: the list, with the application panel
 * opening over it. The list stays mounted while the panel is open and keeps seeing the list's own
 * URL (its page and filters), so opening and closing a panel never reloads or resets the list.
 */
import { useRef } from 'react';
import { type Location, Route, Routes, useLocation, useParams, useResolvedPath } from 'react-router-dom';
import { JobApplicationList } from './JobApplicationList';
import { JobApplicationShow } from './JobApplicationShow';

export function JobApplicationsPage() {
  const location = useLocation();
  const listPath = useResolvedPath('.').pathname;
  const rest = useParams()['*'] ?? '';
  const panelOpen = rest !== '';
  const listLocation = useRef<Location | null>(null);
  if (!panelOpen || listLocation.current === null) {
    // Opened straight on a panel: the list underneath is the plain first page.
    listLocation.current = panelOpen ? { ...location, pathname: listPath, search: '', hash: '' } : location;
  }
  return (
    <>
      <Routes location={listLocation.current}>
        <Route path="*" element={<JobApplicationList />} />
      </Routes>
      <Routes>
        <Route path=":applicationId/*" element={<JobApplicationShow />} />
      </Routes>
    </>
  );
}
