import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { dateIn } from '../../clock';
import { addUser, startTestApp, type TestApp } from '../../../test/app';
import { ensureFreshBoards } from './standings';

describe('ensureFreshBoards', () => {
  let t: TestApp;
  let memberId: string;
  const points = async () =>
    (await t.database.db.selectFrom('leaderboard_members').select('points').where('user_id', '=', memberId).executeTakeFirst())?.points;
  const award = (value: number, source: string) =>
    t.database.db
      .insertInto('points_ledger')
      .values({ user_id: memberId, source, kind: 'practice', platform: 'leetcode', day: dateIn(new Date(), t.config.timeZone), points: value })
      .execute();

  before(async () => {
    t = await startTestApp();
    memberId = (await addUser(t.database, 'MEMBER')).id;
  });
  after(() => t.close());

  it('rebuilds once the data changed, and not while nothing did', async () => {
    assert.equal((await ensureFreshBoards(t.database.db, t.config.timeZone)).rebuilt, true, 'a fresh database has no boards yet');
    assert.equal((await ensureFreshBoards(t.database.db, t.config.timeZone)).rebuilt, false);
    await award(3, 'a');
    assert.equal((await ensureFreshBoards(t.database.db, t.config.timeZone)).rebuilt, true);
    assert.equal(await points(), 3);
  });

  it('within the refresh window serves the boards as they are; past it, rebuilds behind the reader', async () => {
    await award(4, 'b');
    const young = await ensureFreshBoards(t.database.db, t.config.timeZone, { maxStaleMs: 60_000, background: { onError: assert.fail } });
    assert.deepEqual([young.rebuilt, young.refreshing], [false, undefined]);
    assert.equal(await points(), 3, 'the change waits for the window to pass');

    await sql`update leaderboard_state set updated_at = now() - interval '1 hour'`.execute(t.database.db);
    const old = await ensureFreshBoards(t.database.db, t.config.timeZone, { maxStaleMs: 60_000, background: { onError: assert.fail } });
    assert.equal(old.rebuilt, false, 'the reader does not wait');
    assert.ok(old.refreshing);
    const again = await ensureFreshBoards(t.database.db, t.config.timeZone, { maxStaleMs: 60_000, background: { onError: assert.fail } });
    // Either it joins the rebuild under way or (PGlite's one connection waits for it) finds it done: never a second one.
    assert.equal(again.rebuilt, false);
    assert.ok(again.refreshing === undefined || again.refreshing === old.refreshing, 'one rebuild at a time');
    assert.equal((await old.refreshing).rebuilt, true);
    assert.equal(await points(), 7);
  });

  it('a new month is rebuilt before anyone reads it, and force rebuilds at once', async () => {
    await sql`update leaderboard_state set month = '2000-01'`.execute(t.database.db);
    const turned = await ensureFreshBoards(t.database.db, t.config.timeZone, { maxStaleMs: 60_000, background: { onError: assert.fail } });
    assert.deepEqual([turned.rebuilt, turned.refreshing], [true, undefined]);
    await award(1, 'c');
    assert.equal((await ensureFreshBoards(t.database.db, t.config.timeZone, { maxStaleMs: 60_000, force: true })).rebuilt, true);
    assert.equal(await points(), 8);
  });
});
