import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { INITIAL_SESSION, session$, sessionRequests$, type SessionRequest } from '../session/bus';
import { keepGivenAnswer } from './call';
import { api, apiClient, apiRequest, setApiBaseUrl } from './client';
import { forgetRevalidated } from './revalidation';

let calls: InternalAxiosRequestConfig[] = [];
function answer(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    calls.push(config);
    return { status, statusText: '', data, headers: {}, config };
  };
}

let requests: SessionRequest[] = [];
const subscription = sessionRequests$.subscribe((request) => requests.push(request));
afterAll(() => subscription.unsubscribe());

beforeEach(() => {
  calls = [];
  requests = [];
  session$.next(INITIAL_SESSION);
  setApiBaseUrl('/api/v1');
});

test('a 200 is ok with the body and the server message', async () => {
  apiClient.defaults.adapter = answer(200, { message: 'Token is valid', role: 'ADMIN' });
  const result = await api.get<{ role: string }>('/auth/verify-auth-token');
  expect(result).toEqual({ ok: true, status: 200, data: { message: 'Token is valid', role: 'ADMIN' }, message: 'Token is valid' });
  expect(calls[0].baseURL).toBe('/api/v1');
  expect(calls[0].url).toBe('/auth/verify-auth-token');
});

test('a 4xx is returned, not thrown, with the server message', async () => {
  apiClient.defaults.adapter = answer(404, { message: 'User not found!' });
  const result = await api.post('/auth/login', { email: 'a@b.c', password: 'x' });
  expect(result).toMatchObject({ ok: false, status: 404, message: 'User not found!' });
  expect(JSON.parse(String(calls[0].data))).toEqual({ email: 'a@b.c', password: 'x' });
});

test('a failed connection becomes status 0 with the generic message', async () => {
  apiClient.defaults.adapter = async () => {
    throw new Error('ECONNREFUSED');
  };
  await expect(api.delete('/x', { id: 1 })).resolves.toEqual({ ok: false, status: 0, data: null, message: 'Internal Server Error!' });
});

test('the bearer comes from the session bus', async () => {
  apiClient.defaults.adapter = answer(200, {});
  await api.get('/a');
  expect(calls[0].headers.Authorization).toBeUndefined();
  session$.next({ status: 'authenticated', token: 'tok', role: 'USER', userId: '1' });
  await api.put('/b', {});
  expect(calls[1].headers.Authorization).toBe('Bearer tok');
});

test('a 401 on a call that carried a token reports the session expired', async () => {
  apiClient.defaults.adapter = answer(401, { message: 'Unauthorized' });
  await api.get('/anonymous');
  expect(requests).toEqual([]);
  session$.next({ status: 'authenticated', token: 'tok', role: 'USER', userId: '1' });
  const result = await api.get('/user/get-top-5-users');
  expect(result.status).toBe(401);
  expect(requests).toEqual([{ type: 'expired' }]);
});

test('a 401 can be exempted, e.g. when checking a token at start-up', async () => {
  apiClient.defaults.adapter = answer(401, { message: 'Token is not valid' });
  const result = await apiRequest({ url: '/auth/verify-auth-token', headers: { Authorization: 'Bearer old' }, expireSessionOn401: false });
  expect(result.message).toBe('Token is not valid');
  expect(requests).toEqual([]);
});

test('a non-JSON error body falls back to the generic message', async () => {
  apiClient.defaults.adapter = answer(502, '<html>bad gateway</html>');
  await expect(api.get('/x')).resolves.toMatchObject({ ok: false, status: 502, message: 'Internal Server Error!' });
});

