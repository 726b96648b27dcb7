// The hub's reading of the live log (docs/live.md, "Nothing missed, nothing twice"): an event whose transaction
// commits after a newer one's still reaches the page, once; a page that stops reading is let go.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db';
import { LiveHub, type StreamClient } from './hub';
import { publishLive } from './publish';

const quiet = { warn: () => {} };

function collector(userId = 'nobody'): StreamClient & { frames: string[]; closed: boolean; titles(): string[]; until(title: string): Promise<void> } {
  const frames: string[] = [];
  const waiters: Array<() => void> = [];
  const client = {
    userId,
    frames,
    closed: false,
    write(frame: string) {
      frames.push(frame);
      for (const wake of waiters.splice(0)) wake();
      return true;
    },
    close() {
      client.closed = true;
    },
    titles: () => frames.flatMap((frame) => /"title":"([^"]*)"/.exec(frame)?.[1] ?? []),
    until: (title: string) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${title}" within 20 s: ${frames.join(' | ')}`)), 20_000);
        const check = () => {
          if (client.titles().includes(title)) {
            clearTimeout(timer);
            resolve();
          } else waiters.push(check);
        };
        check();
      }),
  };
  return client;
}

describe('the live hub', () => {
  let database: DatabaseHandle;
  let hub: LiveHub;

  before(async () => {
    database = await createTestDatabase();
    hub = new LiveHub(database.db, { timeZone: 'UTC', boardMaxStaleMs: 0, log: quiet, pollMs: 50 });
  });
  after(async () => {
    hub.close();
    await database.close();
  });

  const announce = (db: Parameters<typeof publishLive>[0], title: string) => publishLive(db, { type: 'announcement', payload: { id: title, title } });

  it(
    'sends an event whose transaction committed after a newer one, once',
    { skip: process.env.TEST_DATABASE_URL ? false : 'needs two connections (PostgreSQL)' },
    async () => {
      const client = collector();
      const detach = await hub.attach(client, null);
      await database.db.transaction().execute(async (trx) => {
        await announce(trx, 'older id, later commit');
        await announce(database.db, 'newer id, first commit');
        await client.until('newer id, first commit');
      });
      await client.until('older id, later commit');
      await announce(database.db, 'after both');
      await client.until('after both');
      assert.deepEqual(client.titles(), ['newer id, first commit', 'older id, later commit', 'after both']);
      detach();
    },
  );

  it('sends a member-addressed event only to that member’s streams', async () => {
    const ana = collector('11111111-1111-4111-8111-111111111111');
    const ben = collector('22222222-2222-4222-8222-222222222222');
    const off = [await hub.attach(ana, null), await hub.attach(ben, null)];
    await publishLive(database.db, { type: 'standings', userId: null, payload: { contestId: 'c1', updatedAt: '2026-11-27T10:00:00.000Z' } });
    await publishLive(database.db, { type: 'reset', userId: ben.userId, payload: {} });
    await announce(database.db, 'to everyone');
    await ana.until('to everyone');
    await ben.until('to everyone');
    assert.ok(ben.frames.some((frame) => frame.includes('event: reset')));
    assert.ok(!ana.frames.some((frame) => frame.includes('event: reset')));
    assert.ok(ana.frames.some((frame) => frame.includes('event: standings')));
    for (const detach of off) detach();
  });

  it('sends nothing a page already had when its Last-Event-ID (from another instance) is ahead of what this hub has read', async () => {
    // A hub that reads only when told: its cursor stays behind the event the page got from another instance.
    const slow = new LiveHub(database.db, { timeZone: 'UTC', boardMaxStaleMs: 0, log: quiet, pollMs: 3_600_000 });
    const first = collector();
    await slow.attach(first, null);
    await announce(database.db, 'seen elsewhere');
    const seen = await database.db.selectFrom('live_events').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const resumed = collector();
    await slow.attach(resumed, Number(seen.id));
    await announce(database.db, 'new to both');
    await (slow as unknown as { poll(): Promise<void> }).poll();
    await resumed.until('new to both');
    assert.deepEqual(resumed.titles(), ['new to both']);
    assert.deepEqual(first.titles(), ['seen elsewhere', 'new to both']);
    slow.close();
  });

  it('closes a stream whose connection stops taking what is written', async () => {
    const stuck = { ...collector(), write: () => false, closed: false, close: () => void (stuck.closed = true) };
    await hub.attach(stuck, null);
    await announce(database.db, 'for a page that does not read');
    const began = Date.now();
    while (!stuck.closed && Date.now() - began < 20_000) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.ok(stuck.closed);
    assert.equal(hub.size, 0);
  });
});
