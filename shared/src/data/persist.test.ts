import { waitFor } from '@testing-library/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { INITIAL_SESSION, requestSignOut, reportSessionExpired, session$, type Session } from '../session/bus';
import { drawnKey, keepDrawnAnswers } from './cacheStore';
import { CACHE_BUSTER, CACHE_MAX_AGE, cacheKey, persistPerPerson, whenCacheForgotten, type CacheStorage } from './persist';
import { clearOnSessionChange } from './sessionScope';

/** An in-memory device store; `hold()` keeps the next reads waiting until `release()`. */
function memoryStorage() {
  const items = new Map<string, string>();
  let held: Array<() => void> | null = null;
  const storage: CacheStorage = {
    getItem: async (key) => {
      const value = items.get(key); // read now, answered later: as IndexedDB may answer after the person changed
      if (held) await new Promise<void>((resume) => held!.push(resume));
      return value;
    },
    setItem: async (key, value) => void items.set(key, value),
    removeItem: async (key) => void items.delete(key),
    keys: async () => [...items.keys()],
  };
  return {
    items,
    storage,
    hold: () => void (held = []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resume of waiting) resume();
    },
  };
}

const signedIn = (userId: string): Session => ({ status: 'authenticated', token: `t-${userId}`, role: 'USER', userId });
const ANONYMOUS: Session = { status: 'anonymous', token: null, role: 'USER', userId: null };

/** A stored cache holding `data` under `key` (['dashboard']), read at `updatedAt`. */
function storedFor(
  data: unknown,
  { updatedAt = Date.now() - 60_000, buster = CACHE_BUSTER, timestamp = Date.now(), key = ['dashboard'] as unknown[] } = {},
): string {
  const source = new QueryClient();
  source.setQueryData(key, data, { updatedAt });
  return JSON.stringify({ buster, timestamp, clientState: dehydrate(source) });
}

const options = (storage: CacheStorage) => ({ storage, throttleTime: 5 });
const stops: Array<() => void> = [];
function persist(client: QueryClient, storage: CacheStorage) {
  const stop = persistPerPerson(client, options(storage));
  stops.push(stop);
  return stop;
}

afterEach(() => {
  while (stops.length) stops.pop()!();
  session$.next(INITIAL_SESSION);
});

test("a signed-in person's successful reads are kept under their own key, never a failed read or a change", async () => {
  const { items, storage } = memoryStorage();
  const client = new QueryClient();
  session$.next(signedIn('A'));
  persist(client, storage);
  client.setQueryData(['dashboard'], { name: 'Ada' });
  await client.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('no')), retry: false });
  void client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.resolve(1) })
    .execute(undefined);
  await waitFor(() => expect(items.get(cacheKey('A'))).toContain('Ada'));
  const stored = JSON.parse(items.get(cacheKey('A'))!);
  expect(stored.buster).toBe(CACHE_BUSTER);
  expect(stored.clientState.queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual([['dashboard']]);
  expect(stored.clientState.mutations).toEqual([]);
  expect([...items.keys()]).toEqual([cacheKey('A')]);
});

test('a stored cache is restored for the same person only, and another person on the browser never gets it', async () => {
  const { items, storage } = memoryStorage();
  items.set(cacheKey('A'), storedFor({ name: 'Ada' }));
  const client = new QueryClient();
  session$.next(signedIn('B'));
  persist(client, storage);
  // B's start deletes every other person's store, and nothing of A's reaches B's cache.
  await waitFor(() => expect(items.has(cacheKey('A'))).toBe(false));
  expect(client.getQueryData(['dashboard'])).toBeUndefined();

  stops.pop()!(); // that page is gone
  items.set(cacheKey('B'), storedFor({ name: 'Bob' }));
  const other = new QueryClient();
  session$.next(ANONYMOUS);
  persist(other, storage);
  session$.next(signedIn('B'));
  await waitFor(() => expect(other.getQueryData(['dashboard'])).toEqual({ name: 'Bob' }));
  // Restored figures are last-seen, however recent: a page showing them reads them again at once.
  expect(
    other
      .getQueryCache()
      .find({ queryKey: ['dashboard'] })!
      .isStaleByTime(30_000),
  ).toBe(true);
  expect(other.getQueryState(['dashboard'])!.isInvalidated).toBe(true);
});

test('no store is restored before the session names a person, nor for a session without a userId', async () => {
  const { items, storage } = memoryStorage();
  items.set(cacheKey('A'), storedFor({ name: 'Ada' }));
  const client = new QueryClient();
  persist(client, storage);
  session$.next({ status: 'authenticated', token: 't', role: 'USER', userId: null });
  await new Promise((done) => setTimeout(done, 30));
  expect(client.getQueryData(['dashboard'])).toBeUndefined();
  expect(items.has(cacheKey('A'))).toBe(true);
});

