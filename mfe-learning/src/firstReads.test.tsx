import { screen, waitFor } from '@testing-library/react';
import { broadcastsThatReadAgain, declaredWakeOn, hydrateDrawnForMember, renderAfterFirstReads, signInAs } from '@chapter/shared/testing';
import { aPracticeSet, pageOf } from './test/fixtures';
import LearningApp from './App';

beforeEach(() => signInAs('MEMBER'));

test('/practice finds its first page in the cache the shell filled and asks for it no more', async () => {
  const { calls, declared } = await renderAfterFirstReads('/practice', <LearningApp />, {
    'POST /core-member/fetch-all-resources': { status: 200, body: pageOf([aPracticeSet()]) },
  });
  expect(await screen.findByRole('link', { name: /Arrays warm-up/ })).toBeInTheDocument();
  expect(calls.filter((call) => declared.includes(call.key)).map((call) => call.data)).toEqual([{ page: 1, search: '', limit: 10 }]);
});

test('/practice drawn by the server for the member hydrates as it was drawn, then reads its first page once to catch up', async () => {
  const { page, calls, declared } = await hydrateDrawnForMember('/practice', <LearningApp />, {
    'POST /core-member/fetch-all-resources': { status: 200, body: pageOf([aPracticeSet()]) },
  });
  expect(page.mismatches).toEqual([]);
  expect(screen.getByRole('link', { name: /Arrays warm-up/ })).toBeInTheDocument();
  await waitFor(() => expect(calls.filter((call) => declared.includes(call.key)).map((call) => call.data)).toEqual([{ page: 1, search: '', limit: 10 }]));
  page.unmount();
});

test('a search typed into the drawn list before the app attached is searched for once it has', async () => {
  const { page, calls } = await hydrateDrawnForMember(
    '/practice',
    <LearningApp />,
    { 'POST /core-member/fetch-all-resources': { status: 200, body: pageOf([aPracticeSet()]) } },
    (container) => {
      container.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'graphs';
    },
  );
  await waitFor(() => expect(calls.map((call) => (call.data as { search?: string } | null)?.search)).toContain('graphs'));
  page.unmount();
});

test('/practice drawn by the server reads again on the events sent to every member that its area says wake it, and no other', async () => {
  const { page, calls } = await hydrateDrawnForMember('/practice', <LearningApp />, {
    'POST /core-member/fetch-all-resources': { status: 200, body: pageOf([aPracticeSet()]) },
  });
  expect(await broadcastsThatReadAgain(calls)).toEqual(declaredWakeOn('/practice'));
  page.unmount();
}, 60_000);
