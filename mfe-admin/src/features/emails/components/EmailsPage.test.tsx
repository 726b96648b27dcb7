import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { toast } from 'react-hot-toast';
import { apiClient } from '@chapter/shared';
import { fakeApi, renderAt, signInAs, type FakeCall } from '@chapter/shared/testing';
import { anEmail, emailsPage } from '../../../test/fixtures';
import { EmailsPage } from './EmailsPage';

const LIST = 'POST /admin/fetch-all-allowed-emails';
const listCalls = (calls: FakeCall[]) => calls.filter((call) => call.key === LIST).map((call) => call.data as Record<string, unknown>);

beforeEach(() => signInAs('ADMIN'));
afterEach(() => {
  jest.useRealTimers();
  act(() => toast.remove());
});

test('lists 20 a page with page sizes 1, 5, 10 and 20; No emails found when empty', async () => {
  const { calls } = fakeApi({
    [LIST]: (call) => ({ status: 200, body: emailsPage((call.data as { limit: number }).limit === 1 ? [] : [anEmail('e1', 'a@university.edu')]) }),
  });
  const user = userEvent.setup();
  renderAt('/admin/emails', <EmailsPage />);
  expect(await screen.findByRole('cell', { name: 'a@university.edu' })).toBeInTheDocument();
  expect(listCalls(calls)[0]).toEqual({ page: 1, limit: 20, search: '', sortOrder: 1 });
  const sizes = screen.getByLabelText('Rows per page') as HTMLSelectElement;
  expect(Array.from(sizes.options).map((option) => option.value)).toEqual(['1', '5', '10', '20']);
  await user.selectOptions(sizes, '1');
  expect(await screen.findByText('No emails found')).toBeInTheDocument();
  expect(listCalls(calls).at(-1)).toMatchObject({ limit: 1, page: 1 });
});

test('a failed list says Error fetching allowed emails', async () => {
  fakeApi({ [LIST]: 'network-error' });
  renderAt('/admin/emails', <EmailsPage />);
  await waitFor(() => expect(screen.getAllByText('Error fetching allowed emails')).toHaveLength(2));
});

test('the search waits 500 ms', async () => {
  jest.useFakeTimers();
  const { calls } = fakeApi({ [LIST]: { status: 200, body: emailsPage([]) } });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('/admin/emails', <EmailsPage />);
  await screen.findByText('No emails found');
  await user.type(screen.getByRole('searchbox'), 'uni');
  await act(async () => void jest.advanceTimersByTime(400));
  expect(listCalls(calls)).toHaveLength(1);
  await act(async () => void jest.advanceTimersByTime(100));
  await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ search: 'uni' }));
});

test('the form trims, drops invalid ones and those on the page, confirms the count, sends the list and reloads it', async () => {
  let listed = [anEmail('e1', 'old@university.edu')];
  const { calls } = fakeApi({
    [LIST]: () => ({ status: 200, body: emailsPage(listed) }),
    'POST /admin/add-allowed-emails': (call) => {
      const { emails } = call.data as { emails: string[] };
      listed = [...listed, ...emails.map((email, i) => anEmail(`n${i}`, email))];
      return { status: 200, body: { message: '2 emails added', added: 2, skipped: 0 } };
    },
  });
  const user = userEvent.setup();
  renderAt('/admin/emails', <EmailsPage />);
  await screen.findByRole('cell', { name: 'old@university.edu' });
  await user.type(screen.getByLabelText('Emails'), ' new1@university.edu , not-an-email, OLD@university.edu,new2@university.edu ,');
  await user.click(screen.getByRole('button', { name: 'Add Emails' }));
  const dialog = screen.getByRole('dialog', { name: 'Add allowed emails' });
  expect(dialog).toHaveTextContent('Add 2 emails to the allowed list?');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('2 emails added')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /admin/add-allowed-emails')?.data).toEqual({ emails: ['new1@university.edu', 'new2@university.edu'] });
  expect(await screen.findByRole('cell', { name: 'new2@university.edu' })).toBeInTheDocument();
  expect(screen.getByLabelText('Emails')).toHaveValue('');
});

