import { screen, waitFor } from '@testing-library/react';
import { broadcastsThatReadAgain, declaredWakeOn, hydrateDrawnForMember, renderAfterFirstReads, signInAs } from '@chapter/shared/testing';
import { aProfile } from './test/fixtures';
import DashboardApp from './App';

const empty = { status: 200, body: { message: 'ok', data: [] } };
const routes = {
  'POST /user/get-profile-data': { status: 200, body: { message: 'ok', data: aProfile() } },
  'GET /user/get-potd': empty,
  'GET /user/get-top-5-users': empty,
  'GET /core-member/get-all-announcement': empty,
  'GET /core-member/get-dashboard-calender-data': empty,
  'GET /calendar/live-standings': empty,
  'GET /user/get-calendar-feed': { status: 200, body: { message: 'ok', data: null } },
  'POST /user/get-points-history': { status: 200, body: { message: 'ok', data: { month: '2026-11', total: 0, entries: [] } } },
  'GET /user/platform-health': { status: 200, body: { message: 'ok', data: [] } },
  'GET /user/refresh-my-figures': { status: 200, body: { message: 'ok', data: { verifiedHandles: 1, run: null, nextAllowedAt: null } } },
};
const askedFor = (calls: Array<{ key: string }>, declared: string[]) => calls.filter((call) => declared.includes(call.key)).map((call) => call.key);

beforeEach(() => signInAs('MEMBER'));

test.each([
  ['/dashboard', 'Hello, Asha'],
  ['/profile', 'Asha K. Rao'],
])('%s finds the first reads the shell started in the cache and asks for none of them again', async (path, heading) => {
  const { calls, declared } = await renderAfterFirstReads(path, <DashboardApp />, routes);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(askedFor(calls, declared).sort()).toEqual([...declared].sort());
});

test.each([
  ['/dashboard', 'Hello, Asha'],
  ['/profile', 'Asha K. Rao'],
])('%s drawn by the server for the member hydrates as it was drawn, then reads its first reads once to catch up', async (path, heading) => {
  const { page, calls, declared } = await hydrateDrawnForMember(path, <DashboardApp />, routes);
  expect(page.mismatches).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  // Every part of the first view was drawn from the answers: none waits for a read.
  expect(page.container.textContent).not.toMatch(/Loading/);
  expect(screen.queryAllByRole('status', { name: /Loading/ })).toEqual([]);
  // Nor is a control drawn off until a read answers ("Refresh my figures" waits for its status): the app starts on the
  // member's first act, and a button drawn disabled would stay so until then.
  expect(Array.from(page.container.querySelectorAll('button:disabled'), (button) => button.textContent)).toEqual([]);
  await waitFor(() => expect(askedFor(calls, declared).sort()).toEqual([...declared].sort()));
  page.unmount();
});

test.each(['/dashboard', '/profile'])(
  '%s drawn by the server reads again on the events sent to every member that its area says wake it, and no other',
  async (path) => {
    const { page, calls } = await hydrateDrawnForMember(path, <DashboardApp />, routes);
    expect(await broadcastsThatReadAgain(calls)).toEqual(declaredWakeOn(path));
    page.unmount();
  },
  60_000,
);
