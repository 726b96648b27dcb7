import { screen, waitFor } from '@testing-library/react';
import { INITIAL_SESSION, session$, type Role } from '@chapter/shared';
import { fakeApi } from '@chapter/shared/testing';
import { AREAS, type Guard } from '@chapter/shared/areas';
import { AppRoutes } from './AppRoutes';
import { renderAt } from '../test/renderRoute';

jest.mock('../features/remotes/RemoteArea', () => ({
  RemoteArea: ({ name }: { name: string }) => <div data-testid="area">{name}</div>,
}));

const ROLE_FOR: Record<Guard, Role | null> = { 'public-only': null, public: null, 'signed-in': 'MEMBER', admin: 'ADMIN' };
const location = () => screen.getByTestId('location').textContent;

function as(role: Role | null) {
  session$.next(role ? { status: 'authenticated', token: 'tok', role, userId: 'u1' } : { ...INITIAL_SESSION, status: 'anonymous' });
}

beforeEach(() => fakeApi({ 'GET /admin/check-role': { status: 200, body: { message: 'ok', role: 'ADMIN' } } }));
afterEach(() => session$.next(INITIAL_SESSION));

// The route table is the declaration: each declared path, opened by someone its guard lets in, renders its area.
const declared = AREAS.flatMap((area) => area.paths.map((entry) => [entry.example ?? entry.path, area.name, entry.guard] as const));

test.each(declared)('%s renders %s (%s)', async (path, area, guard) => {
  as(ROLE_FOR[guard]);
  renderAt(path, <AppRoutes />);
  expect(await screen.findByTestId('area')).toHaveTextContent(area);
  expect(location()).toBe(path);
});

const redirects = AREAS.flatMap((area) => (area.redirects ?? []).map((redirect) => [redirect.from, redirect.to, area.name] as const));

test.each(redirects)('%s redirects to %s', async (from, to, area) => {
  as('ADMIN');
  renderAt(from, <AppRoutes />);
  await waitFor(() => expect(location()).toBe(to));
  expect(await screen.findByTestId('area')).toHaveTextContent(area);
});

test.each(['/admin/nothing-here', '/profile/1/extra', '/leaderboard/other', '/support'])('%s, declared by no area, is not found', (path) => {
  as('ADMIN');
  renderAt(path, <AppRoutes />);
  expect(screen.getByRole('link', { name: 'Go Home' })).toBeInTheDocument();
  expect(screen.queryByTestId('area')).toBeNull();
});
