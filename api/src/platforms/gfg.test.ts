import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PlatformProblemNotFound, PlatformResponseChanged, PlatformUnavailable, PlatformUnsupported, PlatformUserNotFound } from './errors';
import { createGfgClient, gfgDifficulty, parseGfgTime } from './gfg';
import type { PlatformSettings } from './settings';
import { fixture, inTurn, startFixtureServer, testSettings, type ReceivedRequest, type Responder } from '../../test/platforms';

type Client = ReturnType<typeof createGfgClient>;

async function withClient(
  respond: Responder,
  run: (client: Client, requests: ReceivedRequest[]) => Promise<void>,
  adjust?: (settings: PlatformSettings) => void,
) {
  const server = await startFixtureServer(respond);
  try {
    const settings = testSettings(server.url, { retries: 1 });
    adjust?.(settings);
    await run(createGfgClient(settings), server.requests);
  } finally {
    await server.close();
  }
}

describe('GeeksforGeeks client', () => {
  it('reads the profile stats', async () => {
    await withClient(
      () => ({ body: fixture('gfg-profile.json') }),
      async (client, requests) => {
        assert.deepEqual(await client.fetchProfile('grace_gfg'), {
          platform: 'geeksforgeeks',
          handle: 'grace_gfg',
          name: 'Grace Iyer chapter-GF12QW',
          instituteName: 'Example Institute of Technology',
          universityRank: 42,
          codingScore: 912,
          monthlyScore: 64,
          problemSolved: 246,
          potdCurrentStreak: 5,
          potdLongestStreak: 31,
        });
        assert.equal(requests[0].url.pathname, '/api-get/user-profile-info/');
        assert.equal(requests[0].url.searchParams.get('handle'), 'grace_gfg');
        assert.match(String(requests[0].headers['user-agent']), /^Mozilla\/5\.0/);
      },
    );
  });

  it('reads an empty institute rank as none', async () => {
    const answer = JSON.parse(fixture('gfg-profile.json'));
    answer.data.institute_rank = '';
    await withClient(
      () => ({ body: JSON.stringify(answer) }),
      async (client) => {
        assert.equal((await client.fetchProfile('grace_gfg')).universityRank, null);
      },
    );
  });

  it('reports an unknown user (HTTP 400; submissions status "failed") without retrying', async () => {
    await withClient(
      () => ({ status: 400, body: '{"message":"User not found"}' }),
      async (client, requests) => {
        await assert.rejects(client.fetchProfile('ghost'), PlatformUserNotFound);
        assert.equal(requests.length, 1);
      },
    );
    await withClient(
      () => ({ body: fixture('gfg-submissions-unknown.json') }),
      async (client) => {
        await assert.rejects(client.fetchSolvedPerDay('ghost'), PlatformUserNotFound);
      },
    );
  });

  it('reports changed answers', async () => {
    const answer = JSON.parse(fixture('gfg-profile.json'));
    delete answer.data.total_problems_solved;
    await withClient(
      () => ({ body: JSON.stringify(answer) }),
      async (client) => {
        await assert.rejects(client.fetchProfile('grace_gfg'), /total_problems_solved/);
      },
    );
    const submissions = JSON.parse(fixture('gfg-submissions.json'));
    submissions.result.Easy['700159'].user_subtime = '28/01/2025';
    await withClient(
      () => ({ body: JSON.stringify(submissions) }),
      async (client) => {
        await assert.rejects(client.fetchSolvedPerDay('grace_gfg'), PlatformResponseChanged);
      },
    );
  });

  it('retries a 5xx and gives up on a server that never answers', async () => {
    await withClient(inTurn({ status: 502, body: 'Bad Gateway' }, { body: fixture('gfg-profile.json') }), async (client, requests) => {
      assert.equal((await client.fetchProfile('grace_gfg')).codingScore, 912);
      assert.equal(requests.length, 2);
    });
    await withClient(
      () => 'hang',
      async (client) => {
        await assert.rejects(client.fetchProblemOfTheDay(), PlatformUnavailable);
      },
      (settings) => {
        settings.http.timeoutMs = 150;
      },
    );
  });

  it('counts solved problems per day from submission times in India time', async () => {
    assert.equal(parseGfgTime('2025-01-28 02:00:00', '+05:30'), Date.parse('2025-01-27T20:30:00Z'));
    await withClient(
      () => ({ body: fixture('gfg-submissions.json') }),
      async (client, requests) => {
        assert.deepEqual(await client.fetchSolvedPerDay('grace_gfg'), { '2025-01-25': 1, '2025-01-27': 1, '2025-01-28': 2 });
        assert.equal(requests[0].method, 'POST');
        assert.equal(requests[0].url.pathname, '/api/v1/user/problems/submissions/');
        assert.deepEqual(JSON.parse(requests[0].body), { handle: 'grace_gfg', requestType: '', year: '', month: '' });
      },
    );
    await withClient(
      () => ({ body: fixture('gfg-submissions.json') }),
      async (client) => {
        assert.deepEqual(await client.fetchSolvedPerDay('grace_gfg', { since: new Date('2025-01-26T00:00:00+05:30') }), { '2025-01-28': 3 });
      },
      (settings) => {
        settings.timeZone = 'Asia/Kolkata';
      },
    );
  });

  it('reads the problem of the day', async () => {
    await withClient(
      () => ({ body: fixture('gfg-potd.json') }),
      async (client, requests) => {
        assert.deepEqual(await client.fetchProblemOfTheDay(), {
          platform: 'geeksforgeeks',
          date: '2025-01-28',
          problemName: 'Reverse a linked list',
          difficulty: 'Easy',
          accuracy: 73.11,
          topics: ['Linked List', 'Data Structures'],
          problemLink: 'https://www.geeksforgeeks.org/problems/reverse-a-linked-list/1',
        });
        assert.equal(requests[0].url.pathname, '/api/vr/problems-of-day/problem/today/');
      },
    );
  });

  it('reads the profile name for verification; has no contest results', async () => {
    await withClient(
      () => ({ body: fixture('gfg-profile.json') }),
      async (client) => {
        assert.equal(await client.fetchVerificationText('grace_gfg'), 'Grace Iyer chapter-GF12QW');
        await assert.rejects(client.fetchContestResults({ code: 'weekly-190' }, ['grace_gfg']), PlatformUnsupported);
      },
    );
  });
});

