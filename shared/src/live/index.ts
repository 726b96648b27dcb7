// The live event bus (docs/live.md): the shell opens the page's one stream and publishes each event here; every app
// subscribes by type (useLiveEvent) or reads again when events land (useLiveRefetch). The event types are in
// @chapter/shared/types (LiveEvent, LiveEventOf, LiveEventType).
export { LIVE_EVENT_TYPES } from './events';
export { liveEvents$, liveStatus$, publishLiveEvent, setLiveStatus, getLiveStatus } from './bus';
export type { LiveStatus } from './bus';
export { useLiveEvent, useLiveRefetch, useLiveStatus } from './hooks';
export { LIVE_REFETCH_MAX_WAIT_MS, LIVE_REFETCH_QUIET_MS, scheduleRefetch } from './refetchScheduler';
export type { RefetchScheduler } from './refetchScheduler';
