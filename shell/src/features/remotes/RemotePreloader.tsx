import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsAuthenticated } from '@chapter/shared';
import { areaAt, preloadOtherRemotesWhenIdle } from './preload';

/** Once a member is signed in, the other areas' code downloads while the browser is idle (once per page). */
export function RemotePreloader() {
  const signedIn = useIsAuthenticated();
  const { pathname } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!signedIn || done.current) return;
    done.current = true;
    preloadOtherRemotesWhenIdle(areaAt(pathname)?.name);
  }, [signedIn, pathname]);
  return null;
}