describe('GeeksforGeeks solved problems and problem info', () => {
  it('lists every solved problem from the submissions list by slug, in India time', async () => {
    await withClient(
      () => ({ body: fixture('gfg-submissions.json') }),
      async (client, requests) => {
        const solved = await client.fetchSolvedProblems('grace_gfg');
        assert.deepEqual(
          [...solved].sort((a, b) => a.key.localeCompare(b.key)),
          [
            { key: 'geeksforgeeks:kadanes-algorithm-1587115620', epochMs: Date.parse('2025-01-28T21:40:59+05:30') },
            { key: 'geeksforgeeks:missing-number-in-array1416', epochMs: Date.parse('2025-01-28T02:00:00+05:30') },
            { key: 'geeksforgeeks:print-1-to-n-without-using-loops-1587115620', epochMs: Date.parse('2025-01-25T18:00:00+05:30') },
            { key: 'geeksforgeeks:reverse-a-linked-list', epochMs: Date.parse('2025-01-28T10:15:00+05:30') },
          ],
        );
        assert.equal(requests[0].url.pathname, '/api/v1/user/problems/submissions/');
        assert.ok(client.features.has('solvedProblems') && client.features.has('problemInfo'));
      },
    );
  });

  it('reports an unknown user', async () => {
    await withClient(
      () => ({ body: fixture('gfg-submissions-unknown.json') }),
      async (client) => {
        await assert.rejects(client.fetchSolvedProblems('nobody_gfg'), PlatformUserNotFound);
      },
    );
  });

  it('reads title and difficulty from the problem metainfo', async () => {
    await withClient(
      () => ({ body: fixture('gfg-problem-metainfo.json') }),
      async (client, requests) => {
        assert.deepEqual(await client.fetchProblemInfo('geeksforgeeks:reverse-a-linked-list'), { title: 'Reverse a linked list', difficulty: 'EASY' });
        assert.equal(requests[0].url.pathname, '/api/latest/problems/reverse-a-linked-list/metainfo/');
      },
    );
  });

  it('maps School, Basic and Easy to EASY, Medium to MEDIUM, Hard to HARD', () => {
    assert.deepEqual(['School', 'Basic', 'Easy', 'Medium', 'Hard', ''].map(gfgDifficulty), ['EASY', 'EASY', 'EASY', 'MEDIUM', 'HARD', null]);
  });

  it('reports a problem not found for an unknown slug or a key that is no GeeksforGeeks key', async () => {
    await withClient(
      () => ({ status: 404, body: fixture('gfg-problem-missing.json') }),
      async (client, requests) => {
        await assert.rejects(client.fetchProblemInfo('geeksforgeeks:no-such-problem'), PlatformProblemNotFound);
        await assert.rejects(client.fetchProblemInfo('leetcode:two-sum'), PlatformProblemNotFound);
        assert.equal(requests.length, 1);
      },
    );
  });

  it('reports an unavailable platform and a changed answer', async () => {
    await withClient(
      () => ({ status: 500, body: 'oops' }),
      async (client) => {
        await assert.rejects(client.fetchProblemInfo('geeksforgeeks:reverse-a-linked-list'), PlatformUnavailable);
      },
    );
    await withClient(
      () => ({ body: JSON.stringify({ results: { name: 'Reverse a linked list' } }) }),
      async (client) => {
        await assert.rejects(client.fetchProblemInfo('geeksforgeeks:reverse-a-linked-list'), PlatformResponseChanged);
      },
    );
  });
});
