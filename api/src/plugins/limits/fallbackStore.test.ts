import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { API_BASE } from '@chapter/shared/constants';
import { aloneLimit, FallbackStore, STRICTER_WHILE_ALONE } from './fallbackStore';
import type { RedisLink } from './redisLink';

type Counted = { current: number; ttl: number };
type Store = ConstructorParameters<typeof FallbackStore>[1];
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new () => Store;

/** A link that says Redis is `usable` and records the failures it is told of. */
const fakeLink = (usable: boolean) => {
  const link = { failures: 0, usable: () => usable, failed: () => void (link.failures += 1) };
  return link;
};

/** A shared store whose every command fails, as a timed-out or refused Redis command does. */
const failingStore = (): Store => ({
  incr: (_key, callback) => callback(new Error('Command timed out')),
  read: (_key, callback) => callback(new Error('Command timed out')),
  child: () => failingStore(),
});

/** How many of `times` counts the plugin would allow (it refuses when current > max). */
const allowed = (store: Store, key: string, max: number, times: number) => {
  let count = 0;
  for (let i = 0; i < times; i += 1) {
    store.incr(
      key,
      (error, result?: Counted) => {
        assert.equal(error, null);
        if (result!.current <= max) count += 1;
      },
      60_000,
      max,
    );
  }
  return count;
};

const route = (method: string, url: string) => ({ routeInfo: { method, url } });

describe('the fallback rate-limit store', () => {
  it('halves (rounded down, at least 1) the limits of sign-in, registration and the password reset while alone', () => {
    assert.deepEqual([1, 2, 3, 10, 20, 30].map(aloneLimit), [1, 1, 1, 5, 10, 15]);
    assert.ok(STRICTER_WHILE_ALONE.has(`POST ${API_BASE}/auth/login`));
    const link = fakeLink(false);
    const root = new FallbackStore(link as unknown as RedisLink, failingStore(), new LocalStore(), false);
    assert.equal(allowed(root.child(route('POST', `${API_BASE}/auth/login`)), 'a', 10, 20), 5);
    assert.equal(allowed(root.child(route('POST', `${API_BASE}/auth/register`)), 'a', 20, 30), 10);
    assert.equal(allowed(root.child(route('POST', `${API_BASE}/auth/send-otp`)), 'a', 10, 20), 5);
    // Other limits keep their value per instance.
    assert.equal(allowed(root.child(route('POST', `${API_BASE}/user/get-leaderboard-data`)), 'a', 10, 20), 10);
    assert.equal(allowed(root, 'a', 10, 20), 10);
    assert.equal(link.failures, 0, 'Redis is not asked while it is known to be down');
  });

  it('reports what is left against the route own limit, so the headers stay right', () => {
    const root = new FallbackStore(fakeLink(false) as unknown as RedisLink, failingStore(), new LocalStore(), false);
    const login = root.child(route('POST', `${API_BASE}/auth/login`));
    const results: Counted[] = [];
    for (let i = 0; i < 2; i += 1) login.incr('b', (_error, result) => results.push(result!), 60_000, 10);
    // remaining = max - current: 4 after the first of 5 allowed, then 3.
    assert.deepEqual(
      results.map((result) => 10 - result.current),
      [4, 3],
    );
  });

  it('counts a request in memory when its Redis command fails, and tells the link', () => {
    const link = fakeLink(true);
    const root = new FallbackStore(link as unknown as RedisLink, failingStore(), new LocalStore(), false);
    assert.equal(allowed(root, 'c', 3, 5), 3);
    assert.equal(link.failures, 5);
  });
});
