import { act, screen, waitFor } from '@testing-library/react';
import { getLiveStatus, session$, useLiveEvent } from '@chapter/shared';
import { fakeApi, signInAs, signOut } from '@chapter/shared/testing';
import type { LiveEvent } from '@chapter/shared/types';
import { useState } from 'react';
import { renderAt } from '../../test/renderRoute';
import { LiveStream } from './LiveStream';

/** The browser's EventSource as far as the page uses it; each one the page opens is kept in `opened`. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  send(id: string, event: LiveEvent) {
    this.dispatchEvent(new MessageEvent(event.type, { data: JSON.stringify(event), lastEventId: id }));
  }
}

/** What a remote would do: show the last board version the bus carried. */
function BoardVersion() {
  const [version, setVersion] = useState('none');
  useLiveEvent('board', (event) => setVersion(event.version));
  return <p>Board version {version}</p>;
}

const points = (userId: string): LiveEvent => ({
  type: 'points',
  userId,
  name: 'Asha Rao',
  delta: 1,
  total: 14,
  rank: 3,
  items: [{ points: 1, kind: 'practice', platform: 'leetcode', day: '2025-11-14' }],
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  FakeEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  api = fakeApi({ 'POST /stream/ticket': { status: 200, body: { message: 'ok', data: { expiresAt: '2030-01-01T00:00:00.000Z' } } } });
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  act(() => signOut());
});

async function openStream() {
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const stream = FakeEventSource.opened[0]!;
  act(() => stream.open());
  return stream;
}

test('signed in, the shell opens one stream with a ticket (the token only in the ticket request) and remotes get its events', async () => {
  act(() => signInAs('MEMBER', 'me', 'secret-token'));
  renderAt(
    '/dashboard',
    <>
      <LiveStream />
      <BoardVersion />
    </>,
  );
  const stream = await openStream();
  expect(api.calls.map((call) => [call.key, call.authorization])).toEqual([['POST /stream/ticket', 'Bearer secret-token']]);
  expect(stream.url).toBe('/api/v1/stream');
  expect(stream.url).not.toContain('secret-token');
  expect(getLiveStatus()).toBe('open');
  act(() => stream.send('3', { type: 'board', version: 'v3' }));
  expect(screen.getByText('Board version v3')).toBeInTheDocument();
});

test('a member gets a toast for their own points, not for anyone else’s', async () => {
  act(() => signInAs('MEMBER', 'me'));
  renderAt('/dashboard', <LiveStream />);
  const stream = await openStream();
  act(() => stream.send('1', points('someone-else')));
  act(() => stream.send('2', points('me')));
  expect(await screen.findByText('+1 LeetCode practice, 14 Nov')).toBeInTheDocument();
  expect(screen.getAllByText(/LeetCode practice/)).toHaveLength(1);
});

test('nobody signed in, no stream; signing out closes the open one', async () => {
  act(() => signOut());
  renderAt('/', <LiveStream />);
  await act(async () => undefined);
  expect(FakeEventSource.opened).toHaveLength(0);
  expect(api.calls).toHaveLength(0);

  act(() => signInAs('MEMBER', 'me'));
  const stream = await openStream();
  act(() => session$.next({ status: 'anonymous', token: null, role: 'USER', userId: null }));
  expect(stream.readyState).toBe(2);
  expect(getLiveStatus()).toBe('off');
});
