// The platforms' health (issue 26): what members see while a platform does not answer, and the admin's panel.
import type { MessageResponse, PlatformKey } from '@chapter/contract';

/** working: it answers; degraded: some requests failed in the last hour; down: paused after repeated failures. */
export type PlatformHealthState = 'working' | 'degraded' | 'down';
/** The circuit breaker: closed (requests go), open (paused until the next probe), half-open (a probe is out). */
export type PlatformBreakerState = 'closed' | 'open' | 'half-open';
/**
 * Why a fetch failed: the platform refused (403), rate-limited (429), failed (5xx), timed out or was unreachable;
 * 'paused' when the breaker held the request back; 'changed' when it answered in an unknown shape; 'not-found' when it
 * does not know the handle.
 */
export type PlatformFailureKind = 'refused' | 'rate-limited' | 'server-error' | 'timeout' | 'unreachable' | 'paused' | 'changed' | 'not-found' | 'other';

/** One platform as every member sees it. */
export interface PlatformHealth {
  platform: PlatformKey;
  state: PlatformHealthState;
  /** The first failure of the current run of failures (ISO); null while it answers. */
  since: string | null;
  /** Its last answer (ISO): the figures from it are from then. */
  lastSuccessAt: string | null;
}
/** GET /user/platform-health → { message, data: one per platform }. */
export interface PlatformHealthResponse extends MessageResponse {
  data: PlatformHealth[];
}

/** A platform's requests in one hour. */
export interface PlatformHourOutcomes {
  /** The hour's start (ISO). */
  hour: string;
  succeeded: number;
  failed: number;
  /** Held back by the breaker, never sent. */
  paused: number;
}
/** One platform as the admin's Platform health panel shows it. */
export interface PlatformHealthDetail extends PlatformHealth {
  breaker: PlatformBreakerState;
  consecutiveFailures: number;
  lastFailureAt: string | null;
  lastErrorKind: PlatformFailureKind | null;
  lastErrorMessage: string | null;
  /** When the breaker lets the next probe through (open only). */
  nextProbeAt: string | null;
  /** The last 24 hours, oldest first; hours without requests are left out. */
  outcomes: PlatformHourOutcomes[];
}
/** GET /admin/platform-health → { message, data: one per platform }. */
export interface PlatformHealthAdminResponse extends MessageResponse {
  data: PlatformHealthDetail[];
}
/** POST /admin/platform-health/:platform/probe → { message, data: the platform after one real request }. */
export interface PlatformProbeResponse extends MessageResponse {
  data: PlatformHealthDetail;
}
