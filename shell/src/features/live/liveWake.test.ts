import type { LiveEvent } from '@chapter/shared/types';
import { FakeStream } from './fakeStream';
import { resumeBefore, takeLiveResume, wakeOnLiveEvent, type LiveWakeDeps } from './liveWake';

const points: LiveEvent = { type: 'points', userId: 'u1', delta: 5, total: 105, reason: 'solved' } as unknown as LiveEvent;

function holdStream(ticketStatus = 200, from?: string, wakes: LiveWakeDeps['wakes'] = null) {
  const streams: FakeStream[] = [];
  const fetch = jest.fn(async () => ({ ok: ticketStatus < 300, status: ticketStatus, text: async () => '{}' }));
  const wake = jest.fn();
  const stop = wakeOnLiveEvent(
    {
      token: 'the-token',
      apiBase: '/api/v1',
      from,
      wakes,
      random: () => 0,
      fetch: fetch as unknown as typeof globalThis.fetch,
      openStream: (url) => {
        const stream = new FakeStream(url);
        streams.push(stream);
        return stream;
      },
    },
    wake,
  );
  return { streams, fetch, wake, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => takeLiveResume());

test("the start script asks a ticket with the member's token and holds the stream; nothing wakes the app until an event comes", async () => {
  const held = holdStream();
  await settle();
  expect(held.fetch).toHaveBeenCalledWith('/api/v1/stream/ticket', expect.objectContaining({ method: 'POST', headers: { authorization: 'Bearer the-token' } }));
  expect(held.streams.map((stream) => stream.url)).toEqual(['/api/v1/stream']);
  held.streams[0]!.open();
  expect(held.wake).not.toHaveBeenCalled();
  expect(takeLiveResume()).toBeNull();
  held.stop();
});

test('the first event wakes the app once, closes the held stream and leaves the app the point just before it', async () => {
  const held = holdStream();
  await settle();
  const stream = held.streams[0]!;
  stream.open();
  stream.send('42', points);
  stream.send('43', points);
  expect(held.wake).toHaveBeenCalledTimes(1);
  expect(stream.closed).toBe(true);
  expect(takeLiveResume()).toBe('41');
  // Taken once: a later start of the app's stream (another sign-in) opens fresh.
  expect(takeLiveResume()).toBeNull();
});

describe('a page that declares what it shows (data-live-wake)', () => {
  const asleep = async (wakeOn: string) => {
    const held = holdStream(200, undefined, { wakeOn, member: 'u1' });
    await settle();
    held.streams[0]!.open();
    return { ...held, stream: held.streams[0]! };
  };
  const others = { type: 'points', userId: 'u2', delta: 3, total: 40 } as unknown as LiveEvent;
  const health = { type: 'platform-health', platform: 'leetcode', state: 'down' } as LiveEvent;

  test("sleeps through what it does not show (another member's points, a platform's health), then wakes on what it does", async () => {
    const page = await asleep('board announcement');
    page.stream.send('10', others);
    page.stream.send('11', health);
    expect(page.wake).not.toHaveBeenCalled();
    expect(page.stream.closed).toBe(false);
    page.stream.send('12', { type: 'board', version: '7' } as LiveEvent);
    expect(page.wake).toHaveBeenCalledTimes(1);
    expect(takeLiveResume()).toBe('11');
  });

  test("wakes on the member's own points, their notifications and a reset, whatever it declares", async () => {
    for (const [id, event] of [
      ['20', points],
      ['21', { type: 'notification', title: 'Hello', unread: 1 }],
      ['22', { type: 'reset' }],
    ] as const) {
      const page = await asleep('');
      page.stream.send(id, event as LiveEvent);
      expect(page.wake).toHaveBeenCalledTimes(1);
      page.stop();
    }
  });

  test('a page that declares nothing wakes on every event', async () => {
    const held = holdStream();
    await settle();
    held.streams[0]!.open();
    held.streams[0]!.send('30', health);
    expect(held.wake).toHaveBeenCalledTimes(1);
  });
});

test('the stream opens from the point the server read before drawing the page, so a change made since is told', async () => {
  const held = holdStream(200, '17');
  await settle();
  expect(held.streams.map((stream) => stream.url)).toEqual(['/api/v1/stream?lastEventId=17']);
  held.streams[0]!.send('18', points);
  expect(held.wake).toHaveBeenCalledTimes(1);
  expect(takeLiveResume()).toBe('17');

  const garbled = holdStream(200, '17"><script>');
  await settle();
  expect(garbled.streams.map((stream) => stream.url)).toEqual(['/api/v1/stream']);
  garbled.stop();
});

test('a refused ticket opens no stream and wakes nothing', async () => {
  const held = holdStream(401);
  await settle();
  expect(held.streams).toEqual([]);
  expect(held.wake).not.toHaveBeenCalled();
});

test('once the app started on an act, a late ticket opens nothing', async () => {
  const early = holdStream();
  early.stop();
  await settle();
  expect(early.streams).toEqual([]);
});

describe('a page left on screen for hours', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('a stream the server ends is opened again with a new ticket from the same point, and still wakes the app', async () => {
    const held = holdStream(200, '17');
    await jest.advanceTimersByTimeAsync(0);
    held.streams[0]!.open();
    held.streams[0]!.drop(false); // the server ends each stream after about ten minutes
    expect(held.streams[0]!.closed).toBe(true);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(held.fetch).toHaveBeenCalledTimes(2);
    expect(held.streams.map((stream) => stream.url)).toEqual(['/api/v1/stream?lastEventId=17', '/api/v1/stream?lastEventId=17']);
    held.streams[1]!.send('18', points);
    expect(held.wake).toHaveBeenCalledTimes(1);
  });

  test('a ticket the server fails to give is asked again, later each time; a session that is over is not', async () => {
    const failing = holdStream(503);
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(1_000);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(failing.fetch).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(3_999);
    expect(failing.fetch).toHaveBeenCalledTimes(3);
    failing.stop();

    const over = holdStream(401);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(over.fetch).toHaveBeenCalledTimes(1);
    expect(over.streams).toEqual([]);
  });
});

test('the point before an id is the id less one; what is not a stream id gives none', () => {
  expect(resumeBefore('42')).toBe('41');
  expect(resumeBefore('1')).toBe('0');
  expect(resumeBefore('0')).toBeNull();
  expect(resumeBefore('abc')).toBeNull();
  expect(resumeBefore('')).toBeNull();
});
