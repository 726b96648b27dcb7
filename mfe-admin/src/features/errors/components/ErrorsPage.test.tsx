import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { ContestErrorRecord, PracticeErrorRecord } from '@chapter/shared/types';
import { aContestError, aJobRun, aPracticeError } from '../../../test/fixtures';
import { ErrorsPage } from './ErrorsPage';

const LIST = 'GET /admin/get-all-contest-error';
const answer = (contestErrorData: ContestErrorRecord[], practiceQuestionErrorData: PracticeErrorRecord[] = []) => ({
  status: 200,
  body: { message: 'ok', data: { contestErrorData, practiceQuestionErrorData } },
});

beforeEach(() => signInAs('ADMIN'));
afterEach(() => act(() => toast.remove()));

test('a card shows the first 3 avatars and +N for the rest', async () => {
  fakeApi({ [LIST]: answer([aContestError(5), aContestError(2, { contestId: 'c2', contestName: 'Starters 150', contestType: 'codechef' })]) });
  renderAt('/admin/errors', <ErrorsPage />);
  const card = await screen.findByRole('button', { name: 'Codeforces Round 999: 5 failed members' });
  expect(within(card).getAllByRole('img', { hidden: true })).toHaveLength(3);
  expect(card).toHaveTextContent('+2');
  expect(card).toHaveTextContent('codeforces · 2025-03-04');
  const small = screen.getByRole('button', { name: 'Starters 150: 2 failed members' });
  expect(within(small).getAllByRole('img', { hidden: true })).toHaveLength(2);
  expect(small).not.toHaveTextContent('+');
});

test('the tabs switch queues with a click or the arrow keys; an empty queue says No errors found', async () => {
  fakeApi({ [LIST]: answer([aContestError(1)], []) });
  const user = userEvent.setup();
  renderAt('/admin/errors', <ErrorsPage />);
  const contest = await screen.findByRole('tab', { name: 'Contest Errors (1)' });
  expect(contest).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Contest Errors (1)');
  contest.focus();
  await user.keyboard('{ArrowRight}');
  const practice = screen.getByRole('tab', { name: 'Practice Question Errors (0)' });
  expect(practice).toHaveAttribute('aria-selected', 'true');
  expect(practice).toHaveFocus();
  expect(screen.getByText('No errors found')).toBeInTheDocument();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('button', { name: /Codeforces Round 999/ })).toBeInTheDocument();
});

test('a failed load says Failed to load contest/practice question error data!', async () => {
  fakeApi({ [LIST]: { status: 500, body: {} } });
  renderAt('/admin/errors', <ErrorsPage />);
  await waitFor(() => expect(screen.getAllByText('Failed to load contest/practice question error data!')).toHaveLength(2));
});

