import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PlatformProblemNotFound, PlatformUnavailable, PlatformUnsupported, PlatformUserNotFound } from '../errors';
import { createPlatformClients } from '..';
import { platformSettingsFromEnv } from '../settings';
import type { PlatformClients } from '../types';
import { resolveDay } from './data';
import { sandboxPlatformEnv, startSandbox, type Sandbox } from './server';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SAMPLE = path.join(HERE, 'sample-data.json');

let sandbox: Sandbox;
let clients: PlatformClients;
let impatientClients: PlatformClients;

const day = (key: string) => resolveDay(key)!;

async function admin(action: string, body: unknown) {
  const response = await fetch(`${sandbox.url}/__sandbox/${action}`, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

before(async () => {
  sandbox = await startSandbox({ dataFile: SAMPLE });
  // The clients exactly as the API builds them from its environment, only faster.
  const settings = platformSettingsFromEnv(sandboxPlatformEnv(sandbox.url));
  settings.http = { ...settings.http, timeoutMs: 2000, retries: 1, retryMinDelayMs: 1, retryMaxDelayMs: 5 };
  for (const platform of ['leetcode', 'codeforces', 'codechef', 'geeksforgeeks'] as const) {
    settings[platform].rateLimit = { limit: 100, intervalMs: 1000 };
  }
  settings.codechef.rankingPageSize = 1;
  clients = createPlatformClients(settings);
  impatientClients = createPlatformClients({ ...settings, http: { ...settings.http, timeoutMs: 150 } });
});
after(() => sandbox.close());

describe('the platform sandbox serves every client', () => {
  it('LeetCode: profile, solved per day, daily question, unknown user', async () => {
    const profile = await clients.leetcode.fetchProfile('Alice_LC');
    assert.equal(profile.handle, 'alice_lc');
    assert.equal(profile.totalProblemSolved, 321);
    assert.equal(profile.badgesCount, 2);
    assert.equal((await clients.leetcode.fetchProfile('bob_lc')).contestRating, null);
    assert.deepEqual(await clients.leetcode.fetchSolvedPerDay('alice_lc'), { [day('today-3')]: 4, [day('today-1')]: 1, [day('today')]: 2 });
    const potd = await clients.leetcode.fetchProblemOfTheDay();
    assert.equal(potd.problemName, 'Maximum Number of Fish in a Grid');
    assert.equal(potd.date, day('today'));
    await assert.rejects(clients.leetcode.fetchProfile('nobody_here'), PlatformUserNotFound);
  });

  it('Codeforces: batched profiles, contest results, unknown handle', async () => {
    const outcomes = await clients.codeforces.fetchProfiles(['alice_cf', 'bob_cf', 'ghost_cf']);
    const alice = outcomes.get('alice_cf')!;
    assert.ok(alice.ok);
    assert.deepEqual(alice.profile, {
      platform: 'codeforces',
      handle: 'alice_cf',
      rating: 1543,
      rank: 'specialist',
      maxRating: 1610,
      maxRank: 'expert',
      totalProblemSolved: 3,
    });
    assert.ok(outcomes.get('bob_cf')!.ok);
    const ghost = outcomes.get('ghost_cf')!;
    assert.ok(!ghost.ok && ghost.error instanceof PlatformUserNotFound);
    assert.deepEqual(await clients.codeforces.fetchSolvedPerDay('alice_cf', { since: new Date(`${day('today')}T00:00:00Z`) }), { [day('today')]: 1 });
    const results = await clients.codeforces.fetchContestResults({ code: '2057' }, ['alice_cf', 'bob_cf', 'ghost_cf']);
    assert.equal(results.name, 'Hello 2025');
    assert.deepEqual(results.entries.alice_cf, { participated: true, solved: 2, problems: ['A', 'B'], rank: 5321, penalty: 3 });
    assert.deepEqual(results.entries.bob_cf, { participated: false, solved: 0, problems: [], rank: null, penalty: null });
    assert.deepEqual(results.notFound, ['ghost_cf']);
  });

  it('CodeChef: profile page, contest rankings over several pages, unknown user', async () => {
    const profile = await clients.codechef.fetchProfile('alice_cc');
    assert.deepEqual(
      {
        rating: profile.rating,
        stars: profile.stars,
        highest: profile.highestRating,
        global: profile.globalRank,
        country: profile.countryRank,
        solved: profile.totalProblemSolved,
      },
      { rating: 1723, stars: 3, highest: 1801, global: 15234, country: 11020, solved: 187 },
    );
    assert.equal((await clients.codechef.fetchProfile('bob_cc')).stars, 2);
    const results = await clients.codechef.fetchContestResults({ code: 'START170D' }, ['alice_cc', 'bob_cc', 'carol_cc']);
    assert.deepEqual(results.entries, {
      alice_cc: { participated: true, solved: 3, problems: ['P1', 'P2', 'P3'], rank: 12, penalty: 6 },
      bob_cc: { participated: true, solved: 1, problems: ['P1'], rank: 210, penalty: 2 },
      carol_cc: { participated: false, solved: 0, problems: [], rank: null, penalty: null },
    });
    await assert.rejects(clients.codechef.fetchProfile('ghost_cc'), PlatformUserNotFound);
  });

  it('GeeksforGeeks: profile, solved per day, problem of the day, unknown user', async () => {
    const profile = await clients.geeksforgeeks.fetchProfile('alice_gfg');
    assert.equal(profile.codingScore, 912);
    assert.equal(profile.universityRank, 42);
    assert.equal((await clients.geeksforgeeks.fetchProfile('bob_gfg')).universityRank, null);
    assert.deepEqual(await clients.geeksforgeeks.fetchSolvedPerDay('alice_gfg'), { [day('today-2')]: 2, [day('today')]: 1 });
    assert.equal((await clients.geeksforgeeks.fetchProblemOfTheDay()).difficulty, 'Easy');
    await assert.rejects(clients.geeksforgeeks.fetchProfile('ghost_gfg'), PlatformUserNotFound);
    await assert.rejects(clients.geeksforgeeks.fetchSolvedPerDay('ghost_gfg'), PlatformUserNotFound);
  });

  it('places a verification code where each client reads it', async () => {
    const places = [
      { platform: 'leetcode', handle: 'alice_lc', aboutMe: 'chapter-LC1' },
      { platform: 'codeforces', handle: 'alice_cf', organization: 'chapter-CF1' },
      { platform: 'codechef', handle: 'alice_cc', name: 'Alice chapter-CC1' },
      { platform: 'geeksforgeeks', handle: 'alice_gfg', name: 'Alice chapter-GF1' },
    ] as const;
    for (const place of places) {
      assert.equal((await admin('profile', place)).status, 200);
      const code = Object.values(place)
        .find((v) => v.includes('chapter-'))!
        .replace(/^Alice /, '');
      assert.ok((await clients[place.platform].fetchVerificationText(place.handle)).includes(code), place.platform);
    }
    // A new handle can be created the same way.
    await admin('profile', { platform: 'leetcode', handle: 'newcomer', realName: 'New chapter-NEW' });
    assert.ok((await clients.leetcode.fetchVerificationText('newcomer')).includes('chapter-NEW'));
  });

  it('adds solves and contests, and refuses bad admin input', async () => {
    assert.equal((await admin('solved', { platform: 'geeksforgeeks', handle: 'bob_gfg', date: 'today', count: 3 })).status, 200);
    // (bob_gfg's solved problems of earlier days stay.)
    assert.deepEqual(await clients.geeksforgeeks.fetchSolvedPerDay('bob_gfg', { since: new Date(`${day('today')}T00:00:00Z`) }), { [day('today')]: 3 });
    // Setting a day replaces it, even when the data file named it 'today'.
    await admin('solved', { platform: 'leetcode', handle: 'alice_lc', date: day('today'), count: 0 });
    assert.equal((await clients.leetcode.fetchSolvedPerDay('alice_lc'))[day('today')], undefined);
    await admin('contest', { platform: 'codeforces', code: '2060', name: 'Round 2060', standings: [{ handle: 'bob_cf', rank: 7, solved: ['C'] }] });
    assert.equal((await clients.codeforces.fetchContestResults({ code: '2060' }, ['bob_cf'])).entries.bob_cf.solved, 1);
    assert.equal((await admin('solved', { platform: 'moon', handle: 'x' })).status, 400);
    assert.equal((await admin('solved', { platform: 'leetcode', handle: 'alice_lc', date: 'yesterday', count: 1 })).status, 400);
    assert.equal((await admin('solved', { platform: 'leetcode', handle: 'nobody', date: 'today', count: 1 })).status, 400);
    assert.equal((await admin('profile', { platform: 'leetcode' })).status, 400);
    assert.equal((await admin('outage', { platform: 'leetcode', mode: 'sometimes' })).status, 400);
  });

  it("lists each platform's contests not started yet, and serves the upcoming Codeforces contest's standings", async () => {
    const now = Date.now();
    const lists = {
      codeforces: await clients.codeforces.fetchUpcomingContests(),
      codechef: await clients.codechef.fetchUpcomingContests(),
      leetcode: await clients.leetcode.fetchUpcomingContests(),
      geeksforgeeks: await clients.geeksforgeeks.fetchUpcomingContests(),
    };
    const codes = Object.fromEntries(Object.entries(lists).map(([platform, list]) => [platform, list.map((c) => c.code)]));
    assert.deepEqual(codes, {
      codeforces: ['2100'],
      codechef: ['START180'],
      leetcode: ['weekly-contest-500', 'biweekly-contest-180'],
      geeksforgeeks: ['gfg-weekly-coding-contest-300'],
    });
    for (const contest of Object.values(lists).flat()) assert.ok(contest.startsAt.getTime() > now, `${contest.code} is ahead`);
    // 'today+3 14:35' in the data file: three days ahead at 14:35 UTC, for two hours.
    const round = lists.codeforces[0]!;
    assert.equal(round.startsAt.toISOString(), `${resolveDay('today', now + 3 * 86_400_000)}T14:35:00.000Z`);
    assert.equal(round.endsAt.getTime() - round.startsAt.getTime(), 7_200_000);
    assert.equal(round.link, 'https://codeforces.com/contest/2100');
    const standings = await clients.codeforces.fetchContestResults({ code: '2100' }, ['alice_cf']);
    assert.equal(standings.final, false, 'not finished yet');
    assert.equal(standings.entries.alice_cf!.solved, 3);

    // A contest added with its times: ahead until it starts, finished (and final) once it has ended.
    const soon = Math.floor(now / 1000) + 3600;
    await admin('contest', { platform: 'codeforces', code: '2101', name: 'Round 2101', startTimeSeconds: soon, durationSeconds: 60, standings: [] });
    assert.deepEqual(
      (await clients.codeforces.fetchUpcomingContests()).map((c) => c.code),
      ['2101', '2100'],
    );
    await admin('contest', { platform: 'codeforces', code: '2102', name: 'Round 2102', startTimeSeconds: soon - 7200, durationSeconds: 60, standings: [] });
    assert.equal((await clients.codeforces.fetchContestResults({ code: '2102' }, ['alice_cf'])).final, true);
    await admin('contest', { platform: 'leetcode', code: 'weekly-contest-501', startTimeSeconds: 'today+11 02:30', durationSeconds: 5400 });
    assert.ok((await clients.leetcode.fetchUpcomingContests()).some((c) => c.code === 'weekly-contest-501'));
    assert.equal((await admin('contest', { platform: 'codeforces', code: 'abc', standings: [] })).status, 400);
    assert.equal((await admin('contest', { platform: 'leetcode', code: 'x', startTimeSeconds: 'next week' })).status, 400);
    await admin('reset', {});
  });

  it("a running contest's standings grow with the time since its start ('now-N' fixed when posted), final after its end", async () => {
    const live = (start: string) => ({
      platform: 'codeforces',
      code: '2110',
      name: 'Live Round 2110',
      startTimeSeconds: start,
      durationSeconds: 7200,
      problems: ['A', 'B', 'C', 'D'],
      standings: [
        { handle: 'alice_cf', rank: 100, solved: ['A', 'B', 'C', 'D'] },
        { handle: 'bob_cf', rank: 500, solved: ['A', 'B'] },
      ],
    });
    const posted = await admin('contest', live('now-3'));
    assert.equal(posted.status, 200);
    const start = posted.body.startTimeSeconds as number;
    assert.ok(Math.abs(start - (Math.floor(Date.now() / 1000) - 180)) <= 2, 'now-3: three minutes before the post, in unix seconds');

    // Three minutes in: the first row solves one a minute (A, B, C), the second one every two minutes (A).
    const early = await clients.codeforces.fetchContestResults({ code: '2110' }, ['alice_cf', 'bob_cf']);
    assert.equal(early.final, false, 'CODING');
    assert.deepEqual(early.entries.alice_cf, { participated: true, solved: 3, problems: ['A', 'B', 'C'], rank: 1100, penalty: 1 + 2 + 3 });
    assert.deepEqual(early.entries.bob_cf, { participated: true, solved: 1, problems: ['A'], rank: 1500, penalty: 2 });

    // Ten minutes in: both have all their problems, at their final ranks.
    await admin('contest', live('now-10'));
    const later = await clients.codeforces.fetchContestResults({ code: '2110' }, ['alice_cf', 'bob_cf']);
    assert.deepEqual(later.entries.alice_cf, { participated: true, solved: 4, problems: ['A', 'B', 'C', 'D'], rank: 100, penalty: 10 });
    assert.deepEqual(later.entries.bob_cf, { participated: true, solved: 2, problems: ['A', 'B'], rank: 500, penalty: 2 + 4 });

    // After its end: FINISHED, the data's standings.
    await admin('contest', live('now-121'));
    const over = await clients.codeforces.fetchContestResults({ code: '2110' }, ['alice_cf']);
    assert.equal(over.final, true);
    assert.equal(over.entries.alice_cf!.solved, 4);

    // CodeChef's rankings move the same way; a pace stretches the minutes.
    await admin('contest', {
      platform: 'codechef',
      code: 'START200D',
      startTimeSeconds: 'now-4',
      paceMinutes: 2,
      standings: [{ handle: 'alice_cc', rank: 7, solved: ['P1', 'P2', 'P3'] }],
    });
    const chef = await clients.codechef.fetchContestResults({ code: 'START200D' }, ['alice_cc']);
    assert.deepEqual(chef.entries.alice_cc, { participated: true, solved: 2, problems: ['P1', 'P2'], rank: 1007, penalty: 2 + 4 });
    assert.equal((await admin('contest', { platform: 'codechef', code: 'X1', paceMinutes: 0, standings: [] })).status, 400);
    await admin('reset', {});
  });

  it('imitates an outage: down (503), hanging, then recovered', async () => {
    await admin('outage', { platform: 'geeksforgeeks', mode: 'down' });
    await assert.rejects(clients.geeksforgeeks.fetchProfile('alice_gfg'), (error) => error instanceof PlatformUnavailable && /503/.test(error.message));
    await admin('outage', { platform: 'geeksforgeeks', mode: 'hang' });
    await assert.rejects(
      impatientClients.geeksforgeeks.fetchSolvedPerDay('alice_gfg'),
      (error) => error instanceof PlatformUnavailable && /timed out/.test(error.message),
    );
    await admin('outage', { platform: 'geeksforgeeks', mode: 'none' });
    assert.equal((await clients.geeksforgeeks.fetchProfile('alice_gfg')).codingScore, 912);
    // Other platforms were never affected.
    assert.equal((await clients.leetcode.fetchProfile('alice_lc')).handle, 'alice_lc');
  });

  it("imitates Cloudflare's 403 challenge page and a slow platform, and counts the calls that reached it", async () => {
    await admin('calls', {});
    await admin('outage', { platform: 'leetcode', mode: 'blocked' });
    const page = await fetch(`${sandbox.url}/leetcode/graphql`, { method: 'POST', body: '{}' });
    assert.equal(page.status, 403);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await page.text(), /Just a moment\.\.\.[\s\S]*leetcode\.com[\s\S]*Cloudflare/);
    // Refused at once, not retried.
    await assert.rejects(clients.leetcode.fetchProfile('alice_lc'), (error) => error instanceof PlatformUnavailable && error.kind === 'refused');

    assert.equal((await admin('outage', { platform: 'geeksforgeeks', mode: 'slow' })).status, 400);
    assert.equal((await admin('outage', { platform: 'geeksforgeeks', mode: 'slow', delayMs: 300 })).status, 200);
    const started = Date.now();
    assert.equal((await clients.geeksforgeeks.fetchProfile('alice_gfg')).codingScore, 912);
    assert.ok(Date.now() - started >= 280, `answered after ${Date.now() - started} ms`);
    await assert.rejects(impatientClients.geeksforgeeks.fetchProfile('alice_gfg'), (error) => error instanceof PlatformUnavailable && error.kind === 'timeout');
    await admin('outage', { platform: 'leetcode', mode: 'none' });
    await admin('outage', { platform: 'geeksforgeeks', mode: 'none' });

    const calls = (await (await fetch(`${sandbox.url}/__sandbox/calls`)).json()) as Record<string, number>;
    // 1 plain fetch + 1 refused profile; 1 slow profile + 2 timed-out attempts (one retry).
    assert.deepEqual(calls, { leetcode: 2, codeforces: 0, codechef: 0, geeksforgeeks: 3 });
    assert.deepEqual((await admin('calls', {})).body, calls);
    assert.deepEqual(await (await fetch(`${sandbox.url}/__sandbox/calls`)).json(), { leetcode: 0, codeforces: 0, codechef: 0, geeksforgeeks: 0 });
  });

  it('counts the reads of each contest’s standings', async () => {
    const before = (await (await fetch(`${sandbox.url}/__sandbox/standings-calls`)).json()) as Record<string, number>;
    await clients.codeforces.fetchContestResults({ code: '2057' }, ['alice_cf']);
    await clients.codeforces.fetchContestResults({ code: '2057' }, ['alice_cf']);
    const after = (await (await fetch(`${sandbox.url}/__sandbox/standings-calls`)).json()) as Record<string, number>;
    assert.equal((after['codeforces:2057'] ?? 0) - (before['codeforces:2057'] ?? 0), 2);
  });

  it('resets to the data file', async () => {
    await admin('profile', { platform: 'codechef', handle: 'alice_cc', name: 'Changed' });
    assert.equal((await admin('reset', {})).status, 200);
    assert.equal(await clients.codechef.fetchVerificationText('alice_cc'), 'Alice Sharma');
    const state = (await (await fetch(`${sandbox.url}/__sandbox/data`)).json()) as { codechef: { users: Record<string, unknown> } };
    assert.ok(state.codechef.users.alice_cc);
  });
});

describe('the sandbox serves solved problems and problem info', () => {
  const sorted = (solved: { key: string; epochMs: number }[]) => solved.map((s) => s.key).sort();
  const dayOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

  it('serves the data file’s solved problems beside the solved-per-day solves', async () => {
    await admin('reset', {});
    const leetcode = await clients.leetcode.fetchSolvedProblems('bob_lc');
    assert.deepEqual(sorted(leetcode), ['leetcode:bob_lc-' + day('today-1') + '-1', 'leetcode:two-sum', 'leetcode:valid-parentheses']);
    assert.equal(dayOf(leetcode.find((s) => s.key === 'leetcode:two-sum')!.epochMs), day('today-6'));
    // Solved per day counts them too, as the platform would.
    assert.deepEqual(await clients.leetcode.fetchSolvedPerDay('bob_lc'), { [day('today-6')]: 1, [day('today-5')]: 1, [day('today-1')]: 1 });

    const codeforces = await clients.codeforces.fetchSolvedProblems('bob_cf');
    assert.deepEqual(sorted(codeforces), ['codeforces:2057/A', 'codeforces:2060/A', 'codeforces:4/A']);
    assert.equal(dayOf(codeforces.find((s) => s.key === 'codeforces:4/A')!.epochMs), day('today-4'));

    const gfg = await clients.geeksforgeeks.fetchSolvedProblems('bob_gfg');
    assert.deepEqual(sorted(gfg), ['geeksforgeeks:kadanes-algorithm-1587115620', 'geeksforgeeks:reverse-a-linked-list']);
    assert.deepEqual(await clients.geeksforgeeks.fetchSolvedPerDay('bob_gfg'), { [day('today-3')]: 1, [day('today-1')]: 1 });

    await assert.rejects(clients.codechef.fetchSolvedProblems('bob_cc'), PlatformUnsupported);
    await assert.rejects(clients.leetcode.fetchSolvedProblems('nobody_here'), PlatformUserNotFound);
  });

  it('LeetCode lists the newest accepted submissions first, capped at the request’s limit', async () => {
    for (let i = 0; i < 25; i += 1) {
      assert.equal((await admin('solve', { platform: 'leetcode', handle: 'alice_lc', problem: `problem-${i}`, date: 'today-9' })).status, 200);
    }
    const answer = await fetch(`${sandbox.url}/leetcode/graphql`, {
      method: 'POST',
      body: JSON.stringify({
        query: 'query { recentAcSubmissionList(username: $username, limit: $limit) { titleSlug timestamp } }',
        variables: { username: 'alice_lc', limit: 12 },
      }),
    });
    const list = ((await answer.json()) as { data: { recentAcSubmissionList: { titleSlug: string; timestamp: string }[] } }).data.recentAcSubmissionList;
    assert.equal(list.length, 12);
    const times = list.map((item) => Number(item.timestamp));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    // alice_lc's seven solved-per-day solves are newer than those of nine days ago; the latest added of that day comes next.
    assert.equal(list[7].titleSlug, 'problem-24');
    await admin('reset', {});
  });

  it('adds a solve with POST /__sandbox/solve and refuses bad input', async () => {
    assert.equal((await admin('solve', { platform: 'codeforces', handle: 'BOB_CF', problem: '1/A', date: 'today' })).status, 200);
    const solved = await clients.codeforces.fetchSolvedProblems('bob_cf');
    assert.equal(dayOf(solved.find((s) => s.key === 'codeforces:1/A')!.epochMs), day('today'));
    assert.equal((await admin('solve', { platform: 'geeksforgeeks', handle: 'alice_gfg', problem: 'word-break1352' })).status, 200);
    assert.ok(sorted(await clients.geeksforgeeks.fetchSolvedProblems('alice_gfg')).includes('geeksforgeeks:word-break1352'));

    const refused = [
      { platform: 'leetcode', handle: 'ghost_lc', problem: 'two-sum' },
      { platform: 'leetcode', handle: 'alice_lc' },
      { platform: 'leetcode', handle: 'alice_lc', problem: 'two-sum', date: 'yesterday' },
      { platform: 'codeforces', handle: 'bob_cf', problem: 'watermelon' },
      { platform: 'codechef', handle: 'bob_cc', problem: 'FLOW001' },
      { platform: 'atcoder', handle: 'bob', problem: 'abc300_a' },
    ];
    for (const body of refused) assert.equal((await admin('solve', body)).status, 400, JSON.stringify(body));
    assert.match(String((await admin('solve', refused[0])).body.message), /unknown leetcode handle ghost_lc/);
  });

  it('serves the data file’s problems to each info lookup, mapped to the three levels', async () => {
    assert.deepEqual(await clients.leetcode.fetchProblemInfo('leetcode:two-sum'), { title: 'Two Sum', difficulty: 'EASY' });
    assert.deepEqual(await clients.leetcode.fetchProblemInfo('leetcode:median-of-two-sorted-arrays'), {
      title: 'Median of Two Sorted Arrays',
      difficulty: 'HARD',
    });
    // The daily question is known too.
    assert.deepEqual(await clients.leetcode.fetchProblemInfo('leetcode:maximum-number-of-fish-in-a-grid'), {
      title: 'Maximum Number of Fish in a Grid',
      difficulty: 'MEDIUM',
    });
    assert.deepEqual(await clients.codeforces.fetchProblemInfo('codeforces:4/A'), { title: 'Watermelon', difficulty: 'EASY' });
    assert.deepEqual(await clients.codeforces.fetchProblemInfo('codeforces:2060/C'), { title: 'Game of Mathletes', difficulty: 'MEDIUM' });
    assert.deepEqual(await clients.codeforces.fetchProblemInfo('codeforces:2060/F'), { title: 'Multiplicative Arrays', difficulty: 'HARD' });
    // A contest of the data file: its problems, without ratings.
    assert.deepEqual(await clients.codeforces.fetchProblemInfo('codeforces:2057/B'), { title: 'Problem B', difficulty: null });
    assert.deepEqual(await clients.codechef.fetchProblemInfo('codechef:FLOW001'), { title: 'Add Two Numbers', difficulty: 'EASY' });
    assert.deepEqual(await clients.codechef.fetchProblemInfo('codechef:TREEQRY'), { title: 'Tree Queries', difficulty: 'HARD' });
    assert.deepEqual(await clients.geeksforgeeks.fetchProblemInfo('geeksforgeeks:print-1-to-n-without-using-loops-1587115620'), {
      title: 'Print 1 To N Without Loop',
      difficulty: 'EASY',
    });
    assert.deepEqual(await clients.geeksforgeeks.fetchProblemInfo('geeksforgeeks:kadanes-algorithm-1587115620'), {
      title: "Kadane's Algorithm",
      difficulty: 'MEDIUM',
    });

    for (const [platform, key] of [
      ['leetcode', 'leetcode:no-such-problem'],
      ['codeforces', 'codeforces:4/B'],
      ['codeforces', 'codeforces:999999/A'],
      ['codechef', 'codechef:NOSUCH'],
      ['geeksforgeeks', 'geeksforgeeks:no-such-problem'],
    ] as const) {
      await assert.rejects(clients[platform].fetchProblemInfo(key), PlatformProblemNotFound, key);
    }
  });

  it('adds a problem with POST /__sandbox/problem, refuses bad input, and reset forgets it', async () => {
    assert.equal((await admin('problem', { platform: 'leetcode', id: 'lru-cache', title: 'LRU Cache', difficulty: 'Medium' })).status, 200);
    assert.equal((await admin('problem', { platform: 'codeforces', id: '2061/D', title: 'Kevin and Numbers', rating: 1600 })).status, 200);
    assert.equal((await admin('problem', { platform: 'codechef', id: 'NEWONE', title: 'A New One' })).status, 200);
    assert.equal((await admin('problem', { platform: 'geeksforgeeks', id: 'two-sum-1', title: 'Pair sum', difficulty: 'School' })).status, 200);
    assert.equal((await admin('problem', { platform: 'leetcode', id: 'two-sum', title: 'Two Sum (renamed)', difficulty: 'Hard' })).status, 200);
    assert.deepEqual(await clients.leetcode.fetchProblemInfo('leetcode:lru-cache'), { title: 'LRU Cache', difficulty: 'MEDIUM' });
    assert.deepEqual(await clients.leetcode.fetchProblemInfo('leetcode:two-sum'), { title: 'Two Sum (renamed)', difficulty: 'HARD' });
    assert.deepEqual(await clients.codeforces.fetchProblemInfo('codeforces:2061/D'), { title: 'Kevin and Numbers', difficulty: 'MEDIUM' });
    assert.deepEqual(await clients.codechef.fetchProblemInfo('codechef:NEWONE'), { title: 'A New One', difficulty: null });
    assert.deepEqual(await clients.geeksforgeeks.fetchProblemInfo('geeksforgeeks:two-sum-1'), { title: 'Pair sum', difficulty: 'EASY' });

    for (const body of [
      { platform: 'leetcode', id: 'x' },
      { platform: 'leetcode', title: 'X' },
      { platform: 'codeforces', id: 'watermelon', title: 'Watermelon' },
      { platform: 'codechef', id: 'X', title: 'X', rating: 'high' },
      { platform: 'geeksforgeeks', id: 'x', title: 'X', difficulty: 3 },
      { platform: 'atcoder', id: 'x', title: 'X' },
    ]) {
      assert.equal((await admin('problem', body)).status, 400, JSON.stringify(body));
    }

    await admin('solve', { platform: 'leetcode', handle: 'bob_lc', problem: 'lru-cache' });
    await admin('reset', {});
    await assert.rejects(clients.leetcode.fetchProblemInfo('leetcode:lru-cache'), PlatformProblemNotFound);
    assert.deepEqual(await clients.leetcode.fetchProblemInfo('leetcode:two-sum'), { title: 'Two Sum', difficulty: 'EASY' });
    assert.ok(!sorted(await clients.leetcode.fetchSolvedProblems('bob_lc')).includes('leetcode:lru-cache'));
    await assert.rejects(clients.codeforces.fetchProblemInfo('codeforces:2061/D'), PlatformProblemNotFound);
  });
});

describe('sandbox command line', () => {
  it('starts on the given port with the given data and prints the environment for the API', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'main.ts'), '--port', '0', '--data', SAMPLE], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('PLATFORM_GFG_URL')) resolve(text);
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      const url = /PLATFORM_LEETCODE_URL=(\S+)/.exec(output)![1];
      const answer = await fetch(`${url}/graphql`, { method: 'POST', body: JSON.stringify({ query: '{ matchedUser }', variables: { username: 'alice_lc' } }) });
      assert.equal(answer.status, 200);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