test('nothing valid and new: the form says so and asks nothing', async () => {
  const { calls } = fakeApi({ [LIST]: { status: 200, body: emailsPage([anEmail('e1', 'old@university.edu')]) } });
  const user = userEvent.setup();
  renderAt('/admin/emails', <EmailsPage />);
  await screen.findByRole('cell', { name: 'old@university.edu' });
  await user.type(screen.getByLabelText('Emails'), 'nope, old@university.edu');
  await user.click(screen.getByRole('button', { name: 'Add Emails' }));
  expect(screen.getByText('No new valid email addresses to add')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls.map((call) => call.key)).toEqual([LIST]);
});

test.each([
  ['a refusal', 'Failed to add emails', { status: 500, body: {} }],
  ['no answer', 'Error adding emails', 'network-error' as const],
])('adding after %s toasts %s', async (_case, text, answer) => {
  fakeApi({ [LIST]: { status: 200, body: emailsPage([]) }, 'POST /admin/add-allowed-emails': answer });
  const user = userEvent.setup();
  renderAt('/admin/emails', <EmailsPage />);
  await screen.findByText('No emails found');
  await user.type(screen.getByLabelText('Emails'), 'a@university.edu');
  await user.click(screen.getByRole('button', { name: 'Add Emails' }));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
});

test('a CSV asks naming the file, shows the upload progress, then reloads the list', async () => {
  fakeApi({ [LIST]: { status: 200, body: emailsPage([]) } });
  const listAdapter = apiClient.defaults.adapter as AxiosAdapter;
  let finish: () => void = () => undefined;
  let sentFile: unknown = null;
  let listAsks = 0;
  apiClient.defaults.adapter = (async (config) => {
    if (config.url === '/admin/upload-csv-allowed-emails') {
      sentFile = (config.data as FormData).get('file');
      config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
      await new Promise<void>((resolve) => (finish = resolve));
      return { status: 200, statusText: '', data: { message: '3 emails added', added: 3, skipped: 0 }, headers: {}, config };
    }
    listAsks += 1;
    return listAdapter(config);
  }) as AxiosAdapter;
  const user = userEvent.setup();
  renderAt('/admin/emails', <EmailsPage />);
  await screen.findByText('No emails found');
  const file = new File(['a@university.edu,b@university.edu\nc@university.edu'], 'members.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('Upload CSV'), file);
  const dialog = screen.getByRole('dialog', { name: 'Upload CSV' });
  expect(dialog).toHaveTextContent('Upload members.csv and allow every email address in it?');
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  const bar = await screen.findByRole('progressbar', { name: 'Uploading CSV' });
  expect(bar).toHaveAttribute('aria-valuenow', '40');
  expect(sentFile).toBe(file);
  act(() => finish());
  expect(await screen.findByText('3 emails added')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  expect(listAsks).toBe(2);
});

test('a failed CSV upload says Failed to upload CSV', async () => {
  fakeApi({ [LIST]: { status: 200, body: emailsPage([]) }, 'POST /admin/upload-csv-allowed-emails': { status: 500, body: {} } });
  const user = userEvent.setup();
  renderAt('/admin/emails', <EmailsPage />);
  await screen.findByText('No emails found');
  await user.upload(screen.getByLabelText('Upload CSV'), new File(['x'], 'x.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Failed to upload CSV')).toBeInTheDocument();
});

test('delete confirms as danger and sends the row id as userId; its failure says Failed to delete email', async () => {
  const { calls } = fakeApi({
    [LIST]: { status: 200, body: emailsPage([anEmail('e9', 'gone@university.edu')]) },
    'DELETE /admin/delete-allowed-email': { status: 500, body: {} },
  });
  const user = userEvent.setup();
  renderAt('/admin/emails', <EmailsPage />);
  await user.click(await screen.findByRole('button', { name: 'Delete gone@university.edu' }));
  expect(screen.getByRole('dialog', { name: 'Delete allowed email' })).toHaveTextContent('Remove gone@university.edu from the allowed list?');
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete email')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'DELETE /admin/delete-allowed-email')?.data).toEqual({ userId: 'e9' });
  expect(listCalls(calls)).toHaveLength(2);
});
