import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { fallbackStore } from './limits/fallbackStore';
import { REDIS_WAIT_MS, RedisLink, type RedisState } from './limits/redisLink';

export type { RedisState } from './limits/redisLink';

/** Where every API process counts the same limits: each process's own memory would let N processes allow N times the limit. */
export const RATE_LIMIT_NAMESPACE = 'chapter-rate-limit:';

const REDIS_LINK = Symbol('redisLink');

/**
 * The rate-limit plugin's store options. With a Redis client, counted there while it answers and in this process's
 * memory while it does not (plugins/limits/fallbackStore.ts, docs/operations.md "When Redis is lost"); the link is
 * kept on the app for GET /health (redisState) and closed with it. Without one, the plugin's own in-memory store.
 */
export function sharedLimits(app: FastifyInstance, redis: Redis | null): { store?: FastifyRateLimitStoreCtor } {
  const link = redis ? new RedisLink(redis, app.log) : null;
  app.decorate(REDIS_LINK, link);
  if (!link) return {};
  app.addHook('onClose', () => link.close());
  return { store: fallbackStore(link, RATE_LIMIT_NAMESPACE) };
}

/** Redis as this instance sees it, for GET /health: `not-used` without REDIS_URL, `down` (with since when) during an outage. */
export function redisState(app: FastifyInstance): RedisState {
  const link = (app as unknown as { [REDIS_LINK]?: RedisLink | null })[REDIS_LINK];
  return link ? link.state() : { redis: 'not-used' };
}

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
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: connectTimeoutMs,
    // No request waits for Redis: a command fails after REDIS_WAIT_MS, is never retried, and is refused at once
    // while the client is not connected (the limiter then counts in memory; ioredis reconnects by itself).
    commandTimeout: REDIS_WAIT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  // Later outages are logged once each by the link (RedisLink); without a listener ioredis would print every error.
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
