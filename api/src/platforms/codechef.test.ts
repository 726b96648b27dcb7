import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codechefDifficulty, createCodeChefClient, parseCodeChefProfile, starsForRating } from './codechef';
import {
  PlatformContestNotFound,
  PlatformProblemNotFound,
  PlatformResponseChanged,
  PlatformUnavailable,
  PlatformUnsupported,
  PlatformUserNotFound,
} from './errors';
import { fixture, inTurn, startFixtureServer, testSettings, type ReceivedRequest, type Reply, type Responder } from '../../test/platforms';

type Client = ReturnType<typeof createCodeChefClient>;

async function withClient(respond: Responder, run: (client: Client, requests: ReceivedRequest[]) => Promise<void>, timeoutMs = 2000) {
  const server = await startFixtureServer(respond);
  try {
    await run(createCodeChefClient(testSettings(server.url, { timeoutMs, retries: 1 })), server.requests);
  } finally {
    await server.close();
  }
}

const html = (body: string, status = 200): Reply => ({ status, headers: { 'Content-Type': 'text/html' }, body });

function fakeRankings(request: ReceivedRequest): Reply {
  if (request.url.pathname !== '/api/rankings/START170D') return { status: 404, body: '{"status":"error","message":"Contest does not exist"}' };
  return { body: fixture(`codechef-rankings-page${request.url.searchParams.get('page')}.json`) };
}

