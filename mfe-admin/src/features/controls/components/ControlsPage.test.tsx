import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { JobRun } from '@chapter/shared/types';
import { aJobRun } from '../../../test/fixtures';
import { ControlsPage } from './ControlsPage';

const STATUS = 'GET /admin/job-status';
const status = (queued: JobRun[] = [], zone: { timeZone?: string } = {}) => ({
  status: 200,
  body: {
    message: 'ok',
    data: {
      ...zone,
      scheduled: [
        {
          name: 'practice-daily',
          label: 'Daily practice',
          lastRunAt: '2025-03-05T00:30:00.000Z',
          lastState: 'completed',
          lastError: null,
          nextRunAt: '2025-03-06T00:30:00.000Z',
        },
        {
          name: 'stats-weekly',
          label: 'Weekly profile stats',
          lastRunAt: '2025-03-03T01:00:00.000Z',
          lastState: 'failed',
          lastError: 'Codeforces did not answer',
          nextRunAt: null,
        },
        { name: 'month-end', label: 'Month end', lastRunAt: null, lastState: null, lastError: null, nextRunAt: '2025-04-01T00:00:00.000Z' },
      ],
      queued,
      finishedContests: [
        { contestId: 'c1', contestName: 'Codeforces Round 999', platform: 'Codeforces', date: '2025-03-04', endTime: '22:00:00' },
        { contestId: 'c2', contestName: 'Starters 150', platform: 'CodeChef', date: '2025-03-05', endTime: '22:00:00' },
      ],
    },
  },
});

beforeEach(() => signInAs('ADMIN'));
afterEach(() => act(() => toast.remove()));

test('the job status panel says when each scheduled job last ran, how it ended, and what is queued', async () => {
  fakeApi({
    [STATUS]: status([
      aJobRun({ id: 'q1', label: 'Contest results', state: 'active', progress: { done: 2, total: 9 } }),
      aJobRun({ id: 'q2', label: "Today's practice", state: 'queued' }),
      aJobRun({ id: 'q3', label: 'Contest results', state: 'failed', error: 'Codeforces did not answer' }),
    ]),
  });
  renderAt('/admin/controls', <ControlsPage />);
  const table = await screen.findByRole('region', { name: 'Scheduled jobs' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0]).getByText('Completed')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Failed: Codeforces did not answer')).toBeInTheDocument();
  expect(within(rows[2]).getByText('Not run yet')).toBeInTheDocument();
  const runs = within(screen.getByRole('list', { name: 'Queued and recent runs' })).getAllByRole('listitem');
  expect(runs[0]).toHaveTextContent('Contest results: running (2 of 9)');
  expect(runs[1]).toHaveTextContent("Today's practice: waiting");
  expect(runs[2]).toHaveTextContent('Contest results: failed (Codeforces did not answer)');
});

test('schedules and their last and next runs are written in one zone, the chapter’s, and it is named', async () => {
  fakeApi({ [STATUS]: status([], { timeZone: 'Asia/Kolkata' }) });
  const { unmount } = renderAt('/admin/controls', <ControlsPage />);
  const table = await screen.findByRole('region', { name: 'Scheduled jobs' });
  expect(screen.getByText(/^Schedules, last and next runs in the chapter's time zone: Asia\/Kolkata \(GMT\+5:30\)\.$/)).toBeInTheDocument();
  const daily = within(table).getAllByRole('row')[1]!;
  // 00:30 UTC is 06:00 in Kolkata; each time carries its zone.
  expect(within(daily).getAllByRole('cell')[3]).toHaveTextContent(/06:00.*GMT\+5:30/);
  expect(within(daily).getAllByRole('cell')[1]).toHaveTextContent(/06:00.*GMT\+5:30/);
  unmount();

  // A server that does not name its zone: the times say theirs, and that the schedules are the chapter's.
  fakeApi({ [STATUS]: status() });
  renderAt('/admin/controls', <ControlsPage />);
  expect(
    await screen.findByText(/^Last and next runs in your time zone, .+; the schedules in the jobs' names are in the chapter's time zone\.$/),
  ).toBeInTheDocument();
});

test.each([
  ['Reset Achievements', 'Reset achievements', 'Reset', 'POST /admin/reset-achievement', {}],
  ['Update Leaderboard', 'Update leaderboard', 'Update', 'POST /admin/update-leaderboard', { type: 'overall' }],
])('%s confirms, sends and toasts the server message', async (button, title, confirmText, route, body) => {
  const { calls } = fakeApi({ [STATUS]: status(), [route]: { status: 200, body: { message: `${title} done` } } });
  const user = userEvent.setup();
  renderAt('/admin/controls', <ControlsPage />);
  await user.click(screen.getByRole('button', { name: button }));
  await user.click(within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: confirmText }));
  expect(await screen.findByText(`${title} done`)).toBeInTheDocument();
  expect(calls.find((call) => call.key === route)?.data).toEqual(body);
});

