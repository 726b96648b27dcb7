import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient, provideAnswers } from '../api';
import { pathAt } from '../areas';
import { GIVEN_ETAGS_KEY } from '../constants';
import { firstReadRoutes } from '../testing/firstReads';
import { signInAs, signOut } from '../testing/session';
import { createQueryClient } from './queryClient';
import { catchUpDrawnPage, firstReadQuery, seedFirstReads, startFirstReads } from './firstReads';

const BOARD = '/leaderboard/overall';
// The board's reads and the frame's (the bell's count), as the server writes their answers into the page.
const { all: READS, declared: PAGE_READS } = firstReadRoutes(BOARD);
const FRAME_READS = READS.filter((route) => !PAGE_READS.includes(route));
const answers = Object.fromEntries(READS.map((route) => [route, { message: 'ok', data: [] }]));

describe('first reads of a page the server drew', () => {
  beforeEach(() => {
    signInAs('MEMBER');
    provideAnswers(answers);
  });
  afterEach(() => {
    provideAnswers(undefined);
    signOut();
  });

  const loader = () => {
    const asked: string[] = [];
    const load = (route: string) => {
      asked.push(route);
      return Promise.resolve({ status: 200, data: { message: 'ok', data: [] } }) as never;
    };
    return { asked, load };
  };

  it('are left to the page to read again after it hydrates, not asked when the app starts on that path', () => {
    const client = createQueryClient({ retry: false });
    expect(seedFirstReads(BOARD, client, { catchUp: true })).toBe(true);
    const { asked, load } = loader();
    expect(startFirstReads(BOARD, client, load)).toBe(0);
    // Asked again for the same path (a development build runs effects twice): still the page's to read.
    expect(startFirstReads(BOARD, client, load)).toBe(0);
    expect(asked).toEqual([]);
  });

  it('are started as usual once the member has gone to another path and comes back', () => {
    const client = createQueryClient({ retry: false });
    seedFirstReads(BOARD, client, { catchUp: true });
    const { asked, load } = loader();
    startFirstReads('/practice', client, load);
    expect(startFirstReads(BOARD, client, load)).toBe(READS.length);
    // The frame's (the bell's count) stayed on screen: catchUpDrawnPage reads it again, not the way back.
    expect(asked.sort()).toEqual(['POST /core-member/fetch-all-resources', ...PAGE_READS].sort());
  });

  /** The drawn page's queries mounted, as its hydrated components hold them; resolves once nothing is being read. */
  const mountPage = (client: QueryClient, load: (route: string) => never) => {
    for (const read of pathAt(BOARD)!.reads!) new QueryObserver(client, firstReadQuery(read, load)).subscribe(() => undefined);
  };
  const settled = (client: QueryClient) => new Promise<void>((resolve) => setTimeout(() => resolve(), 0)).then(() => expect(client.isFetching()).toBe(0));

  it('are read again, once, when the browser is idle after the page hydrated, the member still on it', async () => {
    const client = createQueryClient({ retry: false });
    seedFirstReads(BOARD, client, { catchUp: true });
    const { asked, load } = loader();
    mountPage(client, load);
    expect(asked).toEqual([]); // mounting reads nothing: the answers were given a moment ago
    let idle: (() => void) | undefined;
    catchUpDrawnPage(
      () => BOARD,
      client,
      (run) => (idle = run),
    );
    catchUpDrawnPage(
      () => BOARD,
      client,
      () => {
        throw new Error('scheduled twice');
      },
    );
    expect(asked).toEqual([]);
    idle!();
    await settled(client);
    expect(asked.sort()).toEqual([...READS].sort());
  });

  it("left before then, only the frame's reads are read again and the page's are marked stale", async () => {
    const client = createQueryClient({ retry: false });
    seedFirstReads(BOARD, client, { catchUp: true });
    const { asked, load } = loader();
    // Still mounted: the router keeps the page left on screen until the next one can be drawn.
    mountPage(client, load);
    catchUpDrawnPage(
      () => '/practice',
      client,
      (run) => run(),
    );
    await settled(client);
    expect(asked).toEqual(FRAME_READS);
    const board = pathAt(BOARD)!.reads!.find((read) => read.route === 'POST /user/get-leaderboard-data')!;
    expect(client.getQueryState(firstReadQuery(board).queryKey)?.isInvalidated).toBe(true);
  });

  it('on a page the app draws (no answers given), are started at once', () => {
    const client = createQueryClient({ retry: false });
    provideAnswers(undefined);
    expect(seedFirstReads(BOARD, client, { catchUp: true })).toBe(false);
    const { asked, load } = loader();
    expect(startFirstReads(BOARD, client, load)).toBe(READS.length);
    expect(asked.sort()).toEqual([...READS].sort());
  });
});

// A board's answer (a POST, which no browser revalidates) and the dashboard's top 5 (a GET, whose answer the browser's
// cache never saw), as the server writes them into the page with their ETags.
describe.each([
  // A paged list's cache entry holds the answer beside what was asked (firstReads.ts, cacheEntry).
  { path: BOARD, route: 'POST /user/get-leaderboard-data', cached: (body: object) => ({ data: body }) },
  { path: '/dashboard', route: 'GET /user/get-top-5-users', cached: (body: object) => body },
])('an answer the page carries with its ETag ($route)', ({ path, route, cached }) => {
  const drawn = { message: 'ok', data: [{ name: 'Drawn' }] };
  const sent: InternalAxiosRequestConfig[] = [];
  const original = apiClient.defaults.adapter;
  beforeEach(() => {
    sent.length = 0;
    apiClient.defaults.adapter = async (config) => {
      sent.push(config);
      return { status: 304, statusText: '', data: '', headers: {}, config };
    };
    signInAs('MEMBER', 'u1', 'drawn-token');
    const given = Object.fromEntries(firstReadRoutes(path).all.map((each) => [each, { message: 'ok', data: [] }]));
    provideAnswers({ ...given, [route]: drawn, [GIVEN_ETAGS_KEY]: { [route]: 'W/"b42"' } });
  });
  afterEach(() => {
    apiClient.defaults.adapter = original;
    provideAnswers(undefined);
    signOut();
  });

  it('is read again by the page with If-None-Match, and a 304 keeps what the page shows', async () => {
    const client = createQueryClient({ retry: false });
    expect(seedFirstReads(path, client, { catchUp: true, token: 'drawn-token' })).toBe(true);
    // The page's own query of it, as its path declares it.
    const read = firstReadQuery(pathAt(path)!.reads!.find((each) => each.route === route)!);
    expect(await read.queryFn()).toMatchObject(cached(drawn));
    expect(sent.map((config) => config.headers.get('If-None-Match'))).toEqual(['W/"b42"']);
  });
});