describe('CodeChef client', () => {
  it('reads rating, stars, highest rating, ranks and solved count from the profile page', async () => {
    await withClient(
      () => html(fixture('codechef-profile.html')),
      async (client, requests) => {
        const profile = await client.fetchProfile('chef_dave');
        assert.deepEqual(profile, {
          platform: 'codechef',
          handle: 'chef_dave',
          name: 'Dave Kumar chapter-CC42ZZ',
          rating: 1723,
          stars: 3,
          highestRating: 1801,
          globalRank: 15234,
          countryRank: 11020,
          totalProblemSolved: 187,
          ratingHistory: [
            { code: 'START169', name: 'Starters 169 (Div 2)', rating: 1650, rank: 3021, date: '2025-01-08' },
            { code: 'START170', name: 'Starters 170 (Div 2)', rating: 1723, rank: 1874, date: '2025-01-15' },
          ],
        });
        assert.equal(requests[0].url.pathname, '/users/chef_dave');
        assert.match(String(requests[0].headers['user-agent']), /^Mozilla\/5\.0/);
      },
    );
  });

  it('reads stars written as "4★", or from the rating when no stars are shown', () => {
    const page = fixture('codechef-profile.html');
    const written = page.replace(/<div class="rating-star">.*?<\/div>/, '<div class="rating-star">4★</div>');
    assert.equal(parseCodeChefProfile('chef_dave', written).stars, 4);
    const none = page.replace(/<div class="rating-star">.*?<\/div>/, '');
    assert.equal(parseCodeChefProfile('chef_dave', none).stars, 3);
    assert.deepEqual([1200, 1400, 1650, 1850, 2100, 2300, 2600].map(starsForRating), [1, 2, 3, 4, 5, 6, 7]);
  });

  it('reports an unknown user: redirect, 404 or a page that is no profile', async () => {
    for (const reply of [
      { status: 302, headers: { Location: '/' }, body: '' },
      html('<html><body>Not found</body></html>', 404),
      html(fixture('codechef-home.html')),
    ]) {
      await withClient(
        () => reply,
        async (client, requests) => {
          await assert.rejects(client.fetchProfile('ghost'), PlatformUserNotFound);
          assert.equal(requests.length, 1);
        },
      );
    }
  });

  it('reports a changed profile page loudly', async () => {
    await withClient(
      () => html(fixture('codechef-profile-changed.html')),
      async (client) => {
        await assert.rejects(client.fetchProfile('chef_dave'), (error) => error instanceof PlatformResponseChanged && /rating-number/.test(error.message));
      },
    );
    const noSolved = fixture('codechef-profile.html').replace('Total Problems Solved: 187', 'Problems: many');
    await withClient(
      () => html(noSolved),
      async (client) => {
        await assert.rejects(client.fetchProfile('chef_dave'), /Total Problems Solved/);
      },
    );
  });

  it('retries after 429 and gives up on a server that never answers', async () => {
    await withClient(inTurn(html('Too Many Requests', 429), html(fixture('codechef-profile.html'))), async (client, requests) => {
      assert.equal((await client.fetchProfile('chef_dave')).rating, 1723);
      assert.equal(requests.length, 2);
    });
    await withClient(
      () => 'hang',
      async (client) => {
        await assert.rejects(client.fetchProfile('chef_dave'), PlatformUnavailable);
      },
      150,
    );
  });

  it('pages through the rankings until every handle is found', async () => {
    await withClient(fakeRankings, async (client, requests) => {
      const results = await client.fetchContestResults({ code: 'START170D' }, ['chef_dave', 'erin_cc', 'frank_cc', 'nobody']);
      assert.deepEqual(results.entries, {
        chef_dave: { participated: true, solved: 2, problems: ['P1START', 'P2START'], rank: 2, penalty: 40 },
        erin_cc: { participated: true, solved: 1, problems: ['P1START'], rank: 3, penalty: 55 },
        frank_cc: { participated: true, solved: 0, problems: [], rank: 4, penalty: 0 },
        nobody: { participated: false, solved: 0, problems: [], rank: null, penalty: null },
      });
      assert.equal(results.unread, undefined, 'read to the end: nobody is left unread');
      assert.deepEqual(
        requests.map((r) => r.url.searchParams.get('page')),
        ['1', '2'],
      );
      assert.equal(requests[0].url.searchParams.get('itemsPerPage'), '2');
    });
    await withClient(fakeRankings, async (client, requests) => {
      await client.fetchContestResults({ code: 'START170D' }, ['CHEF_DAVE']);
      assert.equal(requests.length, 1);
    });
  });

  it('a capped (live) read stops after maxPages and lists the handles it did not reach, without failing', async () => {
    await withClient(fakeRankings, async (client, requests) => {
      const results = await client.fetchContestResults({ code: 'START170D' }, ['chef_dave', 'erin_cc', 'nobody'], { maxPages: 1 });
      assert.equal(results.entries.chef_dave.penalty, 40);
      assert.deepEqual(results.unread, ['erin_cc', 'nobody']);
      assert.equal(results.entries.erin_cc.participated, false);
      assert.deepEqual(
        requests.map((r) => r.url.searchParams.get('page')),
        ['1'],
      );
    });
    await withClient(fakeRankings, async (client, requests) => {
      const results = await client.fetchContestResults({ code: 'START170' }, ['erin_cc'], { maxPages: 1 });
      assert.deepEqual(results.unread, ['erin_cc']);
      assert.deepEqual(
        requests.map((r) => `${r.url.pathname.replace('/api/rankings/', '')}:${r.url.searchParams.get('page')}`),
        ['START170:1', 'START170A:1', 'START170B:1', 'START170C:1', 'START170D:1'],
        'each division is read one page deep',
      );
    });
  });

  it('a rankings row without a penalty reads as null', async () => {
    const page = JSON.parse(fixture('codechef-rankings-page1.json'));
    delete page.list[1].penalty;
    await withClient(
      () => ({ body: JSON.stringify({ ...page, availablePages: 1 }) }),
      async (client) => {
        const results = await client.fetchContestResults({ code: 'START170D' }, ['chef_dave']);
        assert.equal(results.entries.chef_dave.penalty, null);
      },
    );
  });

  it('reads a parent contest code (Starters) through its divisions', async () => {
    await withClient(
      (request) => {
        if (request.url.pathname === '/api/rankings/START170D') return { body: fixture(`codechef-rankings-page${request.url.searchParams.get('page')}.json`) };
        return { status: 404, body: '{"status":"error","message":"Contest does not exist"}' };
      },
      async (client, requests) => {
        const results = await client.fetchContestResults({ code: 'START170' }, ['chef_dave', 'nobody']);
        assert.equal(results.entries.chef_dave.solved, 2);
        assert.equal(results.entries.nobody.participated, false);
        assert.deepEqual(
          requests.map((r) => `${r.url.pathname.replace('/api/rankings/', '')}:${r.url.searchParams.get('page')}`),
          ['START170:1', 'START170A:1', 'START170B:1', 'START170C:1', 'START170D:1', 'START170D:2'],
        );
      },
    );
  });

  it('fails loudly when the rankings run past the page limit', async () => {
    const server = await startFixtureServer(fakeRankings);
    try {
      const settings = testSettings(server.url);
      settings.codechef.maxRankingPages = 1;
      await assert.rejects(createCodeChefClient(settings).fetchContestResults({ code: 'START170D' }, ['erin_cc']), /longer than 1 pages/);
    } finally {
      await server.close();
    }
  });

  it('reports an unknown contest and changed rankings', async () => {
    await withClient(fakeRankings, async (client) => {
      await assert.rejects(client.fetchContestResults({ code: 'NOPE1' }, ['chef_dave']), PlatformContestNotFound);
    });
    await withClient(
      () => ({ body: '{"status":"success","list":"n/a"}' }),
      async (client) => {
        await assert.rejects(client.fetchContestResults({ code: 'START170D' }, ['chef_dave']), PlatformResponseChanged);
      },
    );
  });

  it('reads the display name for verification; offers no solved-per-day or problem of the day', async () => {
    await withClient(
      () => html(fixture('codechef-profile.html')),
      async (client) => {
        assert.equal(await client.fetchVerificationText('chef_dave'), 'Dave Kumar chapter-CC42ZZ');
        await assert.rejects(client.fetchSolvedPerDay('chef_dave'), PlatformUnsupported);
        await assert.rejects(client.fetchProblemOfTheDay(), PlatformUnsupported);
      },
    );
  });
});

