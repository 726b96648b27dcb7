import { matchPath } from 'react-router-dom';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { AREAS, type Area } from '@chapter/shared/areas';
import { loadRemoteApp } from './remoteLoader';
import { loadRemotesManifest } from './remotesManifest';

/** The area that owns `pathname` (shared/src/areas/areas.json), or undefined. */
export const areaAt = (pathname: string): Area | undefined =>
  AREAS.find((area) => area.paths.some((entry) => matchPath({ path: entry.path, end: true }, pathname)));

/**
 * Starts loading the first route's remote at once, in parallel with the session check, instead of after it: a
 * public area always, a signed-in one when a token is stored (a visitor is sent to the login page anyway). A failure
 * here changes nothing: the area loads it again and shows its own error and Retry.
 */
export function startFirstRoute(pathname: string, hasToken: boolean): void {
  const area = areaAt(pathname);
  if (!area) return;
  const open = area.paths.some((entry) => entry.guard === 'public' || entry.guard === 'public-only');
  if (open || hasToken) void loadRemoteApp(area.name).catch(() => undefined);
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/**
 * When the browser is idle, the other remotes' entries and './App' files download (they are not run), so the next
 * area a member opens shows at once. Only for members: a visitor can open none of them.
 */
export function preloadOtherRemotesWhenIdle(current: string | undefined): void {
  const idle = (window as IdleWindow).requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
  idle(
    () => {
      void loadRemotesManifest()
        .then((manifest) =>
          preloadRemote(
            Object.keys(manifest)
              .filter((name) => name !== current)
              .map((name) => ({ nameOrAlias: name, exposes: ['./App'], resourceCategory: 'sync' as const })),
          ),
        )
        .catch(() => undefined);
    },
    { timeout: 10_000 },
  );
}
