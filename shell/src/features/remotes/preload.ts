import { preloadRemote } from '@module-federation/enhanced/runtime';
import { startFirstReads } from '@chapter/shared';
import { areaAt } from '@chapter/shared/areas';
import { loadRemoteApp } from './remoteLoader';
import { loadRemotesManifest } from './remotesManifest';

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

const preloaded = new Set<string>();

/** Downloads a remote's entry and './App' files without running them, once per page; a failure changes nothing. */
export function preloadArea(name: string): void {
  if (preloaded.has(name)) return;
  preloaded.add(name);
  void loadRemotesManifest()
    .then((manifest) => (name in manifest ? preloadRemote([{ nameOrAlias: name, exposes: ['./App'], resourceCategory: 'sync' }]) : undefined))
    .catch(() => preloaded.delete(name)); // the next intent tries again
}

/** The path a link leads to, when it is a link inside this app. */
function pathOfLink(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  return link.pathname;
}

// The click itself counts too (a script, a pointer that never hovered): heard before the router's own handler, it
// starts the area's code while React draws the move (docs/performance.md).
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;

/**
 * A member's intent to open a page (a pointer over its link, keyboard focus on it, a finger on it) downloads its area's
 * code and starts the page's first reads, so it usually shows at once on the click, while a page that is only read
 * downloads nothing more than it needs; a click with no intent before it downloads the code. Returns the function
 * that stops listening.
 */
export function preloadOnIntent(currentArea: () => string | undefined): () => void {
  const onIntent = (event: Event) => {
    const pathname = pathOfLink(event.target);
    if (pathname === undefined) return;
    const area = areaAt(pathname);
    if (area && area.name !== currentArea()) preloadArea(area.name);
    // A click with no intent before it starts the code alone: the page's reads start when it is drawn. Measured on
    // loopback with the embedded database, reads started on the click held back the code they share the server with
    // (docs/performance.md, "Moving between areas").
    if (event.type !== 'click') startFirstReads(pathname);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
  };
}
