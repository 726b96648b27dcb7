export { onDemand, useOpenedOnce } from './onDemand';
export { pageOnDemand, type PageOnDemand } from './pageOnDemand';
export { whenIdle } from './whenIdle';
export { trackPageLoad, usePageLoading } from './pageLoading';
export { retryFailedDownloads } from './retry';
