import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PlatformProblemNotFound, PlatformResponseChanged, PlatformUnavailable, PlatformUnsupported, PlatformUserNotFound } from './errors';
import { createLeetCodeClient } from './leetcode';
import { fixture, inTurn, startFixtureServer, testSettings, type Responder } from '../../test/platforms';

async function withClient(
  respond: Responder,
  run: (client: ReturnType<typeof createLeetCodeClient>, requests: { body: string; headers: Record<string, unknown> }[]) => Promise<void>,
  overrides = {},
) {
  const server = await startFixtureServer(respond);
  try {
    await run(createLeetCodeClient(testSettings(server.url, overrides)), server.requests);
  } finally {
    await server.close();
  }
}

describe('LeetCode client', () => {
  it('reads the profile stats through GraphQL with a Referer and a browser User-Agent', async () => {
    await withClient(
      () => ({ body: fixture('leetcode-profile.json') }),
      async (client, requests) => {
        const profile = await client.fetchProfile('alice_codes');
        assert.deepEqual(profile, {
          platform: 'leetcode',
          handle: 'alice_codes',
          realName: 'Alice Sharma',
          ranking: 123456,
          badgesCount: 2,
          totalProblemSolved: 321,
          easy: 150,
          medium: 140,
          hard: 31,
          contestRating: 1712,
        });
        assert.equal(requests.length, 1);
        const [request] = requests as unknown as { method: string; url: URL; body: string; headers: Record<string, string> }[];
        assert.equal(request.method, 'POST');
        assert.equal(request.url.pathname, '/graphql');
        assert.match(request.headers['user-agent'], /^Mozilla\/5\.0/);
        assert.ok(request.headers.referer);
        assert.equal(request.headers['content-type'], 'application/json');
        assert.deepEqual(JSON.parse(request.body).variables, { username: 'alice_codes' });
      },
    );
  });

  it('gives a null contest rating to someone who never entered a contest', async () => {
    const answer = JSON.parse(fixture('leetcode-profile.json'));
    answer.data.userContestRanking = null;
    await withClient(
      () => ({ body: JSON.stringify(answer) }),
      async (client) => {
        assert.equal((await client.fetchProfile('alice_codes')).contestRating, null);
      },
    );
  });

  it('reports an unknown user (HTTP 200 with errors) without retrying', async () => {
    await withClient(
      () => ({ body: fixture('leetcode-unknown-user.json') }),
      async (client, requests) => {
        await assert.rejects(client.fetchProfile('ghost'), (error) => error instanceof PlatformUserNotFound && error.handle === 'ghost');
        await assert.rejects(client.fetchSolvedPerDay('ghost'), PlatformUserNotFound);
        assert.equal(requests.length, 2);
      },
    );
  });

  it('reports a changed schema or shape loudly', async () => {
    await withClient(
      () => ({ body: fixture('leetcode-changed.json') }),
      async (client) => {
        await assert.rejects(client.fetchProfile('alice_codes'), PlatformResponseChanged);
      },
    );
    const answer = JSON.parse(fixture('leetcode-profile.json'));
    answer.data.matchedUser.submitStats.acSubmissionNum = [{ difficulty: 'Total', count: 3 }];
    await withClient(
      () => ({ body: JSON.stringify(answer) }),
      async (client) => {
        await assert.rejects(client.fetchProfile('alice_codes'), /acSubmissionNum "All"/);
      },
    );
    await withClient(
      () => ({ status: 200, headers: { 'Content-Type': 'text/html' }, body: '<html>Just a moment...</html>' }),
      async (client) => {
        await assert.rejects(client.fetchProfile('alice_codes'), PlatformResponseChanged);
      },
    );
  });

  it('waits and retries after a rate-limit answer', async () => {
    const respond = inTurn({ status: 429, headers: { 'Retry-After': '0' }, body: '{}' }, { body: fixture('leetcode-profile.json') });
    await withClient(respond, async (client, requests) => {
      assert.equal((await client.fetchProfile('alice_codes')).totalProblemSolved, 321);
      assert.equal(requests.length, 2);
    });
  });

  it('does not hammer a refusal (403)', async () => {
    await withClient(
      () => ({ status: 403, body: 'CSRF verification failed' }),
      async (client, requests) => {
        await assert.rejects(client.fetchProfile('alice_codes'), PlatformUnavailable);
        assert.equal(requests.length, 1);
      },
    );
  });

  it('gives up after its retries when the server never answers', async () => {
    await withClient(
      () => 'hang',
      async (client) => {
        const started = Date.now();
        await assert.rejects(
          client.fetchProfile('alice_codes'),
          (error) => error instanceof PlatformUnavailable && /timed out after 150 ms/.test(error.message),
        );
        // Two attempts, each waiting out the whole time-out.
        assert.ok(Date.now() - started >= 300);
        assert.ok(Date.now() - started < 3000);
      },
      { timeoutMs: 150, retries: 1 },
    );
  });

  it('counts distinct accepted problems per day', async () => {
    await withClient(
      () => ({ body: fixture('leetcode-recent-ac.json') }),
      async (client, requests) => {
        assert.deepEqual(await client.fetchSolvedPerDay('alice_codes'), { '2025-01-26': 1, '2025-01-27': 1, '2025-01-28': 2 });
        assert.deepEqual(await client.fetchSolvedPerDay('alice_codes', { since: new Date('2025-01-27T12:00:00Z') }), { '2025-01-27': 1, '2025-01-28': 2 });
        assert.deepEqual(JSON.parse(requests[0].body).variables, { username: 'alice_codes', limit: 20 });
      },
    );
  });

  it('counts days in the configured time zone', async () => {
    const server = await startFixtureServer(() => ({ body: fixture('leetcode-recent-ac.json') }));
    try {
      const settings = testSettings(server.url);
      settings.timeZone = 'Asia/Kolkata';
      // 1738000000 is 2025-01-27 17:46 UTC, 23:16 in India; 1738060000 is 10:26 UTC, 15:56 in India.
      assert.deepEqual(await createLeetCodeClient(settings).fetchSolvedPerDay('alice_codes'), { '2025-01-26': 1, '2025-01-27': 1, '2025-01-28': 2 });
    } finally {
      await server.close();
    }
  });

  it('reads the daily question', async () => {
    await withClient(
      () => ({ body: fixture('leetcode-daily.json') }),
      async (client) => {
        const potd = await client.fetchProblemOfTheDay();
        assert.deepEqual(
          { ...potd, problemLink: potd.problemLink.replace(/^http:\/\/127\.0\.0\.1:\d+/, '') },
          {
            platform: 'leetcode',
            date: '2025-01-28',
            problemName: 'Maximum Number of Fish in a Grid',
            difficulty: 'Medium',
            accuracy: 60.54,
            topics: ['Array', 'Depth-First Search', 'Matrix'],
            problemLink: '/problems/maximum-number-of-fish-in-a-grid/',
          },
        );
      },
    );
  });

  it('reads real name and summary for verification; has no contest results', async () => {
    await withClient(
      () => ({ body: fixture('leetcode-profile.json') }),
      async (client) => {
        const text = await client.fetchVerificationText('alice_codes');
        assert.ok(text.includes('chapter-7F3K9Q'));
        assert.ok(text.includes('Alice Sharma'));
        await assert.rejects(client.fetchContestResults({ code: 'weekly-contest-400' }, ['alice_codes']), PlatformUnsupported);
        assert.equal(client.features.has('contestResults'), false);
      },
    );
  });
});

