import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { LeaderboardResponse, LeaderboardRow, StatsData, TopUser } from '@chapter/shared/types';
import { dateIn } from '../../clock';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';

/** The tiers' rule, computed here independently of the SQL: the span from lowest to highest cut in four, Tier 1 on top. */
function tierRanges(min: number, max: number): Array<[number, number]> {
  const cut = (k: number) => Math.ceil(min + ((max - min) * k) / 4);
  return [
    [cut(3), max],
    [cut(2), cut(3) - 1],
    [cut(1), cut(2) - 1],
    [min, cut(1) - 1],
  ];
}

interface Member {
  id: string;
  name: string;
  points: number;
}

/** The rule the boards promise, computed here independently: points desc, then name (code points), then id. */
function expectedOrder(members: Member[]) {
  const sorted = [...members].sort((a, b) => b.points - a.points || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : 1));
  return sorted.map((member) => ({ ...member, rank: 1 + members.filter((other) => other.points > member.points).length }));
}

describe('leaderboard routes', () => {
  let t: TestApp;
  let token: string;
  let adminToken: string;
  const members: Member[] = [];
  const month = () => dateIn(new Date(), t.config.timeZone).slice(0, 7);

  const board = async (route: string, body: object = {}) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/user/get-leaderboard-data${route}`, headers: bearer(token), payload: body });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<LeaderboardResponse>();
  };
  const award = async (userId: string, points: number, source: string, createdAt = new Date()) => {
    await t.database.db
      .insertInto('points_ledger')
      .values({ user_id: userId, source, kind: 'practice', platform: 'leetcode', day: `${month()}-02`, points, created_at: createdAt })
      .execute();
  };

  before(async () => {
    t = await startTestApp();
    const admin = await addUser(t.database, 'ADMIN');
    adminToken = await loginAs(t.app, admin.email, admin.password);
    members.push({ id: admin.id, name: admin.name, points: 0 });
    // Names chosen so ties are broken by name; 'zed' sorts after 'Zed' in code-point order.
    const plan: Array<[string, number]> = [
      ['Asha Rao', 12],
      ['Bela Iyer', 30],
      ['Chirag Das', 30],
      ['Dev Mehta', 5],
      ['Zed', 5],
      ['zed', 5],
      ['Esha Nair', 0],
    ];
    for (const [name, points] of plan) {
      const user = await addUser(t.database, 'MEMBER');
      await t.database.db.updateTable('users').set({ name }).where('id', '=', user.id).execute();
      if (points > 0) {
        await award(user.id, points - 1, `seed-a:${user.id}`, new Date(Date.now() - 3 * 86_400_000));
        await award(user.id, 1, `seed-b:${user.id}`);
      }
      members.push({ id: user.id, name, points });
    }
    const reader = await addUser(t.database, 'MEMBER');
    await t.database.db.updateTable('users').set({ name: 'Reader' }).where('id', '=', reader.id).execute();
    members.push({ id: reader.id, name: 'Reader', points: 0 });
    token = await loginAs(t.app, reader.email, reader.password);
    // Not on the boards: a USER (not a member yet) and a blocked member, whatever their points.
    const visitor = await addUser(t.database, 'USER');
    const blocked = await addUser(t.database, 'MEMBER');
    await t.database.db.updateTable('users').set({ blocked: true }).where('id', '=', blocked.id).execute();
    await award(visitor.id, 99, 'seed:visitor');
    await award(blocked.id, 99, 'seed:blocked');
  });
  after(() => t.close());

  it('ranks every member by this month’s points; ties share a rank and pages keep one order', async () => {
    const expected = expectedOrder(members);
    const seen: LeaderboardRow[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const result = await board('', { page, limit: 3 });
      assert.equal(result.totalCount, expected.length);
      assert.equal(result.totalPages, Math.ceil(expected.length / 3));
      assert.equal(result.minimumPassingMark, 30);
      seen.push(...result.data);
    }
    assert.deepEqual(
      seen.map((row) => [row.name, row.points, row.currentRank]),
      expected.map((member) => [member.name, member.points, member.rank]),
    );
    const past = await board('', { page: 99, limit: 3 });
    assert.deepEqual(
      [past.data.length, past.totalCount, past.currentPage],
      [0, expected.length, 99],
      'a page past the end is empty but still counts the board',
    );
    const bela = seen.find((row) => row.name === 'Bela Iyer')!;
    assert.equal(bela.pointsIncreased, 1, 'only the point of the last 24 hours counts as increased');
    assert.equal(bela.overallRank, 1);
    assert.equal(bela.leetcodeRank, null);
  });

  it('finds members by any part of the name, case-insensitively, with their rank on the whole board', async () => {
    const expected = expectedOrder(members);
    const found = await board('', { search: '  ZED ', limit: 20 });
    assert.deepEqual(
      found.data.map((row) => [row.name, row.currentRank]),
      expected.filter((member) => member.name.toLowerCase().includes('zed')).map((member) => [member.name, member.rank]),
    );
    const secondPage = await board('', { search: 'zed', limit: 1, page: 2 });
    assert.deepEqual([secondPage.data.map((row) => row.name), secondPage.totalCount], [[found.data[1]!.name], 2]);
    assert.deepEqual([(await board('', { search: 'zed', page: 3, limit: 1 })).totalCount], [2]);
    assert.equal((await board('-leetcode', { search: 'nobody' })).totalCount, 0);
    assert.equal((await board('', { search: '%' })).totalCount, 0, 'wildcards are matched literally');
    assert.equal((await board('', { search: 'nobody here' })).data.length, 0);
  });

  it('reflects a change at once: an admin adjustment, a rename, a blocked member', async () => {
    const dev = members.find((member) => member.name === 'Dev Mehta')!;
    const adjusted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/update-points',
      headers: bearer(adminToken),
      payload: { userId: dev.id, delta: 40 },
    });
    assert.equal(adjusted.statusCode, 200, adjusted.body);
    let top = (await board('', { limit: 1 })).data[0]!;
    assert.deepEqual([top.name, top.points, top.currentRank, top.pointsIncreased], ['Dev Mehta', 45, 1, 41]);

    await t.database.db.updateTable('users').set({ name: 'Dev M.' }).where('id', '=', dev.id).execute();
    top = (await board('', { limit: 1 })).data[0]!;
    assert.equal(top.name, 'Dev M.');

    await t.database.db.updateTable('users').set({ blocked: true }).where('id', '=', dev.id).execute();
    const after = await board('', { limit: 20 });
    assert.equal(after.totalCount, members.length - 1);
    assert.equal(after.data[0]!.name, 'Bela Iyer');
    await t.database.db.updateTable('users').set({ blocked: false, name: 'Dev Mehta' }).where('id', '=', dev.id).execute();
    dev.points = 45;
  });

  it('platform boards list verified handles with fetched stats, ordered by the board’s measure', async () => {
    const [asha, bela, chirag] = ['Asha Rao', 'Bela Iyer', 'Chirag Das'].map((name) => members.find((member) => member.name === name)!);
    const now = new Date();
    await t.database.db
      .insertInto('platform_accounts')
      .values([
        {
          user_id: asha!.id,
          platform: 'leetcode',
          handle: 'asha',
          verified_at: now,
          profile: JSON.stringify({ ranking: 5000, badgesCount: 2, totalProblemSolved: 300, easy: 150, medium: 120, hard: 30 }),
        },
        {
          user_id: bela!.id,
          platform: 'leetcode',
          handle: 'bela',
          verified_at: now,
          profile: JSON.stringify({ ranking: 9000, badgesCount: 1, totalProblemSolved: 120, easy: 100, medium: 20, hard: 0 }),
        },
        // Not verified: not on the board.
        { user_id: chirag!.id, platform: 'leetcode', handle: 'chirag', verified_at: null, profile: JSON.stringify({ totalProblemSolved: 999 }) },
        {
          user_id: chirag!.id,
          platform: 'codechef',
          handle: 'chirag',
          verified_at: now,
          profile: JSON.stringify({ rating: 1650, stars: 3, highestRating: 1700, countryRank: 4200 }),
        },
        {
          user_id: chirag!.id,
          platform: 'codeforces',
          handle: 'chirag_cf',
          verified_at: now,
          profile: JSON.stringify({ rating: 1400, rank: 'specialist', totalProblemSolved: 210 }),
        },
        {
          user_id: bela!.id,
          platform: 'geeksforgeeks',
          handle: 'bela_gfg',
          verified_at: now,
          profile: JSON.stringify({ codingScore: 820, problemSolved: 240 }),
        },
      ])
      .execute();

    const leetcode = await board('-leetcode');
    assert.deepEqual(
      leetcode.data.map((row) => [row.name, row.currentRank, row.leetcode?.totalProblemSolved]),
      [
        ['Asha Rao', 1, 300],
        ['Bela Iyer', 2, 120],
      ],
    );
    assert.deepEqual(leetcode.data[0]!.leetcode, { ranking: 5000, badgesCount: 2, totalProblemSolved: 300, easy: 150, medium: 120, hard: 30 });
    assert.equal(leetcode.minimumPassingMark, undefined);
    assert.equal(leetcode.data[1]!.problemsSolved, 120 + 240, 'problems on every verified platform together');

    const codechef = await board('-codechef');
    assert.deepEqual(
      codechef.data.map((row) => [row.name, row.codechef]),
      [['Chirag Das', { countryRank: 4200, highestRating: 1700, rating: 3 }]],
    );
    const codeforces = await board('-codeforces');
    assert.deepEqual(codeforces.data[0]!.codeforces, { rank: 'specialist', rating: 1400, totalProblemSolved: 210 });
    assert.equal(codeforces.data[0]!.codeforcesRank, 1);
    const gfg = await board('-gfg');
    assert.deepEqual(
      gfg.data.map((row) => [row.name, row.gfgRank, row.geeksforgeeks]),
      [['Bela Iyer', 1, { codingScore: 820, problemSolved: 240 }]],
    );
  });

  it('answers bad input with 400 and a message, and nobody without a token', async () => {
    for (const body of [{ page: 0 }, { page: 'two' }, { limit: 1000 }, { limit: 0 }, { search: 'x'.repeat(101) }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/get-leaderboard-data', headers: bearer(token), payload: body });
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.ok(response.json().message, JSON.stringify(body));
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/user/get-leaderboard-data', payload: {} });
    assert.equal(anonymous.statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/user/stats-data' })).statusCode, 401);
    // No body at all is page 1 of 10.
    const bare = await t.app.inject({ method: 'POST', url: '/api/v1/user/get-leaderboard-data', headers: bearer(token) });
    assert.equal(bare.statusCode, 200, bare.body);
    assert.equal(bare.json().data.length, Math.min(10, members.length));
  });

  it('stats-data: figures and tiers equal those computed from the members’ points', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user/stats-data', headers: bearer(token) });
    assert.equal(response.statusCode, 200, response.body);
    const stats = response.json<{ data: StatsData }>().data;
    const points = members.map((member) => member.points).sort((a, b) => a - b);
    const n = points.length;
    const mean = points.reduce((sum, value) => sum + value, 0) / n;
    const median = n % 2 ? points[(n - 1) / 2]! : (points[n / 2 - 1]! + points[n / 2]!) / 2;
    const frequency = new Map<number, number>();
    for (const value of points) frequency.set(value, (frequency.get(value) ?? 0) + 1);
    const mode = [...frequency.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
    const sd = Math.sqrt(points.reduce((sum, value) => sum + (value - mean) ** 2, 0) / n);
    assert.equal(stats.totalUsers, n);
    assert.equal(stats.passedUsers, points.filter((value) => value >= 30).length);
    assert.ok(Math.abs(stats.mean - mean) < 1e-9);
    assert.equal(stats.median, median);
    assert.equal(stats.mode, mode);
    assert.ok(Math.abs(stats.standardDeviation - sd) < 1e-9);
    assert.deepEqual([stats.minScore, stats.maxScore], [points[0], points[n - 1]]);
    const ranges = tierRanges(points[0]!, points[n - 1]!);
    assert.deepEqual(
      stats.tiers.map((tier) => tier.range),
      ranges,
    );
    assert.deepEqual(
      stats.tiers.map((tier) => tier.count),
      ranges.map(([low, high]) => points.filter((value) => value >= low && value <= high).length),
    );
    assert.equal(
      stats.tiers.reduce((sum, tier) => sum + tier.count, 0),
      n,
      'every member is in exactly one tier',
    );
    assert.deepEqual(
      stats.tiers[0]!.users.map((user) => user.name),
      ['Dev Mehta'],
    );
  });

  it('get-top-5-users: the top five with points, with their achievements counted by type', async () => {
    const dev = members.find((member) => member.name === 'Dev Mehta')!;
    await t.database.db
      .insertInto('achievements')
      .values([
        { user_id: dev.id, month: '2026-01', type: 'gold', value: 40 },
        { user_id: dev.id, month: '2026-02', type: 'gold', value: 41 },
        { user_id: dev.id, month: '2026-02', type: 'maxAvgPerDay', value: 3 },
      ])
      .execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user/get-top-5-users', headers: bearer(token) });
    assert.equal(response.statusCode, 200, response.body);
    const top = response.json<{ data: TopUser[] }>().data;
    const expected = expectedOrder(members)
      .filter((member) => member.points > 0)
      .slice(0, 5);
    assert.deepEqual(
      top.map((user) => [user.name, user.currentRank]),
      expected.map((member) => [member.name, member.rank]),
    );
    assert.deepEqual(top[0]!.achievements, { gold: 2, maxAvgPerDay: 1 });
    assert.deepEqual(top[1]!.achievements, {});
  });

  it('a repeat answer is the first one, byte for byte, and comes compressed as the first did, for brotli and for gzip', async () => {
    const read = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/get-leaderboard-data',
        headers: { ...bearer(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        payload: { limit: 10 },
      });
    const plain = await read();
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length >= 1024, `the page is ${plain.rawPayload.length} bytes, below the compression threshold`);
    const again = await read(); // the kept answer, as bytes
    assert.equal(again.body, plain.body);
    assert.equal(again.headers['content-type'], plain.headers['content-type']);
    assert.equal(again.headers['content-length'], plain.headers['content-length']);
    assert.equal(again.headers.etag, plain.headers.etag);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      for (const attempt of ['first', 'repeat']) {
        const response = await read(accept);
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['content-encoding'], encoding, `${attempt} ${encoding}`);
        assert.match(String(response.headers.vary), /accept-encoding/i);
        assert.equal(decode(response.rawPayload).toString(), plain.body, `${attempt} ${encoding} decompresses to the plain answer`);
      }
    }
  });

  it('two readers after a change rebuild the boards once and both see the new standings', async () => {
    const esha = members.find((member) => member.name === 'Esha Nair')!;
    await award(esha.id, 100, 'seed:esha-jump');
    const [first, second] = await Promise.all([board('', { limit: 1 }), board('', { limit: 1 })]);
    assert.equal(first.data[0]!.name, 'Esha Nair');
    assert.equal(second.data[0]!.name, 'Esha Nair');
    assert.equal(first.updatedAt, second.updatedAt);
  });
});

describe('tierRanges', () => {
  it('cuts the span from lowest to highest in four, the top quarter first', () => {
    assert.deepEqual(tierRanges(0, 100), [
      [75, 100],
      [50, 74],
      [25, 49],
      [0, 24],
    ]);
    assert.deepEqual(tierRanges(-3, 5), [
      [3, 5],
      [1, 2],
      [-1, 0],
      [-3, -2],
    ]);
  });
  it('puts everyone in Tier 1 when all scores are equal', () => {
    assert.deepEqual(tierRanges(7, 7), [
      [7, 7],
      [7, 6],
      [7, 6],
      [7, 6],
    ]);
  });
});
