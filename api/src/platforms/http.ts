import pRetry, { AbortError } from 'p-retry';
import pThrottle from 'p-throttle';
import { outcomeOf, pausedError, type RequestOutcome } from './breaker';
import { PlatformResponseChanged, PlatformUnavailable, type UnavailableKind } from './errors';
import type { HttpSettings, RateLimit } from './settings';
import type { Platform } from './types';

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * Reads one answer. Runs inside the retry loop: throw PlatformUnavailable to try again, any other
 * error to stop at once.
 */
export type Interpret<T> = (response: RawResponse) => T;

export interface PlatformHttp {
  request<T>(url: string, init: RequestInit, interpret: Interpret<T>, handle?: string | null): Promise<T>;
}

function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function describeFailure(error: unknown, timeoutMs: number): { message: string; kind: UnavailableKind } {
  if (error instanceof DOMException && error.name === 'TimeoutError') return { message: `timed out after ${timeoutMs} ms`, kind: 'timeout' };
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return { message: `unreachable (${cause?.code ?? cause?.message ?? (error as Error).message})`, kind: 'unreachable' };
}

/**
 * Rate-limited, timed-out, retried HTTP for one platform. With a guard (the circuit breaker), each request with its
 * retries asks it first and reports how it ended; a paused platform's requests fail at once without a network call.
 */
export function createPlatformHttp(platform: Platform, settings: HttpSettings, rateLimit: RateLimit): PlatformHttp {
  const { guard } = settings;
  const throttle = pThrottle({ limit: rateLimit.limit, interval: rateLimit.intervalMs, strict: true });
  const send = throttle(async (url: string, init: RequestInit): Promise<RawResponse> => {
    const headers = new Headers(init.headers);
    if (!headers.has('User-Agent')) headers.set('User-Agent', settings.userAgent);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json, text/html;q=0.9, */*;q=0.8');
    const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(settings.timeoutMs) });
    // The time-out signal covers the body too.
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  });

  async function attempt<T>(url: string, init: RequestInit, interpret: Interpret<T>, handle: string | null): Promise<T> {
    let response: RawResponse;
    try {
      response = await send(url, init);
    } catch (error) {
      const { message, kind } = describeFailure(error, settings.timeoutMs);
      throw new PlatformUnavailable(platform, message, handle, { cause: error, kind });
    }
    const { status } = response;
    if (status === 429 || status === 408 || status >= 500) {
      const kind = status === 429 ? 'rate-limited' : status === 408 ? 'timeout' : 'server-error';
      throw new PlatformUnavailable(platform, `HTTP ${status}`, handle, { retryAfterMs: retryAfterMs(response.headers), kind });
    }
    // A refusal (Cloudflare, CSRF) does not get better by asking again at once.
    if (status === 403) throw new AbortError(new PlatformUnavailable(platform, 'refused (HTTP 403)', handle, { kind: 'refused' }));
    try {
      return interpret(response);
    } catch (error) {
      if (error instanceof PlatformUnavailable) throw error;
      throw new AbortError(error as Error);
    }
  }

  function retried<T>(url: string, init: RequestInit, interpret: Interpret<T>, handle: string | null): Promise<T> {
    return pRetry(() => attempt(url, init, interpret, handle), {
      retries: settings.retries,
      minTimeout: settings.retryMinDelayMs,
      maxTimeout: settings.retryMaxDelayMs,
      factor: 2,
      randomize: true,
      shouldRetry: ({ error }) => error instanceof PlatformUnavailable,
      onFailedAttempt: async ({ error, retriesLeft }) => {
        const wait = error instanceof PlatformUnavailable ? error.retryAfterMs : null;
        if (wait && retriesLeft > 0) {
          await new Promise((resolve) => setTimeout(resolve, Math.min(wait, settings.retryMaxDelayMs)));
        }
      },
    });
  }

  return {
    async request(url, init, interpret, handle = null) {
      if (!guard) return retried(url, init, interpret, handle);
      const { admission, nextProbeAt } = await guard.admit(platform);
      if (admission === 'paused') throw pausedError(platform, handle, nextProbeAt);
      let outcome: RequestOutcome = { ok: true };
      try {
        return await retried(url, init, interpret, handle);
      } catch (error) {
        outcome = outcomeOf(error);
        throw error;
      } finally {
        await guard.record(platform, admission, outcome);
      }
    },
  };
}

/** JSON.parse that reports a changed answer instead of a SyntaxError. */
export function parseJson(platform: Platform, text: string, handle: string | null = null): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new PlatformResponseChanged(platform, `not JSON (${text.slice(0, 80).replace(/\s+/g, ' ')})`, handle);
  }
}