describe('LeetCode solved problems and problem info', () => {
  it('lists the recent accepted problems once each, at their first acceptance in the list', async () => {
    await withClient(
      () => ({ body: fixture('leetcode-recent-ac.json') }),
      async (client, requests) => {
        assert.deepEqual(await client.fetchSolvedProblems('alice_codes'), [
          { key: 'leetcode:two-sum', epochMs: 1738060000_000 },
          { key: 'leetcode:add-two-numbers', epochMs: 1738065000_000 },
          { key: 'leetcode:valid-parentheses', epochMs: 1738000000_000 },
          { key: 'leetcode:merge-two-sorted-lists', epochMs: 1737900000_000 },
        ]);
        assert.deepEqual(JSON.parse(requests[0].body).variables, { username: 'alice_codes', limit: 20 });
        assert.ok(client.features.has('solvedProblems') && client.features.has('problemInfo'));
      },
    );
  });

  it('reports an unknown user', async () => {
    await withClient(
      () => ({ body: fixture('leetcode-unknown-user.json') }),
      async (client) => {
        await assert.rejects(client.fetchSolvedProblems('nobody_here_42'), PlatformUserNotFound);
      },
    );
  });

  it('reads title and difficulty by slug; Easy, Medium and Hard map to the three levels', async () => {
    for (const [label, level] of [
      ['Easy', 'EASY'],
      ['Medium', 'MEDIUM'],
      ['Hard', 'HARD'],
    ]) {
      const answer = JSON.parse(fixture('leetcode-question.json'));
      answer.data.question.difficulty = label;
      await withClient(
        () => ({ body: JSON.stringify(answer) }),
        async (client, requests) => {
          assert.deepEqual(await client.fetchProblemInfo('leetcode:two-sum'), { title: 'Two Sum', difficulty: level });
          assert.deepEqual(JSON.parse(requests[0].body).variables, { titleSlug: 'two-sum' });
        },
      );
    }
  });

  it('reports a problem not found for a null question or a key that is no LeetCode key', async () => {
    await withClient(
      () => ({ body: fixture('leetcode-question-missing.json') }),
      async (client, requests) => {
        await assert.rejects(
          client.fetchProblemInfo('leetcode:no-such-problem'),
          (error) => error instanceof PlatformProblemNotFound && error.key === 'leetcode:no-such-problem',
        );
        await assert.rejects(client.fetchProblemInfo('codechef:XYZ'), PlatformProblemNotFound);
        assert.equal(requests.length, 1);
      },
    );
  });

  it('reports a changed answer and an unavailable platform', async () => {
    await withClient(
      () => ({ body: JSON.stringify({ data: { question: { title: 'Two Sum', difficulty: 'Trivial' } } }) }),
      async (client) => {
        await assert.rejects(client.fetchProblemInfo('leetcode:two-sum'), PlatformResponseChanged);
      },
    );
    await withClient(
      () => ({ status: 502, body: 'Bad Gateway' }),
      async (client) => {
        await assert.rejects(client.fetchProblemInfo('leetcode:two-sum'), PlatformUnavailable);
      },
      { retries: 1 },
    );
  });
});
