import { Subject } from 'rxjs';

/** One page view: the path, the page's own name for it, and when. */
export interface PageViewEvent {
  type: 'page_view';
  path: string;
  page: string;
  at: string;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Every page view of the page's lifetime; an analytics integration subscribes here (shared singleton, one stream). */
export const pageViews$ = new Subject<PageViewEvent>();

/**
 * Records a page view (the landing page and the leaderboards send one). The event goes to `pageViews$` and, when the
 * page carries a tag manager's `window.dataLayer`, onto it as well; without either nothing leaves the browser.
 */
export function trackPageView(page: string, path: string = typeof window === 'undefined' ? '' : window.location.pathname): PageViewEvent {
  const event: PageViewEvent = { type: 'page_view', path, page, at: new Date().toISOString() };
  pageViews$.next(event);
  if (typeof window !== 'undefined') {
    const layer = (window as DataLayerWindow).dataLayer;
    if (Array.isArray(layer)) layer.push({ event: 'page_view', page_path: path, page_title: page });
  }
  return event;
}