test.each([
  ['Reset Achievements', 'Reset', 'POST /admin/reset-achievement', 'Failed to reset achievements', 'Error resetting achievements'],
  ['Update Leaderboard', 'Update', 'POST /admin/update-leaderboard', 'Failed to update leaderboard ranking', 'Error updating leaderboard ranking'],
])('%s failures have their own words', async (button, confirmText, route, failed, error) => {
  let network = false;
  fakeApi({ [STATUS]: status(), [route]: () => (network ? 'network-error' : { status: 500, body: {} }) });
  const user = userEvent.setup();
  renderAt('/admin/controls', <ControlsPage />);
  await user.click(screen.getByRole('button', { name: button }));
  await user.click(screen.getByRole('button', { name: confirmText }));
  expect(await screen.findByText(failed)).toBeInTheDocument();
  network = true;
  await user.click(screen.getByRole('button', { name: button }));
  await user.click(screen.getByRole('button', { name: confirmText }));
  expect(await screen.findByText(error)).toBeInTheDocument();
});

test("fetch now for a finished contest shows the run's progress until it ends, then the outcome", async () => {
  const states: JobRun[] = [
    aJobRun({ state: 'active', progress: { done: 1, total: 4 } }),
    aJobRun({ state: 'active', progress: { done: 3, total: 4 } }),
    aJobRun({ state: 'completed', progress: { done: 4, total: 4 }, result: { awarded: 12 } }),
  ];
  let asked = 0;
  const { calls } = fakeApi({
    [STATUS]: status(),
    'POST /admin/run-job': { status: 200, body: { message: 'Contest results queued', data: aJobRun() } },
    'GET /admin/job-run/run-1': () => ({ status: 200, body: { message: 'ok', data: states[Math.min(asked++, states.length - 1)] } }),
  });
  const user = userEvent.setup();
  renderAt('/admin/controls', <ControlsPage />);
  await user.selectOptions(await screen.findByLabelText('Finished contest'), 'c2');
  await user.click(screen.getByRole('button', { name: 'Fetch contest results' }));
  expect(screen.getByRole('dialog', { name: 'Fetch now' })).toHaveTextContent('Fetch the results of Starters 150 now?');
  await user.click(within(screen.getByRole('dialog', { name: 'Fetch now' })).getByRole('button', { name: 'Fetch now' }));
  expect(await screen.findByText('Contest results queued')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /admin/run-job')?.data).toEqual({ job: 'contest-results', contestId: 'c2' });
  const bar = await screen.findByRole('progressbar', { name: 'Contest results progress' });
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
  expect(screen.getByText('Running: 1 of 4')).toBeInTheDocument();
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'), { timeout: 4000 });
  expect(await screen.findByText('Completed (awarded 12)', undefined, { timeout: 4000 })).toBeInTheDocument();
  expect(bar).toHaveAttribute('aria-valuenow', '100');
  const polls = calls.filter((call) => call.key === 'GET /admin/job-run/run-1').length;
  await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  expect(calls.filter((call) => call.key === 'GET /admin/job-run/run-1')).toHaveLength(polls); // no polling after the end
}, 15_000);

test("fetch today's practice sends its job; a failed run shows why", async () => {
  const { calls } = fakeApi({
    [STATUS]: status(),
    'POST /admin/run-job': {
      status: 200,
      body: { message: 'Practice queued', data: aJobRun({ id: 'run-2', name: 'practice-today', label: "Today's practice" }) },
    },
    'GET /admin/job-run/run-2': {
      status: 200,
      body: { message: 'ok', data: aJobRun({ id: 'run-2', label: "Today's practice", state: 'failed', error: 'LeetCode did not answer' }) },
    },
  });
  const user = userEvent.setup();
  renderAt('/admin/controls', <ControlsPage />);
  await user.click(await screen.findByRole('button', { name: "Fetch today's practice" }));
  await user.click(within(screen.getByRole('dialog', { name: 'Fetch now' })).getByRole('button', { name: 'Fetch now' }));
  expect(await screen.findByText('Failed: LeetCode did not answer')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /admin/run-job')?.data).toEqual({ job: 'practice-today' });
});
