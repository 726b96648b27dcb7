import { AUTH_STORAGE_KEY, INITIAL_SESSION, MESSAGES, api, getSession, reportSessionExpired, requestSignIn, requestSignOut, session$ } from '@chapter/shared';
import { fakeApi, tokenNaming } from '@chapter/shared/testing';
import { SIGN_OUT_WAIT_MS, startSessionOwner, type SessionOwnerDeps } from './sessionOwner';

const VERIFY = 'GET /auth/verify-auth-token';
let stop: () => void = () => undefined;

function start(storedToken?: string, offline = false) {
  const store = new Map<string, string>(storedToken ? [[AUTH_STORAGE_KEY, storedToken]] : []);
  const deps: SessionOwnerDeps & { store: Map<string, string> } = {
    store,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => {
        store.set(key, value);
      },
      removeItem: (key) => {
        store.delete(key);
      },
    },
    toastError: jest.fn(),
    navigate: jest.fn(),
    reloadAt: jest.fn(),
    isOffline: () => offline,
  };
  stop = startSessionOwner(deps);
  return deps;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => session$.next(INITIAL_SESSION));
afterEach(() => stop());

test('without a stored token the visitor is anonymous at once', () => {
  start();
  expect(getSession()).toEqual({ status: 'anonymous', token: null, role: 'USER', userId: null });
});

test('a stored token is verified and the server role published', async () => {
  const { calls } = fakeApi({ [VERIFY]: { status: 200, body: { message: 'Token is valid', userId: 'u7', role: 'COREMEMBER' } } });
  start('tok');
  expect(getSession().status).toBe('unknown');
  await settle();
  expect(getSession()).toEqual({ status: 'authenticated', token: 'tok', role: 'COREMEMBER', userId: 'u7' });
  expect(calls.map(({ key, authorization }) => ({ key, authorization }))).toEqual([{ key: VERIFY, authorization: 'Bearer tok' }]);
});

test('a token the server rejects is removed, its message shown, the user anonymous', async () => {
  fakeApi({ [VERIFY]: { status: 400, body: { message: 'Token is not valid' } } });
  const deps = start('old');
  await settle();
  expect(getSession().status).toBe('anonymous');
  expect(deps.store.has(AUTH_STORAGE_KEY)).toBe(false);
  expect(deps.toastError).toHaveBeenCalledWith('Token is not valid');
});

test('a failed verification keeps the token and says so', async () => {
  fakeApi({ [VERIFY]: 'network-error' });
  const deps = start('tok');
  await settle();
  expect(deps.toastError).toHaveBeenCalledWith(MESSAGES.verifyFailed);
  expect(deps.store.get(AUTH_STORAGE_KEY)).toBe('tok');
  expect(getSession()).toMatchObject({ status: 'authenticated', token: 'tok', role: 'USER' });
});

test('a stored token that names its person is drawn at once and confirmed in parallel', async () => {
  const { calls } = fakeApi({ [VERIFY]: { status: 200, body: { message: 'Token is valid', userId: 'u7', role: 'COREMEMBER' } } });
  const token = tokenNaming('u7', 'COREMEMBER');
  const seen: string[] = [];
  const watching = session$.subscribe((session) => seen.push(`${session.status}:${session.userId}:${session.role}`));
  start(token);
  // Authenticated before the server has answered: the pages' first reads need not wait for the check.
  expect(getSession()).toEqual({ status: 'authenticated', token, role: 'COREMEMBER', userId: 'u7' });
  await settle();
  watching.unsubscribe();
  expect(calls).toHaveLength(1);
  // The confirmation changed nothing, so nothing was published again.
  expect(seen).toEqual(['unknown:null:USER', 'authenticated:u7:COREMEMBER']);
});

test("the server's answer corrects a role the token no longer holds", async () => {
  fakeApi({ [VERIFY]: { status: 200, body: { userId: 'u7', role: 'USER' } } });
  start(tokenNaming('u7', 'ADMIN'));
  expect(getSession().role).toBe('ADMIN');
  await settle();
  expect(getSession()).toMatchObject({ status: 'authenticated', role: 'USER', userId: 'u7' });
});

test('a page drawn with the role the server checked (a promotion since sign-in) keeps it while the check runs', async () => {
  fakeApi({ [VERIFY]: { status: 200, body: { userId: 'u7', role: 'COREMEMBER' } } });
  const token = tokenNaming('u7', 'USER');
  // As the shell hydrates a member's page the server drew (checkedSession): the token says USER, the page COREMEMBER.
  session$.next({ status: 'authenticated', token, role: 'COREMEMBER', userId: 'u7' });
  const seen: string[] = [];
  const watching = session$.subscribe((session) => seen.push(session.role));
  start(token);
  await settle();
  watching.unsubscribe();
  expect(seen).toEqual(['COREMEMBER']);
  expect(getSession()).toMatchObject({ status: 'authenticated', role: 'COREMEMBER', userId: 'u7' });
});

