import { Redis } from 'ioredis';

/** Where every API process counts the same limits: each process's own memory would let N processes allow N times the limit. */
export const RATE_LIMIT_NAMESPACE = 'chapter-rate-limit:';

/** What every API request answers while the shared counters cannot be reached (the limits cannot be judged). */
export const LIMITS_UNAVAILABLE = 'The server cannot check its request limits right now. Please try again in a minute.';

/** LIMITS_UNAVAILABLE while the client is not connected, else null (ioredis reconnects by itself). */
export const limitsOutage = (redis: Redis | null) => (): string | null => (redis && redis.status !== 'ready' ? LIMITS_UNAVAILABLE : null);

export class RedisUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    const where = redactedUrl(url);
    const reason = (cause instanceof Error ? cause.message : String(cause)).replace(/\.+$/, '');
    super(`Cannot reach Redis at ${where} (REDIS_URL): ${reason}. Start Redis or unset REDIS_URL.`);
    this.name = 'RedisUnreachableError';
  }
}

/** The URL without its password, for messages and logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * A connected client for the rate-limit counters, or a RedisUnreachableError: a server told to share its limits
 * must not start counting alone, which would silently loosen every limit.
 */
export async function connectRateLimitRedis(url: string, connectTimeoutMs = 3000): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: connectTimeoutMs,
    // A request waits for at most one retry; a lasting outage answers an error instead of piling up requests.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  // Later outages are reported per request by the limiter; without a listener ioredis would print each one.
  let lastError: unknown = null;
  redis.on('error', (error: unknown) => {
    lastError = error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    // The socket's own error (e.g. connection refused) says more than ioredis's "Connection is closed".
    throw new RedisUnreachableError(url, lastError ?? error);
  }
  return redis;
}