describe('CodeChef problem info and solved problems', () => {
  it('reads title and difficulty rating from the practice problem API', async () => {
    await withClient(
      () => ({ body: fixture('codechef-problem.json') }),
      async (client, requests) => {
        assert.deepEqual(await client.fetchProblemInfo('codechef:FLOW001'), { title: 'Add Two Numbers', difficulty: 'EASY' });
        assert.equal(requests[0].url.pathname, '/api/contests/PRACTICE/problems/FLOW001');
      },
    );
  });

  it('maps ratings to levels: below 1400 EASY, 1400 to 1999 MEDIUM, 2000 and up HARD, none or -1 no level', () => {
    assert.deepEqual([366, 1399, 1400, 1999, 2000, 3100, -1, null].map(codechefDifficulty), ['EASY', 'EASY', 'MEDIUM', 'MEDIUM', 'HARD', 'HARD', null, null]);
  });

  it('gives no level to a problem without a rating', async () => {
    const answer = JSON.parse(fixture('codechef-problem.json'));
    delete answer.difficulty_rating;
    await withClient(
      () => ({ body: JSON.stringify(answer) }),
      async (client) => {
        assert.deepEqual(await client.fetchProblemInfo('codechef:FLOW001'), { title: 'Add Two Numbers', difficulty: null });
      },
    );
  });

  it('reports a problem not found for status error or a key that is no CodeChef key', async () => {
    await withClient(
      () => ({ body: fixture('codechef-problem-missing.json') }),
      async (client, requests) => {
        await assert.rejects(
          client.fetchProblemInfo('codechef:NOSUCH'),
          (error) => error instanceof PlatformProblemNotFound && error.key === 'codechef:NOSUCH',
        );
        await assert.rejects(client.fetchProblemInfo('codeforces:1/A'), PlatformProblemNotFound);
        assert.equal(requests.length, 1);
      },
    );
  });

  it('reports an unavailable platform', async () => {
    await withClient(
      () => ({ status: 503, body: '' }),
      async (client) => {
        await assert.rejects(client.fetchProblemInfo('codechef:FLOW001'), PlatformUnavailable);
      },
    );
  });

  it('does not offer solved problems (the profile page lists no problem codes)', async () => {
    await withClient(
      () => html(fixture('codechef-profile.html')),
      async (client, requests) => {
        assert.ok(!client.features.has('solvedProblems') && client.features.has('problemInfo'));
        await assert.rejects(client.fetchSolvedProblems('chef_dave'), PlatformUnsupported);
        assert.equal(requests.length, 0);
      },
    );
  });
});
