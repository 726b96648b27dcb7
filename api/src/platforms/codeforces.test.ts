import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeforcesDifficulty, createCodeforcesClient } from './codeforces';
import {
  PlatformContestNotFound,
  PlatformProblemNotFound,
  PlatformResponseChanged,
  PlatformUnavailable,
  PlatformUnsupported,
  PlatformUserNotFound,
} from './errors';
import { fixture, inTurn, startFixtureServer, testSettings, type ReceivedRequest, type Reply, type Responder } from '../../test/platforms';
import type { PlatformSettings } from './settings';

type Client = ReturnType<typeof createCodeforcesClient>;

async function withClient(
  respond: Responder,
  run: (client: Client, requests: ReceivedRequest[]) => Promise<void>,
  adjust?: (settings: PlatformSettings) => void,
) {
  const server = await startFixtureServer(respond);
  try {
    const settings = testSettings(server.url, { retries: 1 });
    adjust?.(settings);
    await run(createCodeforcesClient(settings), server.requests);
  } finally {
    await server.close();
  }
}

const ok = (result: unknown): Reply => ({ body: JSON.stringify({ status: 'OK', result }) });

/** user.info answering for the handles asked, as Codeforces does (400 naming the first unknown one). */
function fakeCodeforces(request: ReceivedRequest): Reply {
  const method = request.url.pathname.replace('/api/', '');
  if (method === 'user.info') {
    const asked = request.url.searchParams.get('handles')!.split(';');
    if (asked.some((h) => h.toLowerCase() === 'ghost_user')) return { status: 400, body: fixture('codeforces-user-not-found.json') };
    const users = JSON.parse(fixture('codeforces-user-info.json')).result as { handle: string }[];
    return ok(users.filter((user) => asked.some((h) => h.toLowerCase() === user.handle.toLowerCase())));
  }
  if (method === 'user.status') {
    return request.url.searchParams.get('handle') === 'Bob_CF' ? { body: fixture('codeforces-user-status.json') } : ok([]);
  }
  if (method === 'contest.standings') {
    const asked = request.url.searchParams.get('handles')!.split(';');
    if (asked.includes('ghost_user')) return { status: 400, body: fixture('codeforces-user-not-found.json') };
    if (request.url.searchParams.get('contestId') !== '2057') {
      return { status: 400, body: JSON.stringify({ status: 'FAILED', comment: 'contestId: Contest with id 999999 not found' }) };
    }
    return { body: fixture('codeforces-standings.json') };
  }
  return { status: 404, body: '' };
}

