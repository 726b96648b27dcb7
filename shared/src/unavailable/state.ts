import { useSyncExternalStore } from 'react';

/**
 * The API unavailable as a whole (docs/offline.md, "The API unavailable"): it answers 503 with `Retry-After` while its
 * database does not answer, and a load balancer answers 503 with its own page when no instance is left. Such an answer
 * is an outage; a 503 that carries only the API's own `message` is one feature refusing (the mail cannot go out, a
 * platform is not answering, jobs are switched off) and stays that feature's to say.
 */
export interface Unavailability {
  /** The server's own message, or null when it sent none (a load balancer's page): the notice's fallback then. */
  message: string | null;
  /** Seconds until the reads waiting for the API ask again, when some are waiting. */
  retryInSeconds: number | null;
}

/** An outage's answer as the data layer sees it: the `Retry-After` it came with, in seconds, when there was one. */
export interface Outage {
  retryAfterSeconds: number | null;
}

/** The first retry of a read waits this long, each next one twice as long, never more than MAX (docs/offline.md). */
export const OUTAGE_RETRY_FIRST_SECONDS = 5;
export const OUTAGE_RETRY_MAX_SECONDS = 30;

let current: Unavailability | null = null;
const listeners = new Set<() => void>();
/** The outage answers' bodies the client saw (the API's JSON), with their Retry-After; a body is one answer's own. */
const outageBodies = new WeakMap<object, number | null>();
/** The Retry-After of the last outage answer without a JSON body (a load balancer's page has no identity to keep). */
let lastBodilessRetryAfter: number | null = null;

function set(next: Unavailability | null): void {
  if (next === current || (next && current && next.message === current.message && next.retryInSeconds === current.retryInSeconds)) return;
  current = next;
  for (const listener of listeners) listener();
}

const hasMessage = (body: unknown): body is { message: string } =>
  !!body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim() !== '';

/** `Retry-After` in seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: unknown, now: number = Date.now()): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.ceil(value) : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Every answer of the API client comes through here: a success ends the outage (the notice goes), an outage's 503
 * starts or continues it. Other answers change nothing.
 */
export function noteAnswer(status: number, retryAfter: unknown, body: unknown): void {
  if (status >= 200 && status < 300) return set(null);
  if (status !== 503) return;
  const seconds = parseRetryAfter(retryAfter);
  if (seconds === null && hasMessage(body)) return; // one feature refusing, with its own message
  if (body && typeof body === 'object') outageBodies.set(body, seconds);
  else lastBodilessRetryAfter = seconds;
  set({ message: hasMessage(body) ? body.message.trim() : null, retryInSeconds: current?.retryInSeconds ?? null });
}

/** Whether a failed call's status and body are an outage's answer, and the Retry-After it came with. */
export function outageOf(status: number, body: unknown): Outage | null {
  if (status !== 503) return null;
  if (body && typeof body === 'object') return outageBodies.has(body) ? { retryAfterSeconds: outageBodies.get(body) ?? null } : null;
  return { retryAfterSeconds: lastBodilessRetryAfter };
}

/**
 * How long a read waits before asking again after its `failureCount`-th outage answer (0 for the first): 5 s, 10,
 * 20, then 30 s, never sooner than the server's Retry-After and never longer than 30 s.
 */
export function outageRetryDelayMs(failureCount: number, outage: Outage): number {
  const backOff = OUTAGE_RETRY_FIRST_SECONDS * 2 ** Math.min(failureCount, 10);
  return Math.min(OUTAGE_RETRY_MAX_SECONDS, Math.max(backOff, outage.retryAfterSeconds ?? 0)) * 1000;
}

/** A read will ask again in `ms`: the notice says so. */
export function noteRetry(ms: number): void {
  if (current) set({ ...current, retryInSeconds: Math.round(ms / 1000) });
}

export function getUnavailable(): Unavailability | null {
  return current;
}

export function subscribeUnavailable(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The outage now, or null; re-renders when it starts, changes or ends (a prerendered page has none). */
export function useUnavailable(): Unavailability | null {
  return useSyncExternalStore(subscribeUnavailable, getUnavailable, () => null);
}

/** Forgets the outage (tests: each starts with the API answering). */
export function resetUnavailable(): void {
  lastBodilessRetryAfter = null;
  set(null);
}
