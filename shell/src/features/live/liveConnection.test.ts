import type { LiveStatus } from '@chapter/shared';
import type { LiveEvent } from '@chapter/shared/types';
import { FakeStream } from './fakeStream';
import { LIVE_OPEN_TIMEOUT_MS, LIVE_RETRY_MAX_MS, parseLiveEvent, retryDelay, startLiveConnection } from './liveConnection';

const board = (version: string): LiveEvent => ({ type: 'board', version });

function start({ ticket = () => ({ ok: true, status: 200 }), resumeFrom }: { ticket?: () => { ok: boolean; status: number }; resumeFrom?: string } = {}) {
  const streams: FakeStream[] = [];
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  const tickets = jest.fn(async () => ticket());
  const network = new EventTarget();
  const stop = startLiveConnection({
    getTicket: tickets,
    openStream: (url) => {
      const stream = new FakeStream(url);
      streams.push(stream);
      return stream;
    },
    streamUrl: '/api/v1/stream',
    publish: (event) => events.push(event),
    setStatus: (status) => statuses.push(status),
    network: network as unknown as Window,
    random: () => 0,
    resumeFrom,
  });
  const latest = () => streams[streams.length - 1]!;
  return { streams, events, statuses, tickets, network, stop, latest };
}

/** Lets the ticket's promise settle (it is async even when answered at once). */
const settle = async () => {
  await Promise.resolve();
  await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('it asks for a ticket, opens the stream without any token in the URL, and puts each typed event on the bus', async () => {
  const live = start();
  await settle();
  expect(live.tickets).toHaveBeenCalledTimes(1);
  expect(live.streams.map((stream) => stream.url)).toEqual(['/api/v1/stream']);
  expect(live.statuses).toEqual(['connecting']);
  live.latest().open();
  expect(live.statuses).toEqual(['connecting', 'open']);
  live.latest().send('7', board('v7'));
  live.latest().send('8', { type: 'notification', title: 'Contest tonight', unread: 2 });
  expect(live.events).toEqual([board('v7'), { type: 'notification', title: 'Contest tonight', unread: 2 }]);
  live.stop();
});

test("a page whose app the start script's stream started opens its first stream from the point that stream left", async () => {
  const live = start({ resumeFrom: '41' });
  await settle();
  expect(live.streams.map((stream) => stream.url)).toEqual(['/api/v1/stream?lastEventId=41']);
  live.latest().open();
  live.latest().send('42', board('v42'));
  expect(live.events).toEqual([board('v42')]);
  live.stop();
});

test('an event whose data is not a LiveEvent of its type is ignored', async () => {
  const live = start();
  await settle();
  live.latest().open();
  live.latest().sendRaw('board', 'not json');
  live.latest().sendRaw('board', JSON.stringify({ type: 'points' }));
  expect(live.events).toEqual([]);
  expect(parseLiveEvent('reset', '{"type":"reset"}')).toEqual({ type: 'reset' });
  live.stop();
});

test('a stream the server refused is reopened with a fresh ticket from the last event id, backing off 1 s, 2 s, 4 s … up to 30 s', async () => {
  const live = start();
  await settle();
  live.latest().open();
  live.latest().send('41', board('a'));
  live.latest().send('42', board('b'));

  live.latest().drop(false);
  expect(live.statuses.at(-1)).toBe('retrying');
  jest.advanceTimersByTime(999);
  await settle();
  expect(live.tickets).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  await settle();
  expect(live.tickets).toHaveBeenCalledTimes(2);
  expect(live.latest().url).toBe('/api/v1/stream?lastEventId=42');

  // Refused again and again: each wait doubles.
  const waits: number[] = [];
  for (let failure = 2; failure <= 7; failure++) {
    live.latest().drop(false);
    const before = live.tickets.mock.calls.length;
    let waited = 0;
    while (live.tickets.mock.calls.length === before) {
      jest.advanceTimersByTime(1000);
      waited += 1000;
      await settle();
    }
    waits.push(waited);
  }
  expect(waits).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  expect(retryDelay(20)).toBeLessThanOrEqual(LIVE_RETRY_MAX_MS * 1.25);

  // Once a stream opens, the next failure waits 1 s again.
  live.latest().open();
  expect(live.statuses.at(-1)).toBe('open');
  const opened = live.streams.length;
  live.latest().drop(false);
  jest.advanceTimersByTime(1000);
  await settle();
  expect(live.streams).toHaveLength(opened + 1);
  // Only the newest stream is left open.
  expect(live.streams.filter((stream) => !stream.closed)).toEqual([live.latest()]);
  live.stop();
});

test('while the browser reconnects on its own it is left to; once it opens, events flow on the same stream', async () => {
  const live = start();
  await settle();
  live.latest().open();
  live.latest().drop(true);
  expect(live.statuses.at(-1)).toBe('retrying');
  jest.advanceTimersByTime(LIVE_OPEN_TIMEOUT_MS - 1);
  await settle();
  expect(live.streams).toHaveLength(1);
  live.latest().open();
  expect(live.statuses.at(-1)).toBe('open');
  jest.advanceTimersByTime(LIVE_OPEN_TIMEOUT_MS * 2);
  await settle();
  expect(live.streams).toHaveLength(1);
  live.latest().send('9', board('c'));
  expect(live.events).toEqual([board('c')]);
  live.stop();
});

test('a browser reconnect that does not open within 10 s is closed and the stream reopened with a fresh ticket', async () => {
  const live = start();
  await settle();
  live.latest().open();
  live.latest().send('5', board('a'));
  const first = live.latest();
  first.drop(true);
  first.drop(true); // the browser's tries fail again: one watch, not one per try
  jest.advanceTimersByTime(LIVE_OPEN_TIMEOUT_MS);
  await settle();
  expect(first.closed).toBe(true);
  jest.advanceTimersByTime(1000);
  await settle();
  expect(live.tickets).toHaveBeenCalledTimes(2);
  expect(live.latest().url).toBe('/api/v1/stream?lastEventId=5');
  // A late event of the old stream is not published.
  first.send('6', board('late'));
  expect(live.events).toEqual([board('a')]);
  live.stop();
});

test('a stream that never opens is given up after 10 s', async () => {
  const live = start();
  await settle();
  jest.advanceTimersByTime(LIVE_OPEN_TIMEOUT_MS);
  expect(live.streams[0]!.closed).toBe(true);
  jest.advanceTimersByTime(1000);
  await settle();
  expect(live.streams).toHaveLength(2);
  live.stop();
});

test('a refused ticket is asked for again with back-off; coming back online asks at once', async () => {
  let ok = false;
  const live = start({ ticket: () => (ok ? { ok: true, status: 200 } : { ok: false, status: 0 }) });
  await settle();
  expect(live.streams).toHaveLength(0);
  expect(live.statuses).toEqual(['connecting', 'retrying']);
  jest.advanceTimersByTime(1000);
  await settle();
  expect(live.tickets).toHaveBeenCalledTimes(2);
  ok = true;
  live.network.dispatchEvent(new Event('online'));
  await settle();
  expect(live.tickets).toHaveBeenCalledTimes(3);
  expect(live.streams).toHaveLength(1);
  live.stop();
});

test('going offline closes the stream; back online it reopens at once from the last event id', async () => {
  const live = start();
  await settle();
  live.latest().open();
  live.latest().send('12', board('a'));
  live.network.dispatchEvent(new Event('offline'));
  expect(live.streams[0]!.closed).toBe(true);
  expect(live.statuses.at(-1)).toBe('retrying');
  live.network.dispatchEvent(new Event('online'));
  await settle();
  expect(live.streams).toHaveLength(2);
  expect(live.latest().url).toBe('/api/v1/stream?lastEventId=12');
  live.stop();
});

test('stopping (sign-out) closes the stream, cancels any reopen and says off', async () => {
  const live = start();
  await settle();
  live.latest().open();
  live.latest().drop(false);
  live.stop();
  expect(live.streams[0]!.closed).toBe(true);
  expect(live.statuses.at(-1)).toBe('off');
  jest.advanceTimersByTime(LIVE_RETRY_MAX_MS * 2);
  await settle();
  expect(live.tickets).toHaveBeenCalledTimes(1);
});

test('stopped while the ticket is on its way, no stream opens', async () => {
  const live = start();
  live.stop();
  await settle();
  expect(live.streams).toHaveLength(0);
});
