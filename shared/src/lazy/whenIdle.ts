/**
 * Runs `run` once the browser has nothing better to do, and at the latest after `timeoutMs`; where the browser cannot
 * say when it is idle, after a second. For work nobody waits for yet: a service worker's registration, code a member
 * will probably need next.
 */
export function whenIdle(run: () => void, timeoutMs = 10_000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run(), { timeout: timeoutMs });
  else window.setTimeout(run, 1_000);
}

/**
 * Runs `run` once the page has loaded and the browser is then idle (whenIdle): for work that must not compete with the
 * page's own load, such as the service worker's registration or fetching code for later.
 */
export function whenLoadedAndIdle(run: () => void, doc: Document = document): void {
  const idle = () => whenIdle(run);
  if (doc.readyState === 'complete') idle();
  else doc.defaultView?.addEventListener('load', idle, { once: true });
}
