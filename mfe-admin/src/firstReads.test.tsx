import { screen } from '@testing-library/react';
import { hydrateDrawnForMember, renderAfterFirstReads, signInAs } from '@chapter/shared/testing';
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
  await expect(renderAfterFirstReads('/admin/users', <AdminApp />, {})).rejects.toThrow('0 first reads started, 1 declared');
});

test('/admin/users drawn by the server for an admin hydrates as it was drawn and asks for none of its first reads', async () => {
  signInAs('ADMIN');
  const { page, calls, declared } = await hydrateDrawnForMember('/admin/users', <AdminApp />, {
    'POST /admin/fetch-all-users': { status: 200, body: usersPage([aUser()]) },
  });
  expect(page.mismatches).toEqual([]);
  expect(screen.getByRole('link', { name: aUser().name })).toBeInTheDocument();
  expect(calls.filter((call) => declared.includes(call.key))).toEqual([]);
  page.unmount();
});
