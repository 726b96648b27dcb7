import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { OFFLINE_TEXTS, theme } from '@chapter/shared';
import { fakeApi, renderAt, setBrowserOnline, signInAs, type FakeCall } from '@chapter/shared/testing';
import type { AdminUsersQuery } from '@chapter/shared/types';
import { aUser, usersPage } from '../../../test/fixtures';
import { UsersPage } from './UsersPage';

const LIST = 'POST /admin/fetch-all-users';
const listCalls = (calls: FakeCall[]) => calls.filter((call) => call.key === LIST).map((call) => call.data as AdminUsersQuery);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

beforeEach(() => signInAs('ADMIN'));
afterEach(() => {
  jest.useRealTimers();
  act(() => toast.remove());
});

test('loads 20 users a page, links each to its profile, and marks blocked in red and protected in blue', async () => {
  const { calls } = fakeApi({
    [LIST]: {
      status: 200,
      body: usersPage([aUser(), aUser({ _id: 'u2', name: 'Bo Blocked', blocked: true }), aUser({ _id: 'u3', name: 'Pia Protected', protected: true })], {
        totalPages: 3,
        totalCount: 43,
      }),
    },
  });
  renderAt('/admin/users', <UsersPage />);
  expect(screen.getByRole('status', { name: 'Loading users' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/profile/u1');
  expect(screen.getByText('43 users')).toBeInTheDocument();
  expect(listCalls(calls)[0]).toEqual({ page: 1, limit: 20, search: '', sortOrder: 1 });
  expect(rowOf('Bo Blocked')).toHaveStyle({ color: theme.colors.danger });
  expect(within(rowOf('Bo Blocked')).getByText('Blocked')).toBeInTheDocument();
  expect(rowOf('Pia Protected')).toHaveStyle({ color: theme.colors.info });
  expect(within(rowOf('Pia Protected')).getByRole('button', { name: 'Delete Pia Protected' })).toBeDisabled();
  expect(within(rowOf('Pia Protected')).getByRole('button', { name: 'Unprotect Pia Protected' })).toBeEnabled();
  expect(screen.getByRole('navigation', { name: 'Users pages' })).toBeInTheDocument();
});

test('offline with no list kept on this device, it says the list loads once back online instead of a spinner, then loads it', async () => {
  const restore = setBrowserOnline(false);
  try {
    const { calls } = fakeApi({ [LIST]: { status: 200, body: usersPage([aUser()]) } });
    renderAt('/admin/users', <UsersPage />);
    expect(await screen.findByText(OFFLINE_TEXTS.partNotKept)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading users' })).toBeNull();
    expect(calls).toHaveLength(0);

    setBrowserOnline(true);
    expect(await screen.findByRole('link', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_TEXTS.partNotKept)).toBeNull();
  } finally {
    restore();
  }
});

test('each row names the member with their e-mail, the position in words, and all five actions in one labelled group', async () => {
  const email = 'a.very.long.address.of.a.member.who.likes.long.names@students.university-of-somewhere.edu';
  fakeApi({
    [LIST]: {
      status: 200,
      body: usersPage([
        aUser({ email, role: 'COREMEMBER', position: 'COREMEMBER' }),
        aUser({ _id: 'u2', name: 'Pia Protected', protected: true, role: 'USER', position: 'USER' }),
      ]),
    },
  });
  renderAt('/admin/users', <UsersPage />);
  const row = await waitFor(() => rowOf('Asha Rao'));
  expect(within(row).getByText(email)).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: 'Core member' })).toBeInTheDocument();
  expect(within(row).queryByText('COREMEMBER')).toBeNull();
  const actions = within(row).getByRole('group', { name: 'Actions for Asha Rao' });
  expect(
    within(actions)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Promote', 'Demote', 'Protect', 'Points', 'Delete']);
  expect(
    within(actions)
      .getAllByRole('button')
      .every((button) => !(button as HTMLButtonElement).disabled),
  ).toBe(true);
  expect(within(rowOf('Pia Protected')).getByRole('cell', { name: 'User' })).toBeInTheDocument();
  // The refused delete says why to the keyboard too: its wrapper takes focus and is described by the reason.
  const why = within(rowOf('Pia Protected')).getByRole('button', { name: 'Delete Pia Protected' }).parentElement as HTMLElement;
  expect(why).toHaveAttribute('tabindex', '0');
  expect(why).toHaveAccessibleDescription('Protected users cannot be deleted');
  expect(Array.from((screen.getByLabelText('Position') as HTMLSelectElement).options).map((option) => option.textContent)).toEqual([
    'All positions',
    'User',
    'Member',
    'Core member',
    'Vice president',
    'President',
    'Admin',
  ]);
});

test('an empty answer says No users found; a failed load says Error fetching user data', async () => {
  fakeApi({ [LIST]: { status: 200, body: usersPage([]) } });
  const { unmount } = renderAt('/admin/users', <UsersPage />);
  expect(await screen.findByText('No users found')).toBeInTheDocument();
  unmount();

  fakeApi({ [LIST]: { status: 500, body: { message: 'boom' } } });
  renderAt('/admin/users', <UsersPage />);
  // The toast and the panel both say it.
  await waitFor(() => expect(screen.getAllByText('Error fetching user data')).toHaveLength(2));
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('position, protection and page size filters reach the request and restart at page 1', async () => {
  const { calls } = fakeApi({
    [LIST]: (call) => ({ status: 200, body: usersPage([aUser()], { currentPage: (call.data as AdminUsersQuery).page, totalPages: 3 }) }),
  });
  const user = userEvent.setup();
  renderAt('/admin/users', <UsersPage />);
  await screen.findByRole('link', { name: 'Asha Rao' });
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ page: 2 }));

  await user.selectOptions(screen.getByLabelText('Position'), 'COREMEMBER');
  await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ page: 1, limit: 20, search: '', sortOrder: 1, roles: ['COREMEMBER'] }));
  await user.selectOptions(screen.getByLabelText('Protection'), 'protected');
  await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ roles: ['COREMEMBER'], protected: true }));
  await user.selectOptions(screen.getByLabelText('Protection'), 'unprotected');
  await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ protected: false }));
  expect(Array.from((screen.getByLabelText('Rows per page') as HTMLSelectElement).options).map((option) => option.value)).toEqual(['10', '20', '50']);
  for (const size of [10, 50]) {
    await user.selectOptions(screen.getByLabelText('Rows per page'), String(size));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ limit: size, page: 1 }));
  }
});

