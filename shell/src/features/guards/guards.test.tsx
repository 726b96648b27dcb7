import { screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { INITIAL_SESSION, MESSAGES, session$, type Role } from '@chapter/shared';
import { AppRoutes } from '../../app/AppRoutes';
import { fakeApi } from '@chapter/shared/testing';
import { renderAt } from '../../test/renderRoute';

jest.mock('../remotes/RemoteArea', () => ({
  RemoteArea: ({ name }: { name: string }) => <div data-testid="area">{name}</div>,
}));

const location = () => screen.getByTestId('location').textContent;
const signedIn = (role: Role = 'MEMBER') => session$.next({ status: 'authenticated', token: 'tok', role, userId: 'u1' });

beforeEach(() => {
  toast.remove();
  session$.next({ ...INITIAL_SESSION, status: 'anonymous' });
  fakeApi({});
});

describe('a visitor', () => {
  test.each(['/dashboard', '/leaderboard/overall', '/practice', '/profile/edit', '/admin/users'])('%s goes to /auth/login', async (path) => {
    renderAt(path, <AppRoutes />);
    await waitFor(() => expect(location()).toBe('/auth/login'));
    expect(screen.getByTestId('area')).toHaveTextContent('mfe_public');
  });

  test.each(['/', '/about', '/auth/login', '/auth/register', '/auth/forgot-password', '/support/terms', '/support/report-issue', '/support/user-manual'])(
    '%s is open and rendered by mfe_public',
    (path) => {
      renderAt(path, <AppRoutes />);
      expect(location()).toBe(path);
      expect(screen.getByTestId('area')).toHaveTextContent('mfe_public');
    },
  );

  test('an unknown path shows the not-found page with Go Home', () => {
    renderAt('/no/such/page', <AppRoutes />);
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('area')).toBeNull();
  });
});

describe('a signed-in member', () => {
  beforeEach(() => signedIn());

  test.each(['/', '/about', '/auth/login', '/auth/register', '/auth/forgot-password'])('%s redirects to /dashboard', (path) => {
    renderAt(path, <AppRoutes />);
    expect(location()).toBe('/dashboard');
    expect(screen.getByTestId('area')).toHaveTextContent('mfe_dashboard');
  });

  test.each([
    ['/support/terms', 'mfe_public'],
    ['/support/user-manual', 'mfe_public'],
    ['/profile/42', 'mfe_dashboard'],
    ['/leaderboard/stats', 'mfe_leaderboard'],
    ['/roadmaps/frontend', 'mfe_learning'],
  ])('%s renders %s', (path, area) => {
    renderAt(path, <AppRoutes />);
    expect(location()).toBe(path);
    expect(screen.getByTestId('area')).toHaveTextContent(area);
  });

  test.each([
    ['/leaderboard', '/leaderboard/overall'],
    ['/leaderboard/platform', '/leaderboard/platform/leetcode'],
  ])('%s redirects to %s', (path, target) => {
    renderAt(path, <AppRoutes />);
    expect(location()).toBe(target);
  });

  test('/admin refuses a non-admin with the toast and sends them to /dashboard', async () => {
    const { calls } = fakeApi({ 'GET /admin/check-role': { status: 403, body: { message: 'Forbidden' } } });
    renderAt('/admin/users', <AppRoutes />);
    expect(await screen.findByText(MESSAGES.adminsOnly)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(calls.map((call) => call.key)).toContain('GET /admin/check-role');
  });

  test('/admin lets an admin in after the server check and opens /admin/users', async () => {
    signedIn('ADMIN');
    fakeApi({ 'GET /admin/check-role': { status: 200, body: { message: 'ok', role: 'ADMIN' } } });
    renderAt('/admin', <AppRoutes />);
    await waitFor(() => expect(location()).toBe('/admin/users'));
    expect(await screen.findByTestId('area')).toHaveTextContent('mfe_admin');
    expect(screen.queryByText(MESSAGES.adminsOnly)).toBeNull();
  });

  test('an admin by the hint sees the area while the server checks; a refusal still sends them away', async () => {
    signedIn('ADMIN');
    fakeApi({ 'GET /admin/check-role': { status: 403, body: { message: 'Forbidden' } } });
    renderAt('/admin/users', <AppRoutes />);
    // Drawn before the server's answer (which arrives asynchronously).
    expect(screen.getByTestId('area')).toHaveTextContent('mfe_admin');
    expect(await screen.findByText(MESSAGES.adminsOnly)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  test('an admin whose check meets an unavailable API keeps the area, with no refusal toast', async () => {
    signedIn('ADMIN');
    const { calls } = fakeApi({ 'GET /admin/check-role': { status: 503, body: {} } });
    renderAt('/admin/users', <AppRoutes />);
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('GET /admin/check-role'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('area')).toHaveTextContent('mfe_admin');
    expect(location()).toBe('/admin/users');
    expect(screen.queryByText(MESSAGES.adminsOnly)).toBeNull();
  });
});