test('a restore that ends after the person changed is dropped; the new person gets only their own', async () => {
  const device = memoryStorage();
  device.items.set(cacheKey('A'), storedFor({ name: 'Ada' }));
  device.items.set(cacheKey('B'), storedFor({ name: 'Bob' }));
  const client = new QueryClient();
  persist(client, device.storage);
  clearOnSessionChange(client);
  device.hold();
  session$.next(signedIn('A'));
  session$.next(signedIn('B'));
  device.release();
  await waitFor(() => expect(client.getQueryData(['dashboard'])).toEqual({ name: 'Bob' }));
  await new Promise((done) => setTimeout(done, 30));
  expect(client.getQueryData(['dashboard'])).toEqual({ name: 'Bob' });
  expect(device.items.has(cacheKey('A'))).toBe(false);
});

test('a read answered by the network while restoring is not replaced by the older stored copy', async () => {
  const device = memoryStorage();
  device.items.set(cacheKey('A'), storedFor({ points: 10 }));
  const client = new QueryClient();
  session$.next(signedIn('A'));
  device.hold();
  persist(client, device.storage);
  client.setQueryData(['dashboard'], { points: 42 });
  device.release();
  await waitFor(() => expect(JSON.parse(device.items.get(cacheKey('A'))!).clientState.queries[0].state.data).toEqual({ points: 42 }));
  expect(client.getQueryData(['dashboard'])).toEqual({ points: 42 });
});

test('a store of another build or older than the limit is dropped, not restored', async () => {
  for (const stored of [storedFor({ name: 'Ada' }, { buster: 'old-build' }), storedFor({ name: 'Ada' }, { timestamp: Date.now() - CACHE_MAX_AGE - 1 })]) {
    const { items, storage } = memoryStorage();
    items.set(cacheKey('A'), stored);
    const client = new QueryClient();
    session$.next(signedIn('A'));
    const stop = persist(client, storage);
    // Dropped: what is stored next is this build's own (empty) cache.
    await waitFor(() => expect(JSON.parse(items.get(cacheKey('A'))!)).toMatchObject({ buster: CACHE_BUSTER, clientState: { queries: [] } }));
    expect(client.getQueryData(['dashboard'])).toBeUndefined();
    stop();
    session$.next(INITIAL_SESSION);
  }
});

test.each([
  ['the sign-out request', () => requestSignOut()],
  ['an expired session (401)', () => reportSessionExpired()],
  ['an anonymous session', () => session$.next(ANONYMOUS)],
])("%s deletes the person's store and their drawn pages', and a late throttled write does not bring it back", async (_name, end) => {
  const { items, storage } = memoryStorage();
  const client = new QueryClient();
  session$.next(signedIn('A'));
  stops.push(persistPerPerson(client, { storage, throttleTime: 40 }));
  await keepDrawnAnswers({ userId: 'A', path: '/leaderboard/overall', answersText: '{}', at: Date.now() }, storage.setItem);
  client.setQueryData(['dashboard'], { name: 'Ada' });
  await waitFor(() => expect(items.has(cacheKey('A'))).toBe(true));
  client.setQueryData(['dashboard'], { name: 'Ada', points: 1 }); // a write the throttle holds back
  end();
  await waitFor(() => expect(items.has(cacheKey('A'))).toBe(false));
  await new Promise((done) => setTimeout(done, 120));
  expect(items.size).toBe(0);
});

test("whenCacheForgotten resolves once the signed-out person's store is deleted, not before", async () => {
  const { items, storage } = memoryStorage();
  let deleteNow!: () => void;
  const slow: CacheStorage = {
    ...storage,
    removeItem: async (key) => {
      await new Promise<void>((resolve) => (deleteNow = resolve));
      items.delete(key);
    },
  };
  const client = new QueryClient();
  session$.next(signedIn('A'));
  persist(client, slow);
  client.setQueryData(['dashboard'], { name: 'Ada' });
  await waitFor(() => expect(items.has(cacheKey('A'))).toBe(true));
  requestSignOut();
  let forgotten = false;
  void whenCacheForgotten().then(() => (forgotten = true));
  await new Promise((done) => setTimeout(done, 20));
  expect(forgotten).toBe(false);
  deleteNow();
  await waitFor(() => expect(forgotten).toBe(true));
  expect(items.has(cacheKey('A'))).toBe(false);
});

test('an anonymous page deletes a store left behind (a deletion cut short by the reload after sign-out)', async () => {
  const { items, storage } = memoryStorage();
  items.set(cacheKey('A'), storedFor({ name: 'Ada' }));
  items.set('something-else', 'kept');
  persist(new QueryClient(), storage);
  session$.next(ANONYMOUS);
  await waitFor(() => expect(items.has(cacheKey('A'))).toBe(false));
  expect(items.get('something-else')).toBe('kept');
});

