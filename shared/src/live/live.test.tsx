import { act, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import type { LiveEvent } from '@chapter/contract';
import {
  LIVE_EVENT_TYPES,
  LIVE_REFETCH_MAX_WAIT_MS,
  LIVE_REFETCH_QUIET_MS,
  liveStatus$,
  publishLiveEvent,
  setLiveStatus,
  useLiveEvent,
  useLiveRefetch,
  useLiveStatus,
} from '.';

const points = (userId: string, total: number): LiveEvent => ({ type: 'points', userId, name: 'Asha Rao', delta: 1, total, rank: 3, items: [] });
const board: LiveEvent = { type: 'board', version: 'v2' };

let hidden = false;
beforeAll(() => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
beforeEach(() => {
  hidden = false;
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  setLiveStatus('off');
});

function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

test('the kit lists every event type the stream carries, each once', () => {
  expect(new Set(LIVE_EVENT_TYPES).size).toBe(LIVE_EVENT_TYPES.length);
  expect(LIVE_EVENT_TYPES).toEqual(expect.arrayContaining(['points', 'board', 'notification', 'reset']));
});

test('useLiveEvent hands a component the events of its type only, with the latest handler', () => {
  function Total() {
    const [total, setTotal] = useState<number | null>(null);
    useLiveEvent('points', (event) => setTotal(event.total));
    return <p>Total: {total ?? 'none'}</p>;
  }
  const { unmount } = render(<Total />);
  act(() => publishLiveEvent(board));
  expect(screen.getByText('Total: none')).toBeInTheDocument();
  act(() => publishLiveEvent(points('u1', 14)));
  expect(screen.getByText('Total: 14')).toBeInTheDocument();
  unmount();
  // Unmounted: nothing is listening any more (no update of an unmounted component).
  expect(() => publishLiveEvent(points('u1', 15))).not.toThrow();
});

test('a burst of events reads again once, after the stream is quiet', () => {
  const refetch = jest.fn();
  renderHook(() => useLiveRefetch(['board', 'points'], refetch));
  publishLiveEvent(points('u1', 1));
  publishLiveEvent(board);
  publishLiveEvent(points('u2', 4));
  expect(refetch).not.toHaveBeenCalled();
  jest.advanceTimersByTime(LIVE_REFETCH_QUIET_MS);
  expect(refetch).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(10 * LIVE_REFETCH_MAX_WAIT_MS);
  expect(refetch).toHaveBeenCalledTimes(1);
});

test('a steady stream of events still reads again at most a second after its first event', () => {
  const refetch = jest.fn();
  renderHook(() => useLiveRefetch(['board'], refetch));
  for (let elapsed = 0; elapsed < LIVE_REFETCH_MAX_WAIT_MS; elapsed += LIVE_REFETCH_QUIET_MS / 2) {
    publishLiveEvent(board);
    jest.advanceTimersByTime(LIVE_REFETCH_QUIET_MS / 2);
  }
  expect(refetch).toHaveBeenCalledTimes(1);
});

test('events of other types do not read again, but reset does', () => {
  const refetch = jest.fn();
  renderHook(() => useLiveRefetch(['board'], refetch));
  publishLiveEvent({ type: 'announcement', id: 'a1', title: 'Contest on Friday' });
  jest.advanceTimersByTime(LIVE_REFETCH_MAX_WAIT_MS);
  expect(refetch).not.toHaveBeenCalled();
  publishLiveEvent({ type: 'reset' });
  jest.advanceTimersByTime(LIVE_REFETCH_MAX_WAIT_MS);
  expect(refetch).toHaveBeenCalledTimes(1);
});

test('with `when`, only the events it accepts read again (a reset always does)', () => {
  const refetch = jest.fn();
  renderHook(() => useLiveRefetch(['points'], refetch, (event) => event.type === 'points' && event.userId === 'me'));
  publishLiveEvent(points('someone-else', 3));
  jest.advanceTimersByTime(LIVE_REFETCH_MAX_WAIT_MS);
  expect(refetch).not.toHaveBeenCalled();
  publishLiveEvent(points('me', 3));
  jest.advanceTimersByTime(LIVE_REFETCH_MAX_WAIT_MS);
  expect(refetch).toHaveBeenCalledTimes(1);
  publishLiveEvent({ type: 'reset' });
  jest.advanceTimersByTime(LIVE_REFETCH_MAX_WAIT_MS);
  expect(refetch).toHaveBeenCalledTimes(2);
});

test('a background tab defers the read until it is shown again, then reads once', () => {
  const refetch = jest.fn();
  renderHook(() => useLiveRefetch(['board'], refetch));
  setHidden(true);
  publishLiveEvent(board);
  publishLiveEvent(board);
  jest.advanceTimersByTime(60_000);
  expect(refetch).not.toHaveBeenCalled();
  setHidden(false);
  expect(refetch).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(60_000);
  expect(refetch).toHaveBeenCalledTimes(1);
});

test('a tab hidden between the event and the read still defers it', () => {
  const refetch = jest.fn();
  renderHook(() => useLiveRefetch(['points'], refetch));
  publishLiveEvent(points('u1', 2));
  setHidden(true);
  jest.advanceTimersByTime(LIVE_REFETCH_MAX_WAIT_MS);
  expect(refetch).not.toHaveBeenCalled();
  setHidden(false);
  expect(refetch).toHaveBeenCalledTimes(1);
});

test('shown again with nothing pending, the page does not read', () => {
  const refetch = jest.fn();
  renderHook(() => useLiveRefetch(['points'], refetch));
  setHidden(true);
  setHidden(false);
  expect(refetch).not.toHaveBeenCalled();
});

test('an unmounted reader neither reads nor listens', () => {
  const refetch = jest.fn();
  const { unmount } = renderHook(() => useLiveRefetch(['board'], refetch));
  publishLiveEvent(board);
  unmount();
  jest.advanceTimersByTime(LIVE_REFETCH_MAX_WAIT_MS);
  setHidden(true);
  setHidden(false);
  expect(refetch).not.toHaveBeenCalled();
});

test('a new list with the same types each render keeps one subscription and calls the latest refetch', () => {
  const first = jest.fn();
  const second = jest.fn();
  const { rerender } = renderHook(({ refetch }) => useLiveRefetch(['points', 'board'], refetch), { initialProps: { refetch: first } });
  publishLiveEvent(board);
  rerender({ refetch: second });
  jest.advanceTimersByTime(LIVE_REFETCH_QUIET_MS);
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledTimes(1);
});

test('useLiveStatus follows the stream state the shell sets', () => {
  const seen: string[] = [];
  const subscription = liveStatus$.subscribe((status) => seen.push(status));
  const { result } = renderHook(() => useLiveStatus());
  expect(result.current).toBe('off');
  act(() => setLiveStatus('connecting'));
  act(() => setLiveStatus('open'));
  act(() => setLiveStatus('open'));
  expect(result.current).toBe('open');
  subscription.unsubscribe();
  expect(seen).toEqual(['off', 'connecting', 'open']);
});
