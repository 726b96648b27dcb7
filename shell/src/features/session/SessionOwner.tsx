import { useLayoutEffect, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOffline, notify, whenCacheForgotten } from '@chapter/shared';
import { startSessionOwner } from './sessionOwner';
import { sessionStore } from './sessionStore';

/** Mount once inside the router: owns the session bus for the page's lifetime. */
export function SessionOwner() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  // The session bus outlives renders: it always calls the latest navigate.
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(
    () =>
      startSessionOwner({
        storage: sessionStore(window.localStorage),
        toastError: (message) => notify.error(message),
        navigate: (path) => navigateRef.current(path, { replace: true }),
        reloadAt: (path) => window.location.assign(path),
        beforeLeaving: whenCacheForgotten,
        isOffline,
      }),
    [],
  );
  return null;
}
