import { pageViews$, trackPageView, type PageViewEvent } from './trackPageView';

afterEach(() => {
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

test('a page view reaches the stream with its page, path and time', () => {
  const seen: PageViewEvent[] = [];
  const subscription = pageViews$.subscribe((event) => seen.push(event));
  trackPageView('landing', '/');
  subscription.unsubscribe();
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({ type: 'page_view', page: 'landing', path: '/' });
  expect(Number.isNaN(Date.parse(seen[0].at))).toBe(false);
});

test("the path defaults to the browser's, and a tag manager's dataLayer gets the event too", () => {
  const layer: unknown[] = [];
  (window as Window & { dataLayer?: unknown[] }).dataLayer = layer;
  window.history.pushState({}, '', '/leaderboard/overall');
  const event = trackPageView('leaderboard');
  expect(event.path).toBe('/leaderboard/overall');
  expect(layer).toEqual([{ event: 'page_view', page_path: '/leaderboard/overall', page_title: 'leaderboard' }]);
});
