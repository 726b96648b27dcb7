import { screen, waitFor } from '@testing-library/react';
import { broadcastsThatReadAgain, declaredWakeOn, hydrateDrawnForMember, renderAfterFirstReads, signInAs } from '@chapter/shared/testing';
import { aUser, usersPage } from './test/fixtures';
import AdminApp from './App';

test('/admin/users finds its first page in the cache the shell filled and asks for it no more', async () => {
  signInAs('ADMIN');
  const { calls, declared } = await renderAfterFirstReads('/admin/users', <AdminApp />, {
    'POST /admin/fetch-all-users': { status: 200, body: usersPage([aUser()]) },
  });
  expect(await screen.findByRole('link', { name: aUser().name })).toBeInTheDocument();
  expect(calls.filter((call) => declared.includes(call.key)).map((call) => call.data)).toEqual([{ page: 1, limit: 20, search: '', sortOrder: 1 }]);
});

test('a member gets no admin read started for them', async () => {
  signInAs('MEMBER');
  await expect(renderAfterFirstReads('/admin/users', <AdminApp />, {})).rejects.toThrow('0 first reads started');
});

test('/admin/users drawn by the server for an admin hydrates as it was drawn, then reads its first page once to catch up', async () => {
  signInAs('ADMIN');
  const { page, calls, declared } = await hydrateDrawnForMember('/admin/users', <AdminApp />, {
    'POST /admin/fetch-all-users': { status: 200, body: usersPage([aUser()]) },
  });
  expect(page.mismatches).toEqual([]);
  expect(screen.getByRole('link', { name: aUser().name })).toBeInTheDocument();
  await waitFor(() =>
    expect(calls.filter((call) => declared.includes(call.key)).map((call) => call.data)).toEqual([{ page: 1, limit: 20, search: '', sortOrder: 1 }]),
  );
  page.unmount();
});

test('a search typed into the drawn users list before the app attached is searched for once it has', async () => {
  signInAs('ADMIN');
  const { page, calls } = await hydrateDrawnForMember(
    '/admin/users',
    <AdminApp />,
    { 'POST /admin/fetch-all-users': { status: 200, body: usersPage([aUser()]) } },
    (container) => {
      container.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'Nova';
    },
  );
  await waitFor(() => expect(calls.map((call) => (call.data as { search?: string } | null)?.search)).toContain('Nova'));
  page.unmount();
});

test('/admin/users drawn by the server reads again on the events sent to every member that its area says wake it, and no other', async () => {
  signInAs('ADMIN');
  const { page, calls } = await hydrateDrawnForMember('/admin/users', <AdminApp />, {
    'POST /admin/fetch-all-users': { status: 200, body: usersPage([aUser()]) },
  });
  expect(await broadcastsThatReadAgain(calls)).toEqual(declaredWakeOn('/admin/users'));
  page.unmount();
}, 60_000);
