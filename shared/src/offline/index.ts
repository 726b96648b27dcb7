// Offline: the browser's network state, the notice the shell shows, and the notice's text (docs/offline.md).
export { isOffline, subscribeOnline, useIsOffline } from './online';
export { newestFigures, offlineNoticeText } from './offlineText';
export { OfflineNotice } from './OfflineNotice';
export { NoAnswer, NotKeptOffline, Pending, READ_FAILED, type NoAnswerProps } from './NoAnswer';
