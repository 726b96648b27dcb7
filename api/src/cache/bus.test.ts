import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connectRateLimitRedis } from '../plugins/rateLimitStore';
import { ownRedis, type OwnRedis } from '../../test/ownRedis';
import { redisBus, type Invalidation, type InvalidationBus } from './bus';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A hang guard: a publish while Redis is away must not wait for it (docs/operations.md "When Redis is lost").
const HANG_GUARD_MS = 2000;

describe('the invalidation bus over Redis, through an outage', () => {
  let redis: OwnRedis;
  const buses: InvalidationBus[] = [];
  const clients: Awaited<ReturnType<typeof connectRateLimitRedis>>[] = [];

  before(async () => {
    // Fails (not skips) with a message naming redis-server when it is not installed.
    redis = await ownRedis();
    await redis.start();
    for (let i = 0; i < 2; i += 1) {
      const client = await connectRateLimitRedis(redis.url);
      clients.push(client);
      buses.push(await redisBus(client));
    }
  });
  after(async () => {
    for (const bus of buses) await bus.close();
    for (const client of clients) client.disconnect();
    await redis?.kill();
  });

  it('delivers to the other process; while down drops it at once without an error; resubscribes when Redis is back', async () => {
    const [one, other] = buses as [InvalidationBus, InvalidationBus];
    const seenByOther: Invalidation[] = [];
    const seenByOne: Invalidation[] = [];
    other.subscribe((message) => seenByOther.push(message));
    one.subscribe((message) => seenByOne.push(message));

    await one.publish({ topic: 'boards', version: '1' });
    for (let i = 0; i < 100 && seenByOther.length === 0; i += 1) await sleep(20);
    assert.deepEqual(seenByOther, [{ topic: 'boards', version: '1' }]);

    await redis.kill();
    const started = performance.now();
    await one.publish({ topic: 'auth', version: '2' });
    assert.ok(performance.now() - started < HANG_GUARD_MS);
    // This process's own listeners still hear it; the other misses it (its answers stay right: versions decide).
    assert.deepEqual(seenByOne.at(-1), { topic: 'auth', version: '2' });

    await redis.start();
    // The subscriber resubscribes by itself: a message published after the return reaches the other process.
    let version = 3;
    for (let i = 0; i < 100 && !seenByOther.some((message) => Number(message.version) >= 3); i += 1) {
      await one.publish({ topic: 'boards', version: String(version++) });
      await sleep(100);
    }
    assert.ok(
      seenByOther.some((message) => Number(message.version) >= 3),
      `after the outage: ${JSON.stringify(seenByOther)}`,
    );
    assert.ok(!seenByOther.some((message) => message.version === '2'), 'the message sent while down was dropped, not queued');
  });
});
