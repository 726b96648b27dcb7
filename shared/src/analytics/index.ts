export { trackPageView, pageViews$ } from './trackPageView';
export type { PageViewEvent } from './trackPageView';
