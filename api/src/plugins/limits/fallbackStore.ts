import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { API_BASE } from '@chapter/shared/constants';
import type { RedisLink } from './redisLink';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type Method = 'incr' | 'read';

/** The store contract of @fastify/rate-limit (its own LocalStore and RedisStore keep to it). */
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteLimitOptions): Store;
}

/** What the plugin hands `child` (index.js; its typings say the route options): the route's merged limit options, with the route. */
interface RouteLimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

// The plugin's own stores, wrapped rather than copied (the package has no export map, so these paths are public).
const load = createRequire(import.meta.url);
const LocalStore = load('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding?: boolean, exponentialBackoff?: boolean) => Store;
const RedisStore = load('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: RedisLink['client'],
  key: string,
) => Store;

/**
 * The routes whose limit is stricter while an instance counts alone (docs/operations.md, "When Redis is lost"):
 * sign-in, registration and the password reset's three steps. Two instances each counting half cannot allow more
 * than the shared limit; more instances can, but only for the outage.
 */
export const STRICTER_WHILE_ALONE: ReadonlySet<string> = new Set(
  ['/auth/login', '/auth/register', '/auth/send-otp', '/auth/verify-otp', '/auth/change-password'].map((path) => `POST ${API_BASE}${path}`),
);

/** The limit of a stricter route while counting alone: half, rounded down, at least 1. */
export const aloneLimit = (max: number): number => Math.max(1, Math.floor(max / 2));

const isStricter = ({ routeInfo }: RouteLimitOptions): boolean => {
  const methods = [routeInfo?.method ?? []].flat();
  return methods.some((method) => STRICTER_WHILE_ALONE.has(`${method.toUpperCase()} ${routeInfo?.url ?? ''}`));
};

/**
 * A rate-limit store that counts in Redis while it answers and in this instance's memory otherwise, chosen per
 * request: the plugin's RedisStore when the link is usable, and when a command fails or times out (REDIS_WAIT_MS) the
 * same request is counted by the plugin's LocalStore instead. No request fails or waits because Redis is away.
 */
export class FallbackStore implements Store {
  constructor(
    private readonly link: RedisLink,
    private readonly shared: Store,
    private readonly local: Store,
    private readonly stricter: boolean,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.count('read', key, callback, timeWindow, max);
  }

  child(routeOptions: RouteLimitOptions): Store {
    return new FallbackStore(this.link, this.shared.child(routeOptions), this.local.child(routeOptions), isStricter(routeOptions));
  }

  private count(method: Method, key: string, callback: Callback, timeWindow: number, max: number): void {
    if (!this.link.usable()) return this.alone(method, key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.link.failed();
        this.alone(method, key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  private alone(method: Method, key: string, callback: Callback, timeWindow: number, max: number): void {
    const allowed = this.stricter ? aloneLimit(max) : max;
    this.local[method](
      key,
      (error, result) => {
        if (error || !result) return callback(error ?? new Error('the in-memory rate-limit store gave no count'));
        // Reported against the route's own max, so the plugin refuses past `allowed` and its headers show what is left.
        callback(null, { current: result.current + (max - allowed), ttl: result.ttl });
      },
      timeWindow,
      allowed,
    );
  }
}

/** The store class for the plugin's `store` option: its RedisStore under `nameSpace` on the link's client, its LocalStore. */
export function fallbackStore(link: RedisLink, nameSpace: string): FastifyRateLimitStoreCtor {
  const store = class SharedOrLocalStore extends FallbackStore {
    constructor(options: StoreOptions) {
      const { continueExceeding, exponentialBackoff } = options;
      super(link, new RedisStore(continueExceeding, exponentialBackoff, link.client, nameSpace), new LocalStore(continueExceeding, exponentialBackoff), false);
    }
  };
  return store as unknown as FastifyRateLimitStoreCtor;
}
