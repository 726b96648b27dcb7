import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { PlatformHealthDetail } from '@chapter/shared/types';
import { PlatformHealthPanel } from './PlatformHealthPanel';

const HEALTH = 'GET /admin/platform-health';
const working = (platform: PlatformHealthDetail['platform']): PlatformHealthDetail => ({
  platform,
  state: 'working',
  since: null,
  lastSuccessAt: '2025-03-05T09:00:00.000Z',
  breaker: 'closed',
  consecutiveFailures: 0,
  lastFailureAt: null,
  lastErrorKind: null,
  lastErrorMessage: null,
  nextProbeAt: null,
  outcomes: [],
});
const leetcodeDown: PlatformHealthDetail = {
  ...working('leetcode'),
  state: 'down',
  since: '2025-03-05T10:00:00.000Z',
  breaker: 'open',
  consecutiveFailures: 9,
  lastFailureAt: '2025-03-05T10:33:00.000Z',
  lastErrorKind: 'refused',
  lastErrorMessage: 'leetcode: refused (HTTP 403)',
  nextProbeAt: '2025-03-05T11:05:00.000Z',
  outcomes: [
    { hour: '2025-03-05T09:00:00.000Z', succeeded: 4, failed: 0, paused: 0 },
    { hour: '2025-03-05T10:00:00.000Z', succeeded: 0, failed: 9, paused: 111 },
  ],
};
const answer = (data: PlatformHealthDetail[]) => ({ status: 200, body: { message: 'ok', data } });

beforeEach(() => signInAs('ADMIN'));
afterEach(() => act(() => toast.remove()));

test("each platform's state, its breaker, next probe and last 24 h", async () => {
  fakeApi({ [HEALTH]: answer([leetcodeDown, working('codechef'), working('codeforces'), working('geeksforgeeks')]) });
  renderAt('/admin/controls', <PlatformHealthPanel />);
  const table = await screen.findByRole('region', { name: 'Platforms' });
  const [leetcode, codechef] = within(table).getAllByRole('row').slice(1);
  expect(within(leetcode).getByRole('rowheader')).toHaveTextContent('LeetCode');
  expect(within(leetcode).getByText('Down')).toBeInTheDocument();
  expect(leetcode).toHaveTextContent('(paused)');
  expect(leetcode).toHaveTextContent('9 (last: refused');
  expect(leetcode).toHaveTextContent('4 answered, 9 failed, 111 held back');
  expect(within(leetcode).getByText('By hour')).toBeInTheDocument();
  expect(within(codechef).getByText('Working')).toBeInTheDocument();
  expect(codechef).toHaveTextContent('No requests');
});

test('"Probe now" asks the server for one request and shows the new state', async () => {
  let probed = false;
  const { calls } = fakeApi({
    [HEALTH]: () => answer([probed ? { ...working('leetcode'), state: 'degraded' } : leetcodeDown, working('codechef')]),
    'POST /admin/platform-health/leetcode/probe': () => {
      probed = true;
      return { status: 200, body: { message: 'LeetCode answered', data: working('leetcode') } };
    },
  });
  renderAt('/admin/controls', <PlatformHealthPanel />);
  await userEvent.click(await screen.findByRole('button', { name: 'Probe now: LeetCode' }));
  expect(await screen.findByText('LeetCode answered')).toBeInTheDocument();
  expect(calls.filter((call) => call.key === 'POST /admin/platform-health/leetcode/probe')).toHaveLength(1);
  expect(await screen.findByText('Degraded')).toBeInTheDocument();
});
