import type { Platform } from './types';

/** Base of every failure a platform client reports; callers map the subclasses to messages. */
export class PlatformError extends Error {
  constructor(
    readonly platform: Platform,
    message: string,
    readonly handle: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(`${platform}${handle ? ` (${handle})` : ''}: ${message}`, options);
    this.name = 'PlatformError';
  }
}

/** The platform says the handle does not exist. Never retried. */
export class PlatformUserNotFound extends PlatformError {
  constructor(platform: Platform, handle: string, detail = 'user not found') {
    super(platform, detail, handle);
    this.name = 'PlatformUserNotFound';
  }
}

/** Why a platform did not answer: what the circuit breaker and the freshness texts tell apart. */
export type UnavailableKind = 'refused' | 'rate-limited' | 'server-error' | 'timeout' | 'unreachable' | 'paused';

/** Unreachable, timed out, refused (403), rate-limited or failing (5xx): worth trying again later. */
export class PlatformUnavailable extends PlatformError {
  readonly retryAfterMs: number | null;
  readonly kind: UnavailableKind;

  constructor(platform: Platform, message: string, handle: string | null = null, options?: { cause?: unknown; retryAfterMs?: number; kind?: UnavailableKind }) {
    super(platform, message, handle, options);
    this.name = 'PlatformUnavailable';
    this.retryAfterMs = options?.retryAfterMs ?? null;
    this.kind = options?.kind ?? 'unreachable';
  }
}

/** The answer no longer has the shape the client knows: the adapter needs updating. */
export class PlatformResponseChanged extends PlatformError {
  constructor(platform: Platform, message: string, handle: string | null = null) {
    super(platform, `unexpected response: ${message}`, handle);
    this.name = 'PlatformResponseChanged';
  }
}

/** The contest code is not known to the platform. */
export class PlatformContestNotFound extends PlatformError {
  constructor(
    platform: Platform,
    readonly contest: string,
  ) {
    super(platform, `contest ${contest} not found`);
    this.name = 'PlatformContestNotFound';
  }
}

/** The platform has no problem at that key (problemKey.ts), e.g. a mistyped slug or a Codeforces gym problem. */
export class PlatformProblemNotFound extends PlatformError {
  constructor(
    platform: Platform,
    readonly key: string,
  ) {
    super(platform, `problem ${key} not found`);
    this.name = 'PlatformProblemNotFound';
  }
}

/** The platform offers no such data (e.g. Codeforces has no problem of the day). */
export class PlatformUnsupported extends PlatformError {
  constructor(platform: Platform, feature: string) {
    super(platform, `${feature} is not available on this platform`);
    this.name = 'PlatformUnsupported';
  }
}

/** A failed fetch in words an admin can act on (stored in the error queues). */
export function failureMessage(error: unknown): string {
  if (error instanceof PlatformUserNotFound) return 'Handle not found on the platform';
  if (error instanceof PlatformUnavailable) return `Platform unreachable: ${error.message}`;
  if (error instanceof PlatformError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
