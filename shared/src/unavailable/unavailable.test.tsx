import { act, render, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { ThemeProvider } from 'styled-components';
import { api, apiClient } from '../api';
import { createQueryClient } from '../data/queryClient';
import { DataProvider } from '../data/DataProvider';
import { useApiMutation, useApiQuery } from '../data/hooks';
import { notify } from '../notify';
import { theme } from '../theme';
import { TEXT_CONTRAST, contrastRatio } from '../theme/contrast';
import { outageRetryDelayMs, parseRetryAfter, resetUnavailable } from './state';
import { unavailableNoticeText } from './unavailableText';
import { UnavailableNotice } from './UnavailableNotice';

const DOWN = "The chapter's database is not answering; try again in a minute";

type Reply = { status: number; data: unknown; headers?: Record<string, string> };
/** The API's answer while its database does not answer (api/src/plugins/errors.ts). */
const outage = (retryAfter = '5'): Reply => ({ status: 503, data: { message: DOWN }, headers: { 'Retry-After': retryAfter } });
/** A load balancer with no instance left: its own page, no Retry-After. */
const balancerPage: Reply = { status: 503, data: '<html><body><h1>503 Service Unavailable</h1></body></html>' };
const ok = (data: unknown): Reply => ({ status: 200, data });

/** Answers the client's calls in turn (the last one for every later call) and counts them per "METHOD /url". */
function answers(byUrl: Record<string, Reply[]>) {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    calls.push(key);
    const queue = byUrl[key] ?? [{ status: 404, data: { message: 'Not found' } }];
    const answer = queue.length > 1 ? queue.shift()! : queue[0];
    return { status: answer.status, statusText: '', data: answer.data, headers: answer.headers ?? {}, config };
  };
  apiClient.defaults.adapter = adapter;
  return { count: (key: string) => calls.filter((call) => call === key).length };
}

