// The API unavailable (503 for everything): the calm notice the shell shows and the outage the data layer retries
// through (docs/offline.md, "The API unavailable").
export { getUnavailable, outageOf, outageRetryDelayMs, parseRetryAfter, resetUnavailable, subscribeUnavailable, useUnavailable } from './state';
export type { Outage, Unavailability } from './state';
export { unavailableNoticeText } from './unavailableText';
export { UnavailableNotice } from './UnavailableNotice';
