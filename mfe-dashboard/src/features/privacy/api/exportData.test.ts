import { apiClient } from '@chapter/shared';
import { signInAs } from '@chapter/shared/testing';
import { downloadMyData } from './exportData';
import { captureDownloads } from '../fixtures';

let saved: { names: string[] };
beforeEach(() => {
  signInAs('MEMBER');
  saved = captureDownloads();
});
afterEach(() => jest.restoreAllMocks());

/** Answers the export with a body and headers, as the browser hands them over for responseType 'blob'. */
function answer(status: number, data: unknown, headers: Record<string, string> = {}) {
  apiClient.defaults.adapter = async (config) => ({ status, statusText: '', data, headers, config });
}

test('the file takes the name the answer gives', async () => {
  answer(200, new Blob(['zip']), { 'content-disposition': 'attachment; filename="asha-rao-data-2026-11-28.zip"' });
  expect(await downloadMyData()).toEqual({ ok: true, message: 'Downloading asha-rao-data-2026-11-28.zip' });
  expect(saved.names).toEqual(['asha-rao-data-2026-11-28.zip']);
});

test('an encoded name (filename*) wins over the plain one', async () => {
  answer(200, new Blob(['zip']), { 'content-disposition': 'attachment; filename="data.zip"; filename*=UTF-8\'\'r%C3%B6sti-data.zip' });
  await downloadMyData();
  expect(saved.names).toEqual(['rösti-data.zip']);
});

test('a refusal that arrives as a Blob still shows the server message', async () => {
  answer(
    429,
    new Blob([JSON.stringify({ message: 'You have downloaded your data 5 times in the last hour. Please try again later.' })], { type: 'application/json' }),
  );
  expect(await downloadMyData()).toEqual({ ok: false, message: 'You have downloaded your data 5 times in the last hour. Please try again later.' });
  expect(saved.names).toEqual([]);
});

test('a refusal without a readable message says what it can', async () => {
  answer(429, new Blob(['not json']));
  expect((await downloadMyData()).message).toBe('You have downloaded your data 5 times in the last hour. Please try again later.');
  answer(503, null);
  expect((await downloadMyData()).message).toBe('Could not prepare your download. Please try again.');
});
