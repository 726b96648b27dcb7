import { useEffect } from 'react';
import { useIsAuthenticated } from '@chapter/shared';
import { areaAt } from '@chapter/shared/areas';
import { preloadOnIntent } from './preload';

/** For a signed-in member, a link to another area starts downloading that area's code when it is hovered or focused. */
export function RemotePreloader() {
  const signedIn = useIsAuthenticated();
  useEffect(() => {
    if (!signedIn) return undefined;
    return preloadOnIntent(() => areaAt(window.location.pathname)?.name);
  }, [signedIn]);
  return null;
}
