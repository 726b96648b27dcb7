import type { AxiosAdapter } from 'axios';
import { MESSAGES } from '../constants';
import { serverMessage, unwrapApi } from '../data/apiQuery';
import { apiClient } from './client';
import { call } from './call';

let sent: string[] = [];
const adapter: AxiosAdapter = async (config) => {
  sent.push(`${config.method?.toUpperCase()} ${config.url}`);
  return { status: 200, statusText: '', data: { message: 'ok' }, headers: {}, config };
};

beforeEach(() => {
  sent = [];
  apiClient.defaults.adapter = adapter;
});
afterEach(() => jest.restoreAllMocks());

const offline = () => jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);

test('offline, a change is refused at once with the offline message and never sent', async () => {
  offline();
  const result = await call('POST /user/edit-profile', { body: { name: 'Ada' } as never });
  expect(result).toMatchObject({ ok: false, status: 0, message: MESSAGES.offlineWrite });
  await call('PUT /user/mail-switches', { body: {} as never });
  expect(sent).toEqual([]);
  expect(MESSAGES.offlineWrite).toBe('You are offline, so nothing was saved. Try again when you are back online.');
});

test("offline, a form's and a mutation's failure text is the offline message", async () => {
  offline();
  // A form reads the failed call's message (serverMessage with its own fallback)...
  const result = await call('POST /user/edit-profile', { body: {} as never });
  expect(serverMessage(result, 'Failed to update profile!')).toBe(MESSAGES.offlineWrite);
  // ...and a mutation the ApiQueryError it throws.
  const error = await unwrapApi(call('PUT /user/mail-switches', { body: {} as never })).catch((reason: unknown) => reason);
  expect(serverMessage(error, 'Could not save')).toBe(MESSAGES.offlineWrite);
});

test('offline, reads still go out (the browser or its cache answers them); online, changes are sent', async () => {
  offline();
  await call('GET /user/mail-switches');
  expect(sent).toEqual(['GET /user/mail-switches']);
  jest.restoreAllMocks();
  const result = await call('PUT /user/mail-switches', { body: {} as never });
  expect(result.ok).toBe(true);
  expect(sent).toEqual(['GET /user/mail-switches', 'PUT /user/mail-switches']);
});
