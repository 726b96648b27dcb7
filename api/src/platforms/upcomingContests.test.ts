// Each platform's list of contests not started yet, read from recorded answers (fixtures/): the codes the contest
// results job fetches, the public links, the start and end instants, soonest first; a changed answer fails loudly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createCodeChefClient } from './codechef';
import { createCodeforcesClient } from './codeforces';
import { contestCodeFromLink } from './contestCode';
import { PlatformResponseChanged, PlatformUnavailable } from './errors';
import { createGfgClient } from './gfg';
import { createLeetCodeClient } from './leetcode';
import type { PlatformClient, UpcomingContest } from './types';
import { fixture, startFixtureServer, testSettings, type ReceivedRequest, type Responder } from '../../test/platforms';
import type { PlatformSettings } from './settings';

async function listFrom(
  create: (settings: PlatformSettings) => PlatformClient,
  respond: Responder,
): Promise<{ contests: UpcomingContest[] | Error; requests: ReceivedRequest[] }> {
  const server = await startFixtureServer(respond);
  try {
    const client = create(testSettings(server.url, { retries: 1 }));
    assert.ok(client.features.has('upcomingContests'));
    const contests = await client.fetchUpcomingContests().catch((error: Error) => error);
    return { contests, requests: server.requests };
  } finally {
    await server.close();
  }
}

const plain = (contests: UpcomingContest[] | Error) => {
  if (contests instanceof Error) throw contests;
  return contests.map((c) => ({ ...c, startsAt: c.startsAt.toISOString(), endsAt: c.endsAt.toISOString() }));
};

describe('upcoming contests', () => {
  it('Codeforces: contest.list without gym contests, phase BEFORE with a start time, soonest first', async () => {
    const { contests, requests } = await listFrom(createCodeforcesClient, () => ({ body: fixture('codeforces-contest-list.json') }));
    assert.equal(requests[0]!.url.pathname, '/api/contest.list');
    assert.equal(requests[0]!.url.searchParams.get('gym'), 'false');
    assert.deepEqual(plain(contests), [
      {
        platform: 'codeforces',
        code: '2188',
        name: 'Educational Codeforces Round 190 (Rated for Div. 2)',
        link: 'https://codeforces.com/contest/2188',
        startsAt: '2026-12-10T16:45:00.000Z',
        endsAt: '2026-12-10T18:45:00.000Z',
      },
      {
        platform: 'codeforces',
        code: '2190',
        name: 'Codeforces Round 1001 (Div. 1)',
        link: 'https://codeforces.com/contest/2190',
        startsAt: '2026-12-17T16:45:00.000Z',
        endsAt: '2026-12-17T19:15:00.000Z',
      },
    ]);
    // The link names the code the results job fetches.
    for (const contest of plain(contests)) assert.equal(contestCodeFromLink('Codeforces', contest.link), contest.code);
  });

  it('CodeChef: the future contests of its contest list, with their own offsets', async () => {
    const { contests, requests } = await listFrom(createCodeChefClient, () => ({ body: fixture('codechef-contest-list.json') }));
    assert.equal(requests[0]!.url.pathname, '/api/list/contests/all');
    assert.equal(requests[0]!.url.searchParams.get('mode'), 'all');
    assert.deepEqual(plain(contests), [
      {
        platform: 'codechef',
        code: 'START215',
        name: 'Starters 215',
        link: 'https://www.codechef.com/START215',
        startsAt: '2026-12-02T14:30:00.000Z',
        endsAt: '2026-12-02T16:30:00.000Z',
      },
      {
        platform: 'codechef',
        code: 'START216',
        name: 'Starters 216',
        link: 'https://www.codechef.com/START216',
        startsAt: '2026-12-09T14:30:00.000Z',
        endsAt: '2026-12-09T16:30:00.000Z',
      },
    ]);
    for (const contest of plain(contests)) assert.equal(contestCodeFromLink('CodeChef', contest.link), contest.code);
  });

  it('LeetCode: the weekly and biweekly contests of upcomingContests, asked with a Referer', async () => {
    const { contests, requests } = await listFrom(createLeetCodeClient, () => ({ body: fixture('leetcode-upcoming-contests.json') }));
    assert.equal(requests[0]!.method, 'POST');
    assert.match(JSON.parse(requests[0]!.body).query, /upcomingContests \{ title titleSlug startTime duration \}/);
    assert.ok(requests[0]!.headers.referer);
    assert.deepEqual(plain(contests), [
      {
        platform: 'leetcode',
        code: 'biweekly-contest-171',
        name: 'Biweekly Contest 171',
        link: 'https://leetcode.com/contest/biweekly-contest-171',
        startsAt: '2026-12-12T14:30:00.000Z',
        endsAt: '2026-12-12T16:00:00.000Z',
      },
      {
        platform: 'leetcode',
        code: 'weekly-contest-479',
        name: 'Weekly Contest 479',
        link: 'https://leetcode.com/contest/weekly-contest-479',
        startsAt: '2026-12-13T02:30:00.000Z',
        endsAt: '2026-12-13T04:00:00.000Z',
      },
    ]);
  });

  it('GeeksforGeeks: the upcoming contests of its events list, in India time', async () => {
    const { contests, requests } = await listFrom(createGfgClient, () => ({ body: fixture('gfg-events.json') }));
    assert.equal(requests[0]!.url.pathname, '/api/vr/events/');
    assert.equal(requests[0]!.url.searchParams.get('type'), 'contest');
    assert.deepEqual(plain(contests), [
      {
        platform: 'geeksforgeeks',
        code: 'gfg-weekly-coding-contest-231',
        name: 'GfG Weekly Coding Contest - 231',
        link: 'https://practice.geeksforgeeks.org/contest/gfg-weekly-coding-contest-231',
        startsAt: '2026-12-06T13:30:00.000Z',
        endsAt: '2026-12-06T15:00:00.000Z',
      },
    ]);
  });

  it('an empty list is no contest, not an error', async () => {
    const empty = await listFrom(createGfgClient, () => ({ body: JSON.stringify({ results: { past: [] } }) }));
    assert.deepEqual(empty.contests, []);
    const none = await listFrom(createCodeChefClient, () => ({ body: JSON.stringify({ status: 'success', future_contests: [] }) }));
    assert.deepEqual(none.contests, []);
  });

  it('a changed answer fails loudly, naming the field; an outage is PlatformUnavailable', async () => {
    const changed = await listFrom(createCodeChefClient, () => ({ body: JSON.stringify({ status: 'success', contests: [] }) }));
    assert.ok(changed.contests instanceof PlatformResponseChanged);
    assert.match(changed.contests.message, /future_contests/);
    const badTime = await listFrom(createGfgClient, () => ({
      body: JSON.stringify({ results: { upcoming: [{ name: 'X', slug: 'x', start_time: 'soon', end_time: 'later' }] } }),
    }));
    assert.ok(badTime.contests instanceof PlatformResponseChanged);
    assert.match(badTime.contests.message, /start_time/);
    const lcChanged = await listFrom(createLeetCodeClient, () => ({ body: JSON.stringify({ data: { upcomingContests: null } }) }));
    assert.ok(lcChanged.contests instanceof PlatformResponseChanged);
    const down = await listFrom(createCodeforcesClient, () => ({ status: 503, body: '' }));
    assert.ok(down.contests instanceof PlatformUnavailable);
    assert.equal(down.requests.length, 2, 'retried once');
  });
});
