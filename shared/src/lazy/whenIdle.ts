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
  onceLoaded(() => whenIdle(run), doc);
}

/**
 * Runs `run` in a task of its own once the page has loaded (at once when it has): for work a page's first view does not
 * need but that should not wait for the browser to be idle either, such as opening a drawn page's live stream. Split
 * from the script that asks for it, the script's task stays short (docs/architecture.md, "The start script").
 */
export function afterLoad(run: () => void, doc: Document = document): void {
  onceLoaded(() => doc.defaultView?.setTimeout(run, 0), doc);
}

/** Runs `run` once the page's load event has fired: at once when it has, else from that event. */
function onceLoaded(run: () => void, doc: Document): void {
  if (doc.readyState === 'complete') run();
  else doc.defaultView?.addEventListener('load', run, { once: true });
}
