import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { MyFiguresRun, MyFiguresStatus } from '@chapter/shared/types';
import { ok } from '../../../test/fixtures';
import { RefreshFiguresCard } from './RefreshFiguresCard';

beforeEach(() => signInAs('MEMBER'));
afterEach(() => jest.useRealTimers());

const aRun = (overrides: Partial<MyFiguresRun> = {}): MyFiguresRun => ({
  id: 'run-1',
  state: 'queued',
  createdAt: new Date().toISOString(),
  completedAt: null,
  progress: null,
  changes: [],
  error: null,
  ...overrides,
});
const status = (run: MyFiguresRun | null, nextAllowedAt: string | null = null): { status: number; body: object } =>
  ok({ data: { run, nextAllowedAt, cooldownSeconds: 600, verifiedHandles: 2 } satisfies MyFiguresStatus });

test('queues a refresh, shows its progress, then what changed, and counts down to the next one', async () => {
  const inTenMinutes = new Date(Date.now() + 600_000).toISOString();
  let phase = 0;
  const phases = [
    status(null),
    status(aRun({ state: 'active', progress: { done: 1, total: 2 } }), inTenMinutes),
    status(
      aRun({
        state: 'completed',
        progress: { done: 2, total: 2 },
        completedAt: new Date().toISOString(),
        changes: ['LeetCode: +1 point for today', 'Codeforces: rating 1432 → 1460'],
      }),
      inTenMinutes,
    ),
  ];
  const { calls } = fakeApi({
    'GET /user/refresh-my-figures': () => phases[Math.min(phase, phases.length - 1)]!,
    'POST /user/refresh-my-figures': () => {
      phase = 1;
      return { status: 202, body: { message: 'Fetching your figures', data: aRun() } };
    },
  });
  renderAt('/profile', <RefreshFiguresCard />);
  const button = await screen.findByRole('button', { name: 'Refresh my figures' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);

  expect(await screen.findByText('Fetching your figures: 1 of 2 handles done')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Handles fetched' })).toHaveAttribute('value', '1');
  expect(button).toBeDisabled();
  phase = 2;
  expect(await screen.findByText('LeetCode: +1 point for today', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(screen.getByText('Codeforces: rating 1432 → 1460')).toBeInTheDocument();
  expect(screen.getByText(/^You can refresh again in (10:00|9:5\d)$/)).toBeInTheDocument();
  expect(button).toBeDisabled();
  expect(calls.filter((call) => call.key === 'POST /user/refresh-my-figures')).toHaveLength(1);
});

test('a 429 starts the countdown from the time the server gives, and the button comes back at zero', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  fakeApi({
    'GET /user/refresh-my-figures': status(null),
    'POST /user/refresh-my-figures': { status: 429, body: { message: 'You can refresh your figures again in 3 s', retryAfterSeconds: 3 } },
  });
  renderAt('/profile', <RefreshFiguresCard />);
  const button = await screen.findByRole('button', { name: 'Refresh my figures' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  expect(await screen.findByText('You can refresh again in 0:03')).toBeInTheDocument();
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription('You can refresh again in 0:03');
  await act(async () => {
    jest.advanceTimersByTime(3_500);
  });
  await waitFor(() => expect(button).toBeEnabled());
  expect(screen.queryByText(/You can refresh again/)).not.toBeInTheDocument();
});

test('with no verified handle, it says where to verify one instead of offering a fetch', async () => {
  fakeApi({ 'GET /user/refresh-my-figures': ok({ data: { run: null, nextAllowedAt: null, cooldownSeconds: 600, verifiedHandles: 0 } }) });
  renderAt('/profile', <RefreshFiguresCard />);
  expect(await screen.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
  expect(screen.queryByRole('button', { name: 'Refresh my figures' })).not.toBeInTheDocument();
});

test("the server's refusal is shown in its words", async () => {
  fakeApi({
    'GET /user/refresh-my-figures': status(null),
    'POST /user/refresh-my-figures': { status: 400, body: { message: 'Verify a platform handle first: there is nothing to fetch yet' } },
  });
  renderAt('/profile', <RefreshFiguresCard />);
  const button = await screen.findByRole('button', { name: 'Refresh my figures' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  expect(await screen.findByText('Verify a platform handle first: there is nothing to fetch yet')).toBeInTheDocument();
});
