import { act, render, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../testing/fakeApi';
import { clockTime } from '../format/freshness';
import { createQueryClient } from '../data/queryClient';
import { DataProvider } from '../data/DataProvider';
import { PlatformDownNotice, PlatformHealthBanner } from './PlatformHealthBanner';
import { UpdatedAgo } from './UpdatedAgo';
import { publishLiveEvent } from '../live/bus';

const local = (hour: number, minute: number) => new Date(2026, 2, 2, hour, minute);

test('the banner names each platform that is down, in a polite status region', () => {
  render(
    <PlatformDownNotice
      down={[{ platform: 'codechef', since: local(14, 10).toISOString(), lastSuccessAt: local(13, 55).toISOString() }]}
      now={local(14, 30)}
    />,
  );
  const region = screen.getByRole('status', { name: 'Platform status' });
  // In the viewer's locale: '14:10' in en-GB, '02:10 PM' in en-US.
  const at = (date: Date) => clockTime(date.toISOString(), local(14, 30));
  expect(region).toHaveTextContent(`CodeChef is not answering since ${at(local(14, 10))}; its figures are from ${at(local(13, 55))}`);
});

test('the banner is empty while every platform answers, and shows one when the API says it is down', async () => {
  fakeApi({
    'GET /user/platform-health': {
      status: 200,
      body: {
        message: 'Platform health fetched',
        data: [
          { platform: 'leetcode', state: 'down', since: local(14, 10).toISOString(), lastSuccessAt: null },
          { platform: 'codeforces', state: 'degraded', since: local(14, 0).toISOString(), lastSuccessAt: local(14, 20).toISOString() },
          { platform: 'codechef', state: 'working', since: null, lastSuccessAt: null },
        ],
      },
    },
  });
  render(
    <DataProvider client={createQueryClient()}>
      <PlatformHealthBanner />
    </DataProvider>,
  );
  const region = screen.getByRole('status', { name: 'Platform status' });
  expect(region).toBeEmptyDOMElement();
  expect(await screen.findByText(/^LeetCode is not answering since/)).toBeInTheDocument();
  expect(region).not.toHaveTextContent(/Codeforces|CodeChef/);
});

test('the banner reads the health again when the live stream says a platform went down, without waiting a minute', async () => {
  let state: 'working' | 'down' = 'working';
  let reads = 0;
  fakeApi({
    'GET /user/platform-health': () => {
      reads += 1;
      const data = [{ platform: 'codeforces', state, since: local(14, 10).toISOString(), lastSuccessAt: null }];
      return { status: 200, body: { message: 'Platform health fetched', data } };
    },
  });
  render(
    <DataProvider client={createQueryClient()}>
      <PlatformHealthBanner />
    </DataProvider>,
  );
  const region = screen.getByRole('status', { name: 'Platform status' });
  await waitFor(() => expect(reads).toBe(1));
  await act(async () => undefined);
  expect(region).toBeEmptyDOMElement();
  state = 'down';
  act(() => publishLiveEvent({ type: 'platform-health', platform: 'codeforces', state: 'down' }));
  expect(await screen.findByText(/^Codeforces is not answering since/)).toBeInTheDocument();
});

test('"Updated 2 min ago" renews itself', () => {
  jest.useFakeTimers({ now: local(10, 17) });
  try {
    render(<UpdatedAgo at={local(10, 15).toISOString()} />);
    expect(screen.getByText('Updated 2 min ago')).toHaveAttribute('datetime', local(10, 15).toISOString());
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Updated 3 min ago')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