describe('Codeforces client', () => {
  it('batches handles into user.info, drops the unknown one and counts solved problems', async () => {
    await withClient(fakeCodeforces, async (client, requests) => {
      const outcomes = await client.fetchProfiles(['Bob_CF', 'newbie_dan', 'ghost_user']);
      assert.deepEqual(outcomes.get('Bob_CF'), {
        ok: true,
        profile: { platform: 'codeforces', handle: 'Bob_CF', rating: 1543, rank: 'specialist', maxRating: 1610, maxRank: 'expert', totalProblemSolved: 3 },
      });
      assert.deepEqual(outcomes.get('newbie_dan'), {
        ok: true,
        profile: { platform: 'codeforces', handle: 'newbie_dan', rating: null, rank: 'Unrated', maxRating: null, maxRank: null, totalProblemSolved: 0 },
      });
      const ghost = outcomes.get('ghost_user')!;
      assert.ok(!ghost.ok && ghost.error instanceof PlatformUserNotFound);
      const infoCalls = requests.filter((r) => r.url.pathname === '/api/user.info').map((r) => r.url.searchParams.get('handles'));
      assert.deepEqual(infoCalls, ['Bob_CF;newbie_dan;ghost_user', 'Bob_CF;newbie_dan']);
    });
  });

  it('never sends a handle that cannot exist (it would break the ; list)', async () => {
    await withClient(fakeCodeforces, async (client, requests) => {
      const outcomes = await client.fetchProfiles(['Bob_CF', 'evil;newbie_dan', 'two words']);
      assert.ok(outcomes.get('Bob_CF')!.ok);
      assert.ok(!outcomes.get('evil;newbie_dan')!.ok);
      assert.ok(!outcomes.get('two words')!.ok);
      assert.deepEqual(
        requests.filter((r) => r.url.pathname === '/api/user.info').map((r) => r.url.searchParams.get('handles')),
        ['Bob_CF'],
      );
      const results = await client.fetchContestResults({ code: '2057' }, ['Bob_CF', 'a;b']);
      assert.deepEqual(results.notFound, ['a;b']);
    });
  });

  it('splits long handle lists into batches of the configured size', async () => {
    await withClient(
      fakeCodeforces,
      async (client, requests) => {
        await client.fetchProfiles(['Bob_CF', 'newbie_dan', 'Bob_CF']);
        const infoCalls = requests.filter((r) => r.url.pathname === '/api/user.info').map((r) => r.url.searchParams.get('handles'));
        assert.deepEqual(infoCalls, ['Bob_CF', 'newbie_dan']);
      },
      (settings) => {
        settings.codeforces.batchSize = 1;
      },
    );
  });

  it('keeps to its call rate (one call per interval)', async () => {
    await withClient(
      fakeCodeforces,
      async (client, requests) => {
        const started = Date.now();
        await Promise.all([client.fetchSolvedPerDay('Bob_CF'), client.fetchSolvedPerDay('Bob_CF'), client.fetchSolvedPerDay('Bob_CF')]);
        // The third call may not start before two intervals have passed.
        assert.ok(Date.now() - started >= 390, `took ${Date.now() - started} ms`);
        assert.equal(requests.length, 3);
      },
      (settings) => {
        settings.codeforces.rateLimit = { limit: 1, intervalMs: 200 };
      },
    );
  });

  it('retries "Call limit exceeded" and 5xx answers', async () => {
    const callLimit = { status: 503, body: fixture('codeforces-call-limit.json') };
    await withClient(inTurn(callLimit, { body: fixture('codeforces-user-info.json') }), async (client, requests) => {
      assert.ok((await client.fetchVerificationText('Bob_CF')).includes('chapter-CF77AB'));
      assert.equal(requests.length, 2);
    });
    const limitWith200 = { status: 200, body: fixture('codeforces-call-limit.json') };
    await withClient(inTurn(limitWith200, { body: fixture('codeforces-user-info.json') }), async (client, requests) => {
      assert.equal(await client.fetchVerificationText('Bob_CF'), 'Bob\nVerma\nchapter-CF77AB');
      assert.equal(requests.length, 2);
    });
  });

  it('reports an unknown handle without retrying', async () => {
    await withClient(fakeCodeforces, async (client, requests) => {
      await assert.rejects(client.fetchProfile('ghost_user'), (error) => error instanceof PlatformUserNotFound && error.handle === 'ghost_user');
      assert.equal(requests.length, 1);
    });
  });

  it('reports a changed answer and an unreachable API', async () => {
    await withClient(
      () => ok({ users: [] }),
      async (client) => {
        await assert.rejects(client.fetchProfile('Bob_CF'), PlatformResponseChanged);
      },
    );
    await withClient(
      () => ({ status: 200, headers: { 'Content-Type': 'text/html' }, body: '<html>Codeforces is temporarily unavailable</html>' }),
      async (client) => {
        await assert.rejects(client.fetchSolvedPerDay('Bob_CF'), PlatformResponseChanged);
      },
    );
    await withClient(
      () => 'hang',
      async (client) => {
        await assert.rejects(client.fetchSolvedPerDay('Bob_CF'), (error) => error instanceof PlatformUnavailable && /timed out/.test(error.message));
      },
      (settings) => {
        settings.http.timeoutMs = 150;
      },
    );
  });

  it('counts accepted problems per day from user.status', async () => {
    await withClient(fakeCodeforces, async (client, requests) => {
      assert.deepEqual(await client.fetchSolvedPerDay('Bob_CF'), { '2025-01-27': 1, '2025-01-28': 2 });
      assert.equal(requests[0].url.searchParams.get('count'), '1000');
    });
  });

  it('reads contest results: live participation only, unknown handles set apart', async () => {
    await withClient(fakeCodeforces, async (client, requests) => {
      const results = await client.fetchContestResults({ code: '2057' }, ['bob_cf', 'carol_x', 'dan_absent', 'ghost_user']);
      assert.deepEqual(results, {
        platform: 'codeforces',
        contest: '2057',
        name: 'Hello 2025',
        final: true,
        entries: {
          bob_cf: { participated: true, solved: 2, problems: ['A', 'B'], rank: 5321, penalty: 0 },
          carol_x: { participated: false, solved: 0, problems: [], rank: null, penalty: null },
          dan_absent: { participated: false, solved: 0, problems: [], rank: null, penalty: null },
        },
        notFound: ['ghost_user'],
      });
      const last = requests.at(-1)!.url.searchParams;
      assert.equal(last.get('handles'), 'bob_cf;carol_x;dan_absent');
      assert.equal(last.get('showUnofficial'), 'true');
    });
  });

  it('reads the penalty of an ICPC-style round from the row, while the contest runs', async () => {
    const standings = JSON.parse(fixture('codeforces-standings.json'));
    standings.result.contest = { ...standings.result.contest, type: 'ICPC', phase: 'CODING' };
    standings.result.rows[0] = { ...standings.result.rows[0], points: 2, penalty: 73 };
    await withClient(
      (request) => (request.url.pathname === '/api/contest.standings' ? { body: JSON.stringify(standings) } : fakeCodeforces(request)),
      async (client) => {
        const results = await client.fetchContestResults({ code: '2057' }, ['bob_cf', 'dan_absent']);
        assert.equal(results.final, false, 'CODING: the standings may still change');
        assert.deepEqual(results.entries.bob_cf, { participated: true, solved: 2, problems: ['A', 'B'], rank: 5321, penalty: 73 });
        assert.equal(results.entries.dan_absent.penalty, null, 'no row, no penalty');
      },
    );
  });

  it('reports an unknown contest; has no problem of the day', async () => {
    await withClient(fakeCodeforces, async (client) => {
      await assert.rejects(client.fetchContestResults({ code: '999999' }, ['Bob_CF']), PlatformContestNotFound);
      await assert.rejects(client.fetchContestResults({ code: 'not-a-number' }, ['Bob_CF']), PlatformContestNotFound);
      await assert.rejects(client.fetchProblemOfTheDay(), PlatformUnsupported);
    });
  });
});

