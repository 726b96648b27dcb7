import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { catchUpDrawnPage, startFirstReads, useIsAuthenticated } from '@chapter/shared';
import { areaAt } from '@chapter/shared/areas';
import { preloadOnIntent } from './preload';

/**
 * For a signed-in member: the page's first reads start as soon as its path is known, beside its area's code (a session
 * drawn from its stored token counts at once), and those of a page the server drew are read again once it has
 * hydrated; a link to another page starts downloading that page's code and data when it is hovered or focused
 * (docs/performance.md).
 */
export function RemotePreloader() {
  const signedIn = useIsAuthenticated();
  const { pathname } = useLocation();
  // An effect runs after the hydration's commit: no answer read again can meet markup React has not attached to yet.
  useEffect(() => catchUpDrawnPage(() => window.location.pathname), []);
  useEffect(() => {
    if (signedIn) startFirstReads(pathname);
  }, [signedIn, pathname]);
  useEffect(() => {
    if (!signedIn) return undefined;
    return preloadOnIntent(() => areaAt(window.location.pathname)?.name);
  }, [signedIn]);
  return null;
}
