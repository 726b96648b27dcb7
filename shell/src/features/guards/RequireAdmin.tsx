import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { MESSAGES, notify, useRole } from '@chapter/shared';
import { checkAdminRole } from './api/checkAdminRole';
import { FullPageSpinner } from '../../components/FullPageSpinner';

type Verdict = 'checking' | 'allowed' | 'refused' | 'session-ended';

/**
 * The admin area asks the server on every entry (docs/rules.md §1); the client's copy of the role is only a hint. A
 * session whose hint is ADMIN draws the area while the check runs, so its code and first reads load beside the check
 * (docs/performance.md, "No waterfall"); every admin answer is the server's to refuse, and a refusal leaves the area.
 */
export function RequireAdmin() {
  const [verdict, setVerdict] = useState<Verdict>('checking');
  const role = useRole();

  useEffect(() => {
    let current = true;
    void checkAdminRole().then((result) => {
      if (!current) return;
      if (result.status === 401) return setVerdict('session-ended'); // the session owner toasts and redirects
      // No answer, or the API unavailable as a whole (docs/offline.md): nothing was refused. An admin by the hint keeps
      // the area, whose every read the server still checks; anyone else goes to the dashboard without the refusal toast.
      if (result.status === 0 || result.status === 503) return setVerdict(role === 'ADMIN' ? 'allowed' : 'refused');
      const allowed = result.ok && (result.data?.role === undefined || result.data.role === 'ADMIN');
      if (!allowed) notify.error(MESSAGES.adminsOnly);
      setVerdict(allowed ? 'allowed' : 'refused');
    });
    return () => {
      current = false;
    };
  }, [role]);

  if (verdict === 'allowed' || (verdict === 'checking' && role === 'ADMIN')) return <Outlet />;
  if (verdict === 'refused') return <Navigate to="/dashboard" replace />;
  return <FullPageSpinner label="Checking your access" inline />;
}
