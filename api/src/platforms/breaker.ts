import {
  PlatformContestNotFound,
  PlatformProblemNotFound,
  PlatformResponseChanged,
  PlatformUnavailable,
  PlatformUserNotFound,
  type UnavailableKind,
} from './errors';
import type { Platform } from './types';

/**
 * The circuit breaker in front of each platform, as pure functions of its stored record: the store (one row per
 * platform, shared by every API instance) applies them, so the rules live here and are tested without a database.
 *
 * closed: every request goes. After `failureThreshold` failures in a row (refusals, rate limits, 5xx, time-outs,
 * network errors) it opens for `baseBackoffMs`. open: requests fail at once (no network call) until `nextProbeAt`;
 * then one request goes as the probe (half-open). The probe's success closes it; its failure opens it again for
 * twice the last back-off, at most `maxBackoffMs`.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

/** What a request's outcome says about the platform: its failures by kind, 'changed' when it answered in an unknown shape. */
export type FailureKind = UnavailableKind | 'changed' | 'other';

export interface BreakerPolicy {
  /** Failures in a row that open the breaker. */
  failureThreshold: number;
  /** The first pause; each failed probe doubles it. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** A probe not reported back after this long was lost (its process stopped): another may go. */
  probeTimeoutMs: number;
}

export const DEFAULT_BREAKER_POLICY: BreakerPolicy = {
  failureThreshold: 5,
  baseBackoffMs: 60_000,
  maxBackoffMs: 3_600_000,
  probeTimeoutMs: 120_000,
};

export interface BreakerRecord {
  state: BreakerState;
  /** The first failure of the current run of failures; null while the platform answers. */
  failingSince: Date | null;
  consecutiveFailures: number;
  /** The current pause's length (0 while closed). */
  backoffMs: number;
  /** When the next probe may go (open only). */
  nextProbeAt: Date | null;
  /** When the probe in flight went (half-open only). */
  probeStartedAt: Date | null;
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  lastErrorKind: FailureKind | null;
  lastErrorMessage: string | null;
}

export const closedRecord = (): BreakerRecord => ({
  state: 'closed',
  failingSince: null,
  consecutiveFailures: 0,
  backoffMs: 0,
  nextProbeAt: null,
  probeStartedAt: null,
  lastSuccessAt: null,
  lastFailureAt: null,
  lastErrorKind: null,
  lastErrorMessage: null,
});

/** 'pass': an ordinary request; 'probe': the one request let through to test a paused platform; 'paused': refused at once. */
export type Admission = 'pass' | 'probe' | 'paused';

/** Whether a request may go now, and the record after the decision (a probe marks the breaker half-open). */
export function admit(record: BreakerRecord, now: Date, policy: BreakerPolicy): { admission: Admission; record: BreakerRecord } {
  if (record.state === 'closed') return { admission: 'pass', record };
  const probeDue =
    record.state === 'open'
      ? record.nextProbeAt === null || now >= record.nextProbeAt
      : record.probeStartedAt === null || now.getTime() - record.probeStartedAt.getTime() >= policy.probeTimeoutMs;
  if (!probeDue) return { admission: 'paused', record };
  return { admission: 'probe', record: { ...record, state: 'half-open', probeStartedAt: now } };
}

/** The platform answered: closed, the run of failures over. `recovered` when this ended a pause. */
export function afterSuccess(record: BreakerRecord, now: Date): { record: BreakerRecord; recovered: boolean } {
  return {
    recovered: record.state !== 'closed',
    record: {
      ...record,
      state: 'closed',
      failingSince: null,
      consecutiveFailures: 0,
      backoffMs: 0,
      nextProbeAt: null,
      probeStartedAt: null,
      lastSuccessAt: now,
    },
  };
}

/**
 * The request failed. `trips` is false for failures that say nothing about whether the platform answers (an answer in
 * an unknown shape): outside a probe they are recorded but do not count towards opening. A failed probe, of any kind,
 * opens the breaker again for twice the last pause.
 */
export function afterFailure(
  record: BreakerRecord,
  now: Date,
  failure: { kind: FailureKind; message: string; trips: boolean; probe: boolean },
  policy: BreakerPolicy,
): BreakerRecord {
  const noted = { ...record, lastFailureAt: now, lastErrorKind: failure.kind, lastErrorMessage: failure.message };
  if (!failure.trips && !failure.probe) return noted;
  const failing = { ...noted, consecutiveFailures: record.consecutiveFailures + 1, failingSince: record.failingSince ?? now };
  if (failure.probe) {
    const backoffMs = Math.min(Math.max(record.backoffMs * 2, policy.baseBackoffMs), policy.maxBackoffMs);
    return { ...failing, state: 'open', backoffMs, nextProbeAt: new Date(now.getTime() + backoffMs), probeStartedAt: null };
  }
  // A request let through before the breaker opened, failing after: the pause already runs.
  if (record.state !== 'closed') return failing;
  if (failing.consecutiveFailures >= policy.failureThreshold) {
    return { ...failing, state: 'open', backoffMs: policy.baseBackoffMs, nextProbeAt: new Date(now.getTime() + policy.baseBackoffMs), probeStartedAt: null };
  }
  return failing;
}

/** A request's outcome as the breaker counts it: an unknown handle, contest or problem is an answer, so a success. */
export type RequestOutcome = { ok: true } | { ok: false; kind: FailureKind; message: string; trips: boolean };

export function outcomeOf(error: unknown): RequestOutcome {
  if (error instanceof PlatformUserNotFound || error instanceof PlatformContestNotFound || error instanceof PlatformProblemNotFound) return { ok: true };
  if (error instanceof PlatformUnavailable) return { ok: false, kind: error.kind, message: error.message, trips: true };
  if (error instanceof PlatformResponseChanged) return { ok: false, kind: 'changed', message: error.message, trips: false };
  return { ok: false, kind: 'other', message: error instanceof Error ? error.message : String(error), trips: false };
}

/** What every platform request passes: asks before it goes, reports how it went. */
export interface PlatformGuard {
  /** Whether the request may go ('paused' ones are counted by the guard and never sent), and when the next probe is. */
  admit(platform: Platform): Promise<{ admission: Admission; nextProbeAt: Date | null }>;
  /** How a request that went ('pass' or 'probe') ended. */
  record(platform: Platform, admission: Exclude<Admission, 'paused'>, outcome: RequestOutcome): Promise<void>;
}

/** The guard with its policy and clock, and the admin's "Probe now" (the store in modules/platformHealth implements it). */
export interface PlatformBreaker extends PlatformGuard {
  readonly policy: BreakerPolicy;
  now(): Date;
  /** Lets the platform's next request through as a probe at once, paused or not. */
  probeNext(platform: Platform): Promise<void>;
}

/** The error a paused platform's requests fail with at once. */
export function pausedError(platform: Platform, handle: string | null, nextProbeAt: Date | null): PlatformUnavailable {
  const next = nextProbeAt ? `; next try at ${nextProbeAt.toISOString()}` : '';
  return new PlatformUnavailable(platform, `paused after repeated failures, not asked${next}`, handle, { kind: 'paused' });
}
