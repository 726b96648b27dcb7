import { provideAnswers } from '../api';
import { firstReadRoutes } from '../testing/firstReads';
import { signInAs, signOut } from '../testing/session';
import { createQueryClient } from './queryClient';
import { seedFirstReads, startFirstReads } from './firstReads';

const BOARD = '/leaderboard/overall';
// The board's reads and the frame's (the bell's count), as the server writes their answers into the page.
const { all: READS } = firstReadRoutes(BOARD);
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
    expect(asked).toEqual(expect.arrayContaining(['POST /core-member/fetch-all-resources', ...READS]));
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