test('the search waits 500 ms after the last key before asking', async () => {
  jest.useFakeTimers();
  const { calls } = fakeApi({ [LIST]: { status: 200, body: usersPage([aUser()]) } });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('/admin/users', <UsersPage />);
  await screen.findByRole('link', { name: 'Asha Rao' });
  await user.type(screen.getByRole('searchbox'), 'ash');
  await act(async () => void jest.advanceTimersByTime(499));
  expect(listCalls(calls).map((query) => query.search)).toEqual(['']);
  await act(async () => void jest.advanceTimersByTime(1));
  await waitFor(() => expect(listCalls(calls).map((query) => query.search)).toEqual(['', 'ash']));
});

test('promote asks first (success), sends the id, toasts the server message and reloads the list', async () => {
  let role: 'MEMBER' | 'COREMEMBER' = 'MEMBER';
  const { calls } = fakeApi({
    [LIST]: () => ({ status: 200, body: usersPage([aUser({ role, position: role })]) }),
    'POST /admin/promote-user': () => {
      role = 'COREMEMBER';
      return { status: 200, body: { message: 'User promoted to COREMEMBER', data: { _id: 'u1', role } } };
    },
  });
  const user = userEvent.setup();
  renderAt('/admin/users', <UsersPage />);
  await user.click(await screen.findByRole('button', { name: 'Promote Asha Rao' }));
  const dialog = screen.getByRole('dialog', { name: 'Promote user' });
  expect(dialog).toHaveTextContent('Promote Asha Rao from Member to Core member?');
  expect(dialog.querySelector('[data-confirm-type]')).toHaveAttribute('data-confirm-type', 'success'); // the success type
  await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
  expect(await screen.findByText('User promoted to COREMEMBER')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /admin/promote-user')?.data).toEqual({ userId: 'u1' });
  await waitFor(() => expect(within(rowOf('Asha Rao')).getByRole('cell', { name: 'Core member' })).toBeInTheDocument());
  expect(listCalls(calls)).toHaveLength(2);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('promote is off for an admin and demote for a user; cancelling sends nothing', async () => {
  const { calls } = fakeApi({
    [LIST]: { status: 200, body: usersPage([aUser({ _id: 'a', name: 'Ada', role: 'ADMIN' }), aUser({ _id: 'b', name: 'Uma', role: 'USER' })]) },
  });
  const user = userEvent.setup();
  renderAt('/admin/users', <UsersPage />);
  expect(await screen.findByRole('button', { name: 'Promote Ada' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Demote Uma' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Demote Ada' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Demote user' })).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls.map((call) => call.key)).toEqual([LIST]);
});

test.each([
  ['a refusal without a message', 'Failed to promote user', { status: 500, body: {} }],
  ['a refusal with a message', 'User not found', { status: 404, body: { message: 'User not found' } }],
  ['no answer', 'Error promoting user', 'network-error' as const],
])('promote after %s toasts %s', async (_case, text, answer) => {
  fakeApi({ [LIST]: { status: 200, body: usersPage([aUser()]) }, 'POST /admin/promote-user': answer });
  const user = userEvent.setup();
  renderAt('/admin/users', <UsersPage />);
  await user.click(await screen.findByRole('button', { name: 'Promote Asha Rao' }));
  await user.click(screen.getByRole('button', { name: 'Promote' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
});

test('demote, protect and unprotect each confirm and send the id; their failures have their own words', async () => {
  const { calls } = fakeApi({
    [LIST]: { status: 200, body: usersPage([aUser({ role: 'COREMEMBER' }), aUser({ _id: 'u2', name: 'Pia', protected: true })]) },
    'POST /admin/demote-user': { status: 200, body: { message: 'User demoted to MEMBER', data: { _id: 'u1', role: 'MEMBER' } } },
    'POST /admin/toggle-protected-status': 'network-error',
  });
  const user = userEvent.setup();
  renderAt('/admin/users', <UsersPage />);
  await user.click(await screen.findByRole('button', { name: 'Demote Asha Rao' }));
  expect(screen.getByRole('dialog', { name: 'Demote user' })).toHaveTextContent('from Core member to Member');
  await user.click(screen.getByRole('button', { name: 'Demote' }));
  expect(await screen.findByText('User demoted to MEMBER')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Protect Asha Rao' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Protect user' })).getByRole('button', { name: 'Protect' }));
  expect(await screen.findByText('Error protecting the user')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Unprotect Pia' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Remove protection' })).getByRole('button', { name: 'Unprotect' }));
  expect(await screen.findByText('Error removing protection of the user')).toBeInTheDocument();
  expect(calls.filter((call) => call.key === 'POST /admin/toggle-protected-status').map((call) => call.data)).toEqual([{ userId: 'u1' }, { userId: 'u2' }]);
});

test('delete asks as danger, then toasts the message and advises updating the leaderboard', async () => {
  let deleted = false;
  const { calls } = fakeApi({
    [LIST]: () => ({ status: 200, body: usersPage(deleted ? [] : [aUser()]) }),
    'DELETE /admin/delete-user-account': () => {
      deleted = true;
      return { status: 200, body: { message: 'User deleted' } };
    },
  });
  const user = userEvent.setup();
  renderAt('/admin/users', <UsersPage />);
  await user.click(await screen.findByRole('button', { name: 'Delete Asha Rao' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete user' });
  expect(dialog).toHaveTextContent('Delete the account of Asha Rao (asha@university.edu)?');
  expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveStyle({ background: theme.colors.danger });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('User deleted')).toBeInTheDocument();
  expect(await screen.findByText('Update the leaderboard after deleting the required users!')).toBeInTheDocument();
  expect(await screen.findByText('No users found')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'DELETE /admin/delete-user-account')?.data).toEqual({ userId: 'u1' });
});

test('manage points: a whole number of at least 1 and a reason; deduct sends a negative delta after a danger confirmation', async () => {
  const { calls } = fakeApi({
    [LIST]: { status: 200, body: usersPage([aUser()]) },
    'POST /admin/update-points': { status: 200, body: { message: 'Deducted 3 points' } },
  });
  const user = userEvent.setup();
  renderAt('/admin/users', <UsersPage />);
  await user.click(await screen.findByRole('button', { name: 'Manage points of Asha Rao' }));
  const form = screen.getByRole('dialog', { name: 'Manage points of Asha Rao' });
  await user.click(within(form).getByRole('button', { name: 'Add points' }));
  expect(within(form).getByText('Points are required')).toBeInTheDocument();
  expect(within(form).getByText('Reason is required')).toBeInTheDocument();
  await user.type(within(form).getByLabelText(/Points/), '0');
  expect(within(form).getByText('Points must be at least 1')).toBeInTheDocument();
  await user.clear(within(form).getByLabelText(/Points/));
  await user.type(within(form).getByLabelText(/Points/), '1.5');
  expect(within(form).getByText('Points must be a whole number')).toBeInTheDocument();
  await user.clear(within(form).getByLabelText(/Points/));
  await user.type(within(form).getByLabelText(/Points/), '3');
  await user.type(within(form).getByLabelText(/Reason/), '  Late submission  ');
  await user.click(within(form).getByRole('radio', { name: 'Deduct' }));
  await user.click(within(form).getByRole('button', { name: 'Deduct points' }));
  expect(calls.some((call) => call.key === 'POST /admin/update-points')).toBe(false);

  const confirm = screen.getByRole('dialog', { name: 'Deduct points' });
  expect(confirm).toHaveTextContent('Deduct 3 points from Asha Rao? Reason: Late submission');
  await user.click(within(confirm).getByRole('button', { name: 'Deduct' }));
  expect(await screen.findByText('Deducted 3 points')).toBeInTheDocument();
  expect(calls.find((call) => call.key === 'POST /admin/update-points')?.data).toEqual({ userId: 'u1', delta: -3, reason: 'Late submission' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('a failed points change keeps the form open and says Error adding point for the user', async () => {
  fakeApi({ [LIST]: { status: 200, body: usersPage([aUser()]) }, 'POST /admin/update-points': { status: 500, body: {} } });
  const user = userEvent.setup();
  renderAt('/admin/users', <UsersPage />);
  await user.click(await screen.findByRole('button', { name: 'Manage points of Asha Rao' }));
  await user.type(screen.getByLabelText(/Reason/), 'Helped at the workshop');
  await user.type(screen.getByLabelText(/Points/), '5{Enter}'); // Enter in the number field submits the form
  await user.click(within(screen.getByRole('dialog', { name: 'Add points' })).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Error adding point for the user')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Manage points of Asha Rao' })).toBeInTheDocument();
});

test('the keyboard alone opens an action, Escape closes it with focus back on the button', async () => {
  fakeApi({ [LIST]: { status: 200, body: usersPage([aUser()]) } });
  const user = userEvent.setup();
  renderAt('/admin/users', <UsersPage />);
  const promote = await screen.findByRole('button', { name: 'Promote Asha Rao' });
  promote.focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'Promote user' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(promote).toHaveFocus();
});