describe('a read sent as POST is revalidated with its ETag', () => {
  /** Answers with the ETag 'W/"b7"' and a body, or 304 to a request already holding that ETag. */
  const boards: AxiosAdapter = async (config) => {
    calls.push(config);
    const held = config.headers.get('If-None-Match');
    if (held === 'W/"b7"') return { status: 304, statusText: '', data: '', headers: { etag: held }, config };
    return { status: 200, statusText: '', data: { message: 'Leaderboard fetched', data: [{ name: 'Asha' }] }, headers: { etag: 'W/"b7"' }, config };
  };

  beforeEach(() => {
    forgetRevalidated();
    session$.next({ ...INITIAL_SESSION, status: 'authenticated', token: 'member-token' });
    apiClient.defaults.adapter = boards;
  });

  test('the repeat sends If-None-Match and a 304 gives back the same answer', async () => {
    const first = await api.post('/user/get-leaderboard-data', { page: 1, limit: 20 });
    const again = await api.post('/user/get-leaderboard-data', { page: 1, limit: 20 });
    expect(calls[0].headers.get('If-None-Match')).toBeUndefined();
    expect(calls[1].headers.get('If-None-Match')).toBe('W/"b7"');
    expect(again).toEqual(first);
    expect(again).toMatchObject({ ok: true, status: 200, message: 'Leaderboard fetched' });
  });

  test('another page, another body or another caller is asked afresh', async () => {
    await api.post('/user/get-leaderboard-data', { page: 1, limit: 20 });
    await api.post('/user/get-leaderboard-data', { page: 2, limit: 20 });
    session$.next({ ...INITIAL_SESSION, status: 'authenticated', token: 'admin-token' });
    await api.post('/user/get-leaderboard-data', { page: 1, limit: 20 });
    expect(calls.map((call) => call.headers.get('If-None-Match'))).toEqual([undefined, undefined, undefined]);
  });

  test('the same body with its keys in another order is the same request', async () => {
    await api.post('/user/get-leaderboard-data', { page: 1, limit: 20, search: '' });
    await api.post('/user/get-leaderboard-data', { search: '', limit: 20, page: 1 });
    expect(calls[1].headers.get('If-None-Match')).toBe('W/"b7"');
  });

  test('an answer given with the page and its ETag is revalidated by its first read, for its member only', async () => {
    const given = { message: 'Leaderboard fetched', data: [{ name: 'Given' }] };
    keepGivenAnswer('POST /user/get-leaderboard-data', { page: 1, limit: 20, search: '' }, 'member-token', 'W/"b7"', given);
    const read = await api.post('/user/get-leaderboard-data', { page: 1, limit: 20, search: '' });
    expect(calls[0].headers.get('If-None-Match')).toBe('W/"b7"');
    expect(read).toMatchObject({ ok: true, status: 200, data: given });

    keepGivenAnswer('POST /user/get-leaderboard-data', { page: 1, limit: 20, search: '' }, 'member-token', 'W/"b7"', given);
    session$.next({ ...INITIAL_SESSION, status: 'authenticated', token: 'admin-token' });
    await api.post('/user/get-leaderboard-data', { page: 1, limit: 20, search: '' });
    expect(calls[1].headers.get('If-None-Match')).toBeUndefined();
  });

  test('kept while the page starts: a call made before the session is known does not forget it', async () => {
    session$.next(INITIAL_SESSION);
    keepGivenAnswer('POST /user/get-leaderboard-data', { page: 1 }, 'member-token', 'W/"b7"', { message: 'Given' });
    await api.get('/config');
    session$.next({ ...INITIAL_SESSION, status: 'authenticated', token: 'member-token' });
    await api.post('/user/get-leaderboard-data', { page: 1 });
    expect(calls[1].headers.get('If-None-Match')).toBe('W/"b7"');
  });

  test('GETs are left to the browser cache', async () => {
    await api.get('/user/get-top-5-users');
    await api.get('/user/get-top-5-users');
    expect(calls[1].headers.get('If-None-Match')).toBeUndefined();
  });

  test("a GET's answer given with the page is revalidated with its ETag until a new answer comes, then left to the browser", async () => {
    const given = { message: 'Top 5 users', data: [{ name: 'Given' }] };
    keepGivenAnswer('GET /user/get-top-5-users', undefined, 'member-token', 'W/"b7"', given);
    const read = await api.get('/user/get-top-5-users');
    const again = await api.get('/user/get-top-5-users');
    expect(calls.map((call) => call.headers.get('If-None-Match'))).toEqual(['W/"b7"', 'W/"b7"']);
    expect(read).toMatchObject({ ok: true, status: 200, data: given });
    expect(again).toEqual(read);

    keepGivenAnswer('GET /user/get-top-5-users', undefined, 'member-token', 'W/"old"', given);
    const changed = await api.get('/user/get-top-5-users');
    expect(changed.data).toEqual({ message: 'Leaderboard fetched', data: [{ name: 'Asha' }] });
    await api.get('/user/get-top-5-users');
    expect(calls.slice(2).map((call) => call.headers.get('If-None-Match'))).toEqual(['W/"old"', undefined]);
  });

  test("a GET's query is part of the request: another query is asked afresh, no query and an empty one are the same", async () => {
    keepGivenAnswer('GET /core-member/get-dashboard-calender-data', undefined, 'member-token', 'W/"b7"', { message: 'Given' }, {});
    await api.get('/core-member/get-dashboard-calender-data', { params: { month: 3 } });
    await api.get('/core-member/get-dashboard-calender-data');
    expect(calls.map((call) => call.headers.get('If-None-Match'))).toEqual([undefined, 'W/"b7"']);
  });
});
