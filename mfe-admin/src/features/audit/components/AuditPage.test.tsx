import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { fakeApi, renderAt, signInAs, type FakeCall } from '@chapter/shared/testing';
import { anAuditEntry, auditPage } from '../../../test/fixtures';
import { AuditPage } from './AuditPage';

const LOG = 'POST /admin/fetch-audit-log';
const logCalls = (calls: FakeCall[]) => calls.filter((call) => call.key === LOG).map((call) => call.data);

beforeEach(() => signInAs('ADMIN'));
afterEach(() => {
  jest.useRealTimers();
  act(() => toast.remove());
});

test('lists who did what to whom and what changed', async () => {
  const { calls } = fakeApi({
    [LOG]: {
      status: 200,
      body: auditPage([anAuditEntry(), anAuditEntry({ _id: 'a2', action: 'update-points', before: null, after: { delta: 5, reason: 'Helped' } })], {
        totalCount: 2,
      }),
    },
  });
  renderAt('/admin/audit', <AuditPage />);
  const table = await screen.findByRole('region', { name: 'Audit log entries' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('promote-userAda AdminAsha Raorole: MEMBER → COREMEMBER');
  expect(rows[1]).toHaveTextContent('delta: – → 5; reason: – → Helped');
  expect(logCalls(calls)[0]).toEqual({ page: 1, limit: 20 });
});

test('the action filter offers the server list and filters; the search waits 500 ms', async () => {
  jest.useFakeTimers();
  const { calls } = fakeApi({ [LOG]: { status: 200, body: auditPage([anAuditEntry()]) } });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('/admin/audit', <AuditPage />);
  await screen.findByRole('region', { name: 'Audit log entries' });
  const action = screen.getByLabelText('Action') as HTMLSelectElement;
  expect(Array.from(action.options).map((option) => option.value)).toEqual(['', 'promote-user', 'delete-user', 'update-points']);
  await user.selectOptions(action, 'delete-user');
  await waitFor(() => expect(logCalls(calls).at(-1)).toEqual({ page: 1, limit: 20, action: 'delete-user' }));
  const before = logCalls(calls).length;
  await user.type(screen.getByRole('searchbox'), 'nia');
  await act(async () => void jest.advanceTimersByTime(499));
  expect(logCalls(calls)).toHaveLength(before);
  await act(async () => void jest.advanceTimersByTime(1));
  await waitFor(() => expect(logCalls(calls).at(-1)).toEqual({ page: 1, limit: 20, action: 'delete-user', search: 'nia' }));
});

test('empty and failed answers', async () => {
  fakeApi({ [LOG]: { status: 200, body: auditPage([]) } });
  const { unmount } = renderAt('/admin/audit', <AuditPage />);
  expect(await screen.findByText('No audit entries found')).toBeInTheDocument();
  unmount();
  fakeApi({ [LOG]: { status: 500, body: {} } });
  renderAt('/admin/audit', <AuditPage />);
  await waitFor(() => expect(screen.getAllByText('Error fetching the audit log')).toHaveLength(2));
});

test("a member's name narrows the log to entries on them, and Show everyone lifts it", async () => {
  const onNia = anAuditEntry({ target: { _id: 'u7', name: 'Nia Newbie' } });
  const upload = anAuditEntry({ _id: 'a2', action: 'upload-csv-allowed-emails', target: null, before: null, after: { added: 2, skipped: 0 } });
  const { calls } = fakeApi({
    [LOG]: (call) => ({ status: 200, body: auditPage((call.data as { targetId?: string }).targetId === 'u7' ? [onNia] : [onNia, upload]) }),
  });
  const rows = () =>
    within(screen.getByRole('region', { name: 'Audit log entries' }))
      .getAllByRole('row')
      .slice(1);
  const user = userEvent.setup();
  renderAt('/admin/audit', <AuditPage />);
  const table = await screen.findByRole('region', { name: 'Audit log entries' });
  expect(within(within(table).getAllByRole('row')[2]).getAllByRole('cell')[3]).toHaveTextContent('–');
  await user.click(within(table).getByRole('button', { name: 'Only entries on Nia Newbie' }));
  await waitFor(() => expect(logCalls(calls).at(-1)).toEqual({ page: 1, limit: 20, targetId: 'u7' }));
  expect(screen.getByText(/Only entries on Nia Newbie/)).toBeInTheDocument();
  await waitFor(() => expect(rows()).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Show everyone' }));
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(screen.queryByText(/Only entries on/)).toBeNull();
});