test('rerun confirms, then toasts "{message} with new error count as {errorCount}" and the advice to update the board', async () => {
  let users = 2;
  const { calls } = fakeApi({
    [LIST]: () => answer([aContestError(users)]),
    'POST /admin/re-run-contest-error': () => {
      users = 1;
      return { status: 200, body: { message: 'Contest re-run awarded 3 points', errorCount: 1 } };
    },
  });
  const user = userEvent.setup();
  renderAt('/admin/errors', <ErrorsPage />);
  await user.click(await screen.findByRole('button', { name: /Codeforces Round 999/ }));
  const detail = screen.getByRole('dialog', { name: 'Codeforces Round 999' });
  expect(within(detail).getByText('Handle not found 2')).toBeInTheDocument();
  expect(within(detail).getByText(/cf_user_1/)).toBeInTheDocument();
  await user.click(within(detail).getByRole('button', { name: 'Rerun' }));
  const confirm = screen.getByRole('dialog', { name: 'Rerun' });
  await user.click(within(confirm).getByRole('button', { name: 'Rerun' }));
  expect(await screen.findByText('Contest re-run awarded 3 points with new error count as 1')).toBeInTheDocument();
  expect(await screen.findByText('Please manually update the leaderboard!')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /admin/re-run-contest-error')?.data).toEqual({ contestId: 'c1' });
  // The open dialog follows the reloaded record.
  await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Codeforces Round 999' })).queryByText('Handle not found 2')).toBeNull());
});

test('a queued rerun shows its progress on the page and, when it ends, toasts the error count left then, not the one before', async () => {
  let polls = 0;
  let users = 2;
  const { calls } = fakeApi({
    [LIST]: () => answer(users ? [aContestError(users)] : []),
    'POST /admin/re-run-contest-error': {
      status: 200,
      body: {
        message: 'Contest re-run queued',
        errorCount: 2,
        data: aJobRun({ id: 'run-9', label: "Re-run of Codeforces Round 999's errors", state: 'queued' }),
      },
    },
    'GET /admin/job-run/run-9': () => {
      polls += 1;
      if (polls < 2) return { status: 200, body: { message: 'ok', data: aJobRun({ id: 'run-9', state: 'active', progress: { done: 1, total: 2 } }) } };
      users = 0;
      const data = aJobRun({
        id: 'run-9',
        state: 'completed',
        progress: { done: 2, total: 2 },
        result: { message: 'Contest re-run awarded 6 points', errorCount: 0 },
      });
      return { status: 200, body: { message: 'ok', data } };
    },
  });
  const user = userEvent.setup();
  renderAt('/admin/errors', <ErrorsPage />);
  await user.click(await screen.findByRole('button', { name: /Codeforces Round 999/ }));
  await user.click(within(screen.getByRole('dialog', { name: 'Codeforces Round 999' })).getByRole('button', { name: 'Rerun' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Rerun' })).getByRole('button', { name: 'Rerun' }));
  // Queued: the dialogs close and the page follows the run.
  expect(await screen.findByText('Contest re-run queued')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const runs = screen.getByRole('list', { name: 'Re-runs started here' });
  expect(within(runs).getByRole('progressbar')).toBeInTheDocument();
  expect(await within(runs).findByText('Running: 1 of 2 members')).toBeInTheDocument();
  // Ended: the count left then, the advice, and the emptied queue.
  expect(await screen.findByText('Contest re-run awarded 6 points with new error count as 0', undefined, { timeout: 10_000 })).toBeInTheDocument();
  expect(await screen.findByText('Please manually update the leaderboard!')).toBeInTheDocument();
  expect(within(runs).getByText('Finished: 0 errors left')).toBeInTheDocument();
  expect(screen.queryByText(/with new error count as 2/)).toBeNull();
  expect(await screen.findByText('No errors found')).toBeInTheDocument();
  expect(calls.filter((call) => call.key === LIST).length).toBeGreaterThanOrEqual(2);
}, 20_000);

test('a queued rerun whose result has no count says the count the reloaded queue holds; a failed one says it failed', async () => {
  let state: 'completed' | 'failed' = 'completed';
  let users = 3;
  fakeApi({
    [LIST]: () => answer([aContestError(users)]),
    'POST /admin/re-run-contest-error': () => ({
      status: 200,
      body: { message: 'Contest re-run queued', errorCount: 3, data: aJobRun({ id: `run-${state}`, state: 'queued' }) },
    }),
    'GET /admin/job-run/run-completed': () => {
      users = 1;
      return {
        status: 200,
        body: { message: 'ok', data: aJobRun({ id: 'run-completed', state: 'completed', result: { message: 'Contest re-run awarded 2 points' } }) },
      };
    },
    'GET /admin/job-run/run-failed': {
      status: 200,
      body: { message: 'ok', data: aJobRun({ id: 'run-failed', state: 'failed', error: 'Codeforces did not answer' }) },
    },
  });
  const user = userEvent.setup();
  renderAt('/admin/errors', <ErrorsPage />);
  const rerun = async () => {
    await user.click(await screen.findByRole('button', { name: /Codeforces Round 999/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Codeforces Round 999' })).getByRole('button', { name: 'Rerun' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Rerun' })).getByRole('button', { name: 'Rerun' }));
  };
  await rerun();
  expect(await screen.findByText('Contest re-run awarded 2 points with new error count as 1', undefined, { timeout: 10_000 })).toBeInTheDocument();
  state = 'failed';
  await rerun();
  expect(await screen.findByText('Failed to rerun contest error', undefined, { timeout: 10_000 })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Re-runs started here' })).getByText('Failed: Codeforces did not answer')).toBeInTheDocument();
}, 20_000);

test('ignore user sends the record and the member; delete record closes the dialog when the record is gone', async () => {
  let records = [aContestError(2)];
  const { calls } = fakeApi({
    [LIST]: () => answer(records),
    'POST /admin/ignore-user-from-contest-error': { status: 200, body: { message: 'User ignored from contest error' } },
    'DELETE /admin/delete-contest-error': () => {
      records = [];
      return { status: 200, body: { message: 'Contest error deleted' } };
    },
  });
  const user = userEvent.setup();
  renderAt('/admin/errors', <ErrorsPage />);
  await user.click(await screen.findByRole('button', { name: /Codeforces Round 999/ }));
  await user.click(screen.getByRole('button', { name: 'Ignore Failed Member 2' }));
  expect(screen.getByRole('dialog', { name: 'Ignore user' })).toHaveTextContent('Ignore Failed Member 2 in Codeforces Round 999?');
  await user.click(screen.getByRole('button', { name: 'Ignore' }));
  expect(await screen.findByText('User ignored from contest error')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /admin/ignore-user-from-contest-error')?.data).toEqual({ contestId: 'c1', userId: 'e2' });

  await user.click(screen.getByRole('button', { name: 'Delete Record' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete record' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Contest error deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByText('No errors found')).toBeInTheDocument();
});

test('the practice queue uses its own routes, field and failure texts', async () => {
  const { calls } = fakeApi({
    [LIST]: answer([], [aPracticeError(1)]),
    'POST /admin/re-run-practice-question-error': { status: 500, body: {} },
    'POST /admin/ignore-user-from-practice-question-error': { status: 500, body: {} },
    'DELETE /admin/delete-practice-question-error': { status: 500, body: {} },
  });
  const user = userEvent.setup();
  renderAt('/admin/errors', <ErrorsPage />);
  await user.click(await screen.findByRole('tab', { name: /Practice Question Errors/ }));
  await user.click(screen.getByRole('button', { name: 'Practice of 2025-03-05: 1 failed member' }));
  for (const [button, confirmText, failure] of [
    ['Rerun', 'Rerun', 'Failed to rerun practice question error'],
    ['Ignore Failed Member 1', 'Ignore', 'Failed to ignore user from practice question error!'],
    ['Delete Record', 'Delete', 'Failed to delete practice question error!'],
  ]) {
    await user.click(within(screen.getByRole('dialog', { name: 'Practice of 2025-03-05' })).getByRole('button', { name: button }));
    const confirm = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: confirmText }));
    expect(await screen.findByText(failure)).toBeInTheDocument();
  }
  expect(calls.filter((call) => call.key !== LIST).map((call) => call.data)).toEqual([
    { practiceQuestionId: '2025-03-05' },
    { practiceQuestionId: '2025-03-05', userId: 'e1' },
    { practiceQuestionId: '2025-03-05' },
  ]);
});