/** contest.standings as Codeforces answers a count=1 read: contest 2060 known, any other one not. */
function fakeProblems(request: ReceivedRequest): Reply {
  if (request.url.pathname !== '/api/contest.standings') return { status: 404, body: '' };
  const id = request.url.searchParams.get('contestId');
  if (id === '2100') return { status: 400, body: JSON.stringify({ status: 'FAILED', comment: 'contestId: Contest with id 2100 has not started' }) };
  if (id !== '2060') return { status: 400, body: JSON.stringify({ status: 'FAILED', comment: `contestId: Contest with id ${id} not found` }) };
  return { body: fixture('codeforces-contest-problems.json') };
}

describe('Codeforces solved problems and problem info', () => {
  it('lists each accepted problem once with its first acceptance, as problem keys', async () => {
    const status = JSON.parse(fixture('codeforces-user-status.json'));
    // An acmsguru problem has no contest id: it cannot be keyed, so it is left out.
    status.result.push({
      ...status.result[0],
      id: 1,
      contestId: undefined,
      problem: { problemsetName: 'acmsguru', index: '100', name: 'A+B', type: 'PROGRAMMING', tags: [] },
    });
    await withClient(
      () => ({ body: JSON.stringify(status) }),
      async (client, requests) => {
        const solved = await client.fetchSolvedProblems('Bob_CF');
        assert.deepEqual(
          [...solved].sort((a, b) => a.key.localeCompare(b.key)),
          [
            { key: 'codeforces:2057/A', epochMs: 1737990000_000 },
            { key: 'codeforces:2060/A', epochMs: 1738060000_000 },
            { key: 'codeforces:2060/B', epochMs: 1738065000_000 },
          ],
        );
        assert.equal(requests[0].url.pathname, '/api/user.status');
        assert.equal(requests[0].url.searchParams.get('handle'), 'Bob_CF');
      },
    );
  });

  it('keeps solved per day as before while sharing the submissions read', async () => {
    await withClient(fakeCodeforces, async (client) => {
      assert.deepEqual(await client.fetchSolvedPerDay('Bob_CF'), { '2025-01-27': 1, '2025-01-28': 2 });
      assert.ok(client.features.has('solvedProblems') && client.features.has('problemInfo'));
    });
  });

  it('reports an unknown handle', async () => {
    await withClient(
      () => ({ status: 400, body: fixture('codeforces-user-not-found.json') }),
      async (client) => {
        await assert.rejects(client.fetchSolvedProblems('ghost_user'), PlatformUserNotFound);
      },
    );
  });

  it('reads title and rating band with one contest.standings call per problem', async () => {
    await withClient(fakeProblems, async (client, requests) => {
      assert.deepEqual(await client.fetchProblemInfo('codeforces:2060/A'), { title: 'Fibonacciness', difficulty: 'EASY' });
      assert.equal(requests.length, 1);
      assert.deepEqual(Object.fromEntries(requests[0].url.searchParams), { contestId: '2060', from: '1', count: '1' });
      assert.deepEqual(await client.fetchProblemInfo('codeforces:2060/B'), { title: "Farmer John's Card Game", difficulty: 'EASY' });
      assert.deepEqual(await client.fetchProblemInfo('codeforces:2060/C'), { title: 'Game of Mathletes', difficulty: 'MEDIUM' });
      assert.deepEqual(await client.fetchProblemInfo('codeforces:2060/E'), { title: 'Graph Composition', difficulty: 'MEDIUM' });
      assert.deepEqual(await client.fetchProblemInfo('codeforces:2060/F'), { title: 'Multiplicative Arrays', difficulty: 'HARD' });
      assert.deepEqual(await client.fetchProblemInfo('codeforces:2060/G'), { title: 'Bugged Sort', difficulty: null });
    });
  });

  it('maps ratings to levels: up to 1200 EASY, 1300 to 1900 MEDIUM, 2000 and up HARD', () => {
    assert.deepEqual([800, 1200, 1300, 1900, 2000, 3500, null].map(codeforcesDifficulty), ['EASY', 'EASY', 'MEDIUM', 'MEDIUM', 'HARD', 'HARD', null]);
  });

  it('reports a problem not found for an unknown contest, one not started, a missing index or a key that is no Codeforces key', async () => {
    await withClient(fakeProblems, async (client, requests) => {
      await assert.rejects(
        client.fetchProblemInfo('codeforces:999999/A'),
        (error) => error instanceof PlatformProblemNotFound && error.key === 'codeforces:999999/A',
      );
      await assert.rejects(client.fetchProblemInfo('codeforces:2060/H'), PlatformProblemNotFound);
      await assert.rejects(client.fetchProblemInfo('codeforces:2100/A'), PlatformProblemNotFound);
      await assert.rejects(client.fetchProblemInfo('leetcode:two-sum'), PlatformProblemNotFound);
      assert.equal(requests.length, 3);
    });
  });

  it('reports an unavailable platform', async () => {
    await withClient(
      () => ({ status: 503, body: 'Service Unavailable' }),
      async (client) => {
        await assert.rejects(client.fetchProblemInfo('codeforces:2060/A'), PlatformUnavailable);
        await assert.rejects(client.fetchSolvedProblems('Bob_CF'), PlatformUnavailable);
      },
    );
  });
});