function Board() {
  const board = useApiQuery(['board'], () => api.get<{ data: string[] }>('/board'), { meta: { errorToast: 'Error fetching the board' } });
  return (
    <ul aria-label="Board">
      {board.data?.data.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

function AddNote() {
  const add = useApiMutation(() => api.post('/notes', { text: 'hello' }), { meta: { toast: true } });
  return (
    <>
      <button onClick={() => add.mutate()}>Add</button>
      {add.error && <p role="alert">{add.error.message}</p>}
    </>
  );
}

const renderPage = (page: React.ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <DataProvider client={createQueryClient()}>
        <UnavailableNotice />
        {page}
      </DataProvider>
    </ThemeProvider>,
  );

/** Lets the timers run `ms` and the answers they start settle. */
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const notice = () => screen.getByTestId('unavailable-notice');

let toastError: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  resetUnavailable();
  toastError = jest.spyOn(notify, 'error');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('the text: the server message as a sentence, when the reads ask again, or the fallback', () => {
  expect(unavailableNoticeText({ message: DOWN, retryInSeconds: 20 })).toBe(`${DOWN}. Trying again in 20 s.`);
  expect(unavailableNoticeText({ message: 'Down for a moment.', retryInSeconds: null })).toBe('Down for a moment.');
  expect(unavailableNoticeText({ message: null, retryInSeconds: 5 })).toBe("The chapter's server is not answering right now. Trying again in 5 s.");
});

test('Retry-After in seconds or as a date; the back-off 5, 10, 20, 30 s, never before Retry-After, never past 30 s', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  expect(parseRetryAfter('20', now)).toBe(20);
  expect(parseRetryAfter('Sun, 01 Mar 2026 10:00:45 GMT', now)).toBe(45);
  expect(parseRetryAfter('soon', now)).toBeNull();
  expect(parseRetryAfter(undefined, now)).toBeNull();
  const backOff = [0, 1, 2, 3, 4, 50].map((n) => outageRetryDelayMs(n, { retryAfterSeconds: null }) / 1000);
  expect(backOff).toEqual([5, 10, 20, 30, 30, 30]);
  expect([0, 1, 2, 3].map((n) => outageRetryDelayMs(n, { retryAfterSeconds: 20 }) / 1000)).toEqual([20, 20, 20, 30]);
  expect(outageRetryDelayMs(0, { retryAfterSeconds: 120 })).toBe(30_000);
});

test('a read answered 503 twice then 200: one calm notice, no toast, the data, the notice gone', async () => {
  const api = answers({ 'GET /board': [outage(), outage(), ok({ data: ['Ada'] })] });
  renderPage(<Board />);
  await wait(0);
  expect(notice()).toHaveTextContent(`${DOWN}. Trying again in 5 s.`);
  expect(screen.getAllByRole('status')).toHaveLength(1);

  await wait(5_000);
  expect(api.count('GET /board')).toBe(2);
  expect(notice()).toHaveTextContent(`${DOWN}. Trying again in 10 s.`);

  await wait(10_000);
  expect(api.count('GET /board')).toBe(3);
  expect(await screen.findByRole('listitem')).toHaveTextContent('Ada');
  expect(notice()).toBeEmptyDOMElement();
  expect(toastError).not.toHaveBeenCalled();
});

test('Retry-After is honoured: nothing is asked again before it, and at most 30 s is waited', async () => {
  const api = answers({ 'GET /board': [outage('20'), outage('120'), ok({ data: ['Ada'] })] });
  renderPage(<Board />);
  await wait(0);
  expect(notice()).toHaveTextContent('Trying again in 20 s.');
  await wait(19_999);
  expect(api.count('GET /board')).toBe(1);
  await wait(1);
  expect(api.count('GET /board')).toBe(2);

  expect(notice()).toHaveTextContent('Trying again in 30 s.');
  await wait(29_999);
  expect(api.count('GET /board')).toBe(2);
  await wait(1);
  expect(await screen.findByText('Ada')).toBeInTheDocument();
  expect(notice()).toBeEmptyDOMElement();
});

test('reads do not give up after two tries while the API is down; a load balancer page gets the fallback text', async () => {
  const api = answers({ 'GET /board': [balancerPage, balancerPage, balancerPage, balancerPage, balancerPage, ok({ data: ['Ada'] })] });
  renderPage(<Board />);
  await wait(0);
  expect(notice()).toHaveTextContent("The chapter's server is not answering right now. Trying again in 5 s.");
  for (const seconds of [5, 10, 20, 30]) {
    await wait(seconds * 1000);
    expect(notice()).toHaveTextContent(`Trying again in ${Math.min(seconds * 2, 30)} s.`);
  }
  await wait(30_000);
  expect(api.count('GET /board')).toBe(6);
  expect(await screen.findByText('Ada')).toBeInTheDocument();
  expect(notice()).toBeEmptyDOMElement();
  expect(toastError).not.toHaveBeenCalled();
});

test('a write answered 503 is not retried: its message shows in the form and the toast, and the notice says the rest', async () => {
  const api = answers({ 'POST /notes': [outage()] });
  renderPage(<AddNote />);
  act(() => screen.getByRole('button', { name: 'Add' }).click());
  await wait(0);
  expect(screen.getByRole('alert')).toHaveTextContent(DOWN);
  expect(toastError.mock.calls).toEqual([[DOWN]]);
  expect(notice()).toHaveTextContent(`${DOWN}.`);
  expect(notice()).not.toHaveTextContent('Trying again');
  await wait(60_000);
  expect(api.count('POST /notes')).toBe(1);
});

test("a feature's own 503 (its message, no Retry-After) is no outage: no notice, today's two retries and the toast", async () => {
  const api = answers({ 'GET /board': [{ status: 503, data: { message: 'Scheduled jobs are switched off on this server (JOBS=false)' } }] });
  renderPage(<Board />);
  await wait(60_000);
  expect(api.count('GET /board')).toBe(3);
  expect(notice()).toBeEmptyDOMElement();
  expect(toastError.mock.calls).toEqual([['Error fetching the board']]);
});

test('the notice goes at the first successful answer of any call, and steps aside while the browser is offline', async () => {
  answers({ 'GET /board': [outage()], 'GET /health': [ok({ status: 'ok' })] });
  renderPage(<Board />);
  await wait(0);
  expect(notice()).not.toBeEmptyDOMElement();

  const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(notice()).toBeEmptyDOMElement();
  online.mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(notice()).not.toBeEmptyDOMElement();

  await act(() => api.get('/health'));
  expect(notice()).toBeEmptyDOMElement();
});

test('the notice is a status line in the theme information colours (AA) that wraps at 390 px', async () => {
  answers({ 'GET /board': [outage()] });
  renderPage(<Board />);
  await wait(0);
  const region = screen.getByRole('status');
  expect(region).toHaveTextContent(DOWN);
  const bar = region.firstElementChild as HTMLElement;
  expect(bar).toHaveStyle({ color: theme.colors.text, backgroundColor: theme.colors.infoSoft, overflowWrap: 'anywhere' });
  expect(contrastRatio(theme.colors.text, theme.colors.infoSoft)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  // No width of its own and no nowrap: the line breaks to the screen's width.
  expect(bar).not.toHaveStyle({ whiteSpace: 'nowrap' });
  expect(bar.style.width).toBe('');
});
