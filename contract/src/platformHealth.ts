/**
 * The platforms' health (issue 26): what members see while a platform does not answer (GET /user/platform-health),
 * and the admin's Platform health panel with its "Probe now".
 */
import { platformKey } from './common';
import { bearer, routeTable } from './route';
import { int, list, nstr, nullableOneOf, obj, oneOf, str, withData, type Static } from './schema';

export const PLATFORM_HEALTH_STATES = ['working', 'degraded', 'down'] as const;
export const PLATFORM_BREAKER_STATES = ['closed', 'open', 'half-open'] as const;
export const PLATFORM_FAILURE_KINDS = ['refused', 'rate-limited', 'server-error', 'timeout', 'unreachable', 'paused', 'changed', 'not-found', 'other'] as const;

/** working: it answers; degraded: some requests failed in the last hour; down: paused after repeated failures. */
export const PlatformHealthState = oneOf(PLATFORM_HEALTH_STATES);
export type PlatformHealthState = Static<typeof PlatformHealthState>;
/** The circuit breaker: closed (requests go), open (paused until the next probe), half-open (a probe is out). */
export const PlatformBreakerState = oneOf(PLATFORM_BREAKER_STATES);
export type PlatformBreakerState = Static<typeof PlatformBreakerState>;
/**
 * Why a fetch failed: the platform refused (403), rate-limited (429), failed (5xx), timed out or was unreachable;
 * 'paused' when the breaker held the request back; 'changed' when it answered in an unknown shape; 'not-found' when it
 * does not know the handle.
 */
export const PlatformFailureKind = oneOf(PLATFORM_FAILURE_KINDS);
export type PlatformFailureKind = Static<typeof PlatformFailureKind>;

/**
 * One platform as every member sees it. `since`: the first failure of the current run of failures (ISO), null while
 * it answers; `lastSuccessAt`: its last answer (ISO), the figures from it are from then.
 */
export const PlatformHealth = obj({ platform: platformKey, state: PlatformHealthState, since: nstr, lastSuccessAt: nstr });
export type PlatformHealth = Static<typeof PlatformHealth>;
/** GET /user/platform-health → { message, data: one per platform }. */
export const PlatformHealthResponse = withData(list(PlatformHealth));
export type PlatformHealthResponse = Static<typeof PlatformHealthResponse>;

/** A platform's requests in one hour: `hour` is the hour's start (ISO); `paused` were held back by the breaker, never sent. */
export const PlatformHourOutcomes = obj({ hour: str, succeeded: int, failed: int, paused: int });
export type PlatformHourOutcomes = Static<typeof PlatformHourOutcomes>;
/**
 * One platform as the admin's Platform health panel shows it. `nextProbeAt`: when the breaker lets the next probe
 * through (open only); `outcomes`: the last 24 hours, oldest first, hours without requests left out.
 */
export const PlatformHealthDetail = obj({
  ...PlatformHealth.properties,
  breaker: PlatformBreakerState,
  consecutiveFailures: int,
  lastFailureAt: nstr,
  lastErrorKind: nullableOneOf(PLATFORM_FAILURE_KINDS),
  lastErrorMessage: nstr,
  nextProbeAt: nstr,
  outcomes: list(PlatformHourOutcomes),
});
export type PlatformHealthDetail = Static<typeof PlatformHealthDetail>;
/** GET /admin/platform-health → { message, data: one per platform }. */
export const PlatformHealthAdminResponse = withData(list(PlatformHealthDetail));
export type PlatformHealthAdminResponse = Static<typeof PlatformHealthAdminResponse>;
/** POST /admin/platform-health/:platform/probe → { message, data: the platform after one real request }. */
export const PlatformProbeResponse = withData(PlatformHealthDetail);
export type PlatformProbeResponse = Static<typeof PlatformProbeResponse>;

export const platformHealthRoutes = routeTable({
  'GET /user/platform-health': {
    summary: 'Each platform: working, degraded or down (since when, figures from when)',
    tags: ['user'],
    security: bearer,
    response: { 200: PlatformHealthResponse },
  },
  'GET /admin/platform-health': {
    summary: "Each platform's state, circuit breaker, next probe and last 24 h of outcomes",
    tags: ['admin'],
    security: bearer,
    response: { 200: PlatformHealthAdminResponse },
  },
  'POST /admin/platform-health/:platform/probe': {
    summary: 'One real request to the platform now (even while paused); answers its state after it',
    tags: ['admin'],
    security: bearer,
    // Any text: the handler answers an unknown platform with its own 400 naming the platforms.
    params: obj({ platform: str }),
    response: { 200: PlatformProbeResponse },
  },
});