test('figures kept a moment ago are still read again when shown; an answer the network gave meanwhile is kept fresh', async () => {
  const { items, storage } = memoryStorage();
  items.set(cacheKey('A'), storedFor({ name: 'Ada' }, { updatedAt: Date.now() - 1_000 }));
  const client = new QueryClient();
  session$.next(signedIn('A'));
  persist(client, storage);
  await waitFor(() => expect(client.getQueryData(['dashboard'])).toEqual({ name: 'Ada' }));
  expect(client.getQueryState(['dashboard'])!.isInvalidated).toBe(true);

  stops.pop()!();
  items.set(cacheKey('A'), storedFor({ name: 'Ada (kept)' }, { updatedAt: Date.now() - 1_000 }));
  const fresh = new QueryClient();
  fresh.setQueryData(['dashboard'], { name: 'Ada (network)' });
  session$.next(ANONYMOUS);
  persist(fresh, storage);
  session$.next(signedIn('A'));
  await waitFor(() => expect(items.get(cacheKey('A'))).toContain('Ada (network)'));
  expect(fresh.getQueryData(['dashboard'])).toEqual({ name: 'Ada (network)' });
  expect(fresh.getQueryState(['dashboard'])!.isInvalidated).toBe(false);
});

// A member's page the server drew and the member only read (docs/offline.md, "A page only read").
const BOARD_KEY = ['leaderboard', 'board', 'overall', { page: 1, search: '' }];
const board = { rows: [{ name: 'Ada', points: 12 }], total: 1 };
const drawnBoard = (userId: string, at: number, storage: CacheStorage, answers: object = { 'POST /user/get-leaderboard-data': board }) =>
  keepDrawnAnswers({ userId, path: '/leaderboard/overall', answersText: JSON.stringify({ ...answers, etags: {} }), at }, storage.setItem);

test("a drawn page only read: its answers reach its member's cache dated when drawn, stale, and are kept with it", async () => {
  const { items, storage } = memoryStorage();
  const at = Date.now() - 5_000;
  await drawnBoard('A', at, storage, { 'POST /user/get-leaderboard-data': board, 'GET /notifications/unread-count': { count: 2 } });
  const client = new QueryClient();
  session$.next(signedIn('A'));
  persist(client, storage);
  // The board as its page's paged query holds it, and the frame's bell count the page was drawn with.
  await waitFor(() => expect(client.getQueryData(BOARD_KEY)).toEqual({ query: { page: 1, search: '' }, data: board }));
  expect(client.getQueryData(['notifications', 'unread'])).toEqual({ count: 2 });
  expect(client.getQueryState(BOARD_KEY)).toMatchObject({ dataUpdatedAt: at, isInvalidated: true });
  await waitFor(() => expect(items.get(cacheKey('A'))).toContain('Ada'));
});

test('a drawn page older than what the cache holds changes nothing; a newer one replaces it', async () => {
  const { items, storage } = memoryStorage();
  const kept = (points: number, updatedAt: number) =>
    storedFor({ query: { page: 1, search: '' }, data: { rows: [{ points }] } }, { updatedAt, key: BOARD_KEY });
  items.set(cacheKey('A'), kept(30, Date.now() - 1_000));
  await drawnBoard('A', Date.now() - 60_000, storage);
  const client = new QueryClient();
  session$.next(signedIn('A'));
  persist(client, storage);
  await waitFor(() => expect(client.getQueryData(BOARD_KEY)).toMatchObject({ data: { rows: [{ points: 30 }] } }));
  await new Promise((done) => setTimeout(done, 30));
  expect(client.getQueryData(BOARD_KEY)).toMatchObject({ data: { rows: [{ points: 30 }] } });

  stops.pop()!(); // that page is gone; the next one, still A's, finds an older cache than the drawn page
  items.set(cacheKey('A'), kept(30, Date.now() - 120_000));
  const later = new QueryClient();
  persist(later, storage);
  await waitFor(() => expect(later.getQueryData(BOARD_KEY)).toEqual({ query: { page: 1, search: '' }, data: board }));
});

test("another person never gets a drawn page's answers; one of another build, too old or unreadable is deleted", async () => {
  const { items, storage } = memoryStorage();
  await drawnBoard('A', Date.now(), storage);
  const client = new QueryClient();
  session$.next(signedIn('B'));
  persist(client, storage);
  await waitFor(() => expect(items.size).toBe(1)); // B's own cache; A's drawn page deleted
  expect([...items.keys()]).toEqual([cacheKey('B')]);
  expect(client.getQueryData(BOARD_KEY)).toBeUndefined();

  stops.pop()!();
  session$.next(ANONYMOUS);
  items.clear();
  const record = (fields: object) =>
    JSON.stringify({ at: Date.now(), buster: CACHE_BUSTER, path: '/leaderboard/overall', answers: { 'POST /user/get-leaderboard-data': board }, ...fields });
  items.set(drawnKey('B', '/a'), record({ buster: 'old-build' }));
  items.set(drawnKey('B', '/b'), record({ at: Date.now() - CACHE_MAX_AGE - 1 }));
  items.set(drawnKey('B', '/c'), '{"at":1,"buster":"dev","path":"/c","answers":');
  items.set(drawnKey('B', '/d'), record({ answers: [] }));
  const other = new QueryClient();
  persist(other, storage);
  session$.next(signedIn('B'));
  await waitFor(() => expect([...items.keys()]).toEqual([cacheKey('B')]));
  expect(other.getQueryData(BOARD_KEY)).toBeUndefined();
});