test('a token drawn at once but refused by the server still ends the session', async () => {
  fakeApi({ [VERIFY]: { status: 400, body: { message: 'Token is not valid' } } });
  const deps = start(tokenNaming('u7', 'MEMBER'));
  expect(getSession().status).toBe('authenticated');
  await settle();
  expect(getSession()).toEqual({ status: 'anonymous', token: null, role: 'USER', userId: null });
  expect(deps.store.has(AUTH_STORAGE_KEY)).toBe(false);
  expect(deps.toastError).toHaveBeenCalledWith('Token is not valid');
});

test('offline, a failed check keeps the drawn session and toasts nothing', async () => {
  fakeApi({ [VERIFY]: 'network-error' });
  const token = tokenNaming('u7', 'MEMBER');
  const deps = start(token, true);
  await settle();
  expect(deps.toastError).not.toHaveBeenCalled();
  expect(getSession()).toEqual({ status: 'authenticated', token, role: 'MEMBER', userId: 'u7' });
});

test('signIn stores only the token, verifies it and publishes the session', async () => {
  fakeApi({ [VERIFY]: { status: 200, body: { userId: 'u1', role: 'ADMIN' } } });
  const deps = start();
  requestSignIn('fresh');
  expect(deps.store.get(AUTH_STORAGE_KEY)).toBe('fresh');
  expect([...deps.store.keys()]).toEqual([AUTH_STORAGE_KEY]);
  await settle();
  expect(getSession()).toEqual({ status: 'authenticated', token: 'fresh', role: 'ADMIN', userId: 'u1' });
});

test('signOut clears the token and reloads the page at /', async () => {
  fakeApi({ [VERIFY]: { status: 200, body: { userId: 'u1', role: 'MEMBER' } } });
  const deps = start('tok');
  await settle();
  requestSignOut();
  expect(deps.store.has(AUTH_STORAGE_KEY)).toBe(false);
  expect(getSession().status).toBe('anonymous');
  expect(deps.reloadAt).toHaveBeenCalledWith('/');
});

test("signOut leaves the page only once the person's device cache is deleted, and at most after SIGN_OUT_WAIT_MS", async () => {
  fakeApi({ [VERIFY]: { status: 200, body: { userId: 'u1', role: 'MEMBER' } } });
  let deleted!: () => void;
  const deps = start('tok');
  deps.beforeLeaving = () => new Promise<void>((resolve) => (deleted = resolve));
  await settle();
  requestSignOut();
  expect(getSession().status).toBe('anonymous');
  await settle();
  expect(deps.reloadAt).not.toHaveBeenCalled();
  deleted();
  await settle();
  expect(deps.reloadAt).toHaveBeenCalledWith('/');

  stop();
  jest.useFakeTimers();
  try {
    const stuck = start('tok');
    stuck.beforeLeaving = () => new Promise(() => undefined); // a deletion that never ends
    requestSignOut();
    await jest.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS - 1);
    expect(stuck.reloadAt).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(stuck.reloadAt).toHaveBeenCalledWith('/');
  } finally {
    jest.useRealTimers();
  }
});

test('an expired session toasts, clears the token, resets the role and goes to the login page', async () => {
  fakeApi({ [VERIFY]: { status: 200, body: { userId: 'u1', role: 'ADMIN' } } });
  const deps = start('tok');
  await settle();
  reportSessionExpired();
  expect(deps.toastError).toHaveBeenCalledWith(MESSAGES.sessionExpired);
  expect(deps.store.has(AUTH_STORAGE_KEY)).toBe(false);
  expect(getSession()).toEqual({ status: 'anonymous', token: null, role: 'USER', userId: null });
  expect(deps.navigate).toHaveBeenCalledWith('/auth/login');
});

test('a 401 from any call with the token ends the session once', async () => {
  fakeApi({ [VERIFY]: { status: 200, body: { userId: 'u1', role: 'MEMBER' } }, 'GET /user/get-potd': { status: 401, body: { message: 'jwt expired' } } });
  const deps = start('tok');
  await settle();
  await Promise.all([api.get('/user/get-potd'), api.get('/user/get-potd')]);
  expect(deps.toastError).toHaveBeenCalledTimes(1);
  expect(deps.toastError).toHaveBeenCalledWith(MESSAGES.sessionExpired);
  expect(deps.navigate).toHaveBeenCalledWith('/auth/login');
});

test('a late verification answer after sign-out is ignored', async () => {
  let answer: (value: unknown) => void = () => undefined;
  const gate = new Promise((resolve) => {
    answer = resolve;
  });
  fakeApi({ [VERIFY]: () => ({ status: 200, body: { userId: 'u1', role: 'ADMIN' } }) });
  const { apiClient } = await import('@chapter/shared');
  const inner = apiClient.defaults.adapter as (config: unknown) => Promise<unknown>;
  apiClient.defaults.adapter = (async (config: unknown) => {
    await gate;
    return inner(config);
  }) as typeof apiClient.defaults.adapter;
  start('tok');
  requestSignOut();
  answer(null);
  await settle();
  await settle();
  expect(getSession().status).toBe('anonymous');
});
