import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { SchedulerConstants } from '@chapter/shared/types';
import { constants } from '../../../test/fixtures';
import { SchedulerPage } from './SchedulerPage';

const GET = 'GET /admin/fetch-constant-values';
const PUT = 'PUT /admin/edit-constant-values';

beforeEach(() => signInAs('ADMIN'));
afterEach(() => act(() => toast.remove()));

function serve(initial: SchedulerConstants, put: { status: number; body?: unknown } | 'network-error' | null = null) {
  let saved = initial;
  return fakeApi({
    [GET]: () => ({ status: 200, body: { message: 'ok', data: { constant: saved } } }),
    [PUT]: (call) => {
      if (put) return put;
      saved = { ...saved, ...(call.data as SchedulerConstants) };
      return { status: 200, body: { message: 'Constants updated', data: { constant: saved } } };
    },
  });
}

test('shows the four switches and the passing mark; submit stays off until something changes, and off again when undone', async () => {
  serve(constants());
  const user = userEvent.setup();
  renderAt('/admin/scheduler', <SchedulerPage />);
  expect(await screen.findByRole('switch', { name: 'Achievement Scheduler' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Backup Data Scheduler' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Reset Data Scheduler' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Auto Kick Scheduler' })).not.toBeChecked();
  expect(screen.getByLabelText(/Passing Marks/)).toHaveValue(30);
  const submit = screen.getByRole('button', { name: 'Update Settings' });
  expect(submit).toBeDisabled();
  await user.click(screen.getByRole('switch', { name: 'Auto Kick Scheduler' }));
  expect(submit).toBeEnabled();
  await user.click(screen.getByRole('switch', { name: 'Auto Kick Scheduler' }));
  expect(submit).toBeDisabled();
});

test('the confirmation lists exactly what changes; confirming saves all five and says Settings updated successfully', async () => {
  const { calls } = serve(constants());
  const user = userEvent.setup();
  renderAt('/admin/scheduler', <SchedulerPage />);
  await user.click(await screen.findByRole('switch', { name: 'Backup Data Scheduler' }));
  await user.keyboard(' '); // the switch is a checkbox: Space flips it back…
  await user.keyboard(' '); // …and again
  await user.clear(screen.getByLabelText(/Passing Marks/));
  await user.type(screen.getByLabelText(/Passing Marks/), '35');
  await user.click(screen.getByRole('button', { name: 'Update Settings' }));
  const dialog = screen.getByRole('dialog', { name: 'Update settings' });
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Backup Data Scheduler: On → Off', 'Passing Marks: 30 → 35']);
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
  expect(calls.find((call) => call.key === PUT)?.data).toEqual({ ...constants(), backupDataScheduler: false, passingMarks: 35 });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Update Settings' })).toBeDisabled());
  expect(screen.getByRole('switch', { name: 'Backup Data Scheduler' })).not.toBeChecked();
  expect(calls.filter((call) => call.key === GET)).toHaveLength(2);
});

test('passing marks must be a whole number 0 or more', async () => {
  serve(constants());
  const user = userEvent.setup();
  renderAt('/admin/scheduler', <SchedulerPage />);
  const marks = await screen.findByLabelText(/Passing Marks/);
  await user.clear(marks);
  await user.type(marks, '-1');
  expect(screen.getByText('Passing marks cannot be negative')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Update Settings' })).toBeDisabled();
  await user.clear(marks);
  expect(screen.getByText('Passing marks are required')).toBeInTheDocument();
  await user.type(marks, '0');
  expect(screen.getByRole('button', { name: 'Update Settings' })).toBeEnabled();
});

test.each([
  ['a refusal', 'Failed to update settings', { status: 500, body: {} }],
  ['no answer', 'Error updating settings', 'network-error' as const],
])('saving after %s toasts %s', async (_case, text, answer) => {
  serve(constants(), answer);
  const user = userEvent.setup();
  renderAt('/admin/scheduler', <SchedulerPage />);
  await user.click(await screen.findByRole('switch', { name: 'Reset Data Scheduler' }));
  await user.click(screen.getByRole('button', { name: 'Update Settings' }));
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
});

test('a failed load says Error fetching constant values, and Retry asks again', async () => {
  let fail = true;
  const { calls } = fakeApi({ [GET]: () => (fail ? { status: 500, body: {} } : { status: 200, body: { message: 'ok', data: { constant: constants() } } }) });
  const user = userEvent.setup();
  renderAt('/admin/scheduler', <SchedulerPage />);
  await waitFor(() => expect(screen.getAllByText('Error fetching constant values')).toHaveLength(2));
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('switch', { name: 'Achievement Scheduler' })).toBeInTheDocument();
  expect(calls).toHaveLength(2);
});
