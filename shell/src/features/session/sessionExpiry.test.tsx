import { screen, waitFor } from '@testing-library/react';
import { AUTH_STORAGE_KEY, INITIAL_SESSION, MESSAGES, session$ } from '@chapter/shared';
import { AppRoutes } from '../../app/AppRoutes';
import { fakeApi } from '@chapter/shared/testing';
import { renderAt } from '../../test/renderRoute';
import { SessionGate } from './SessionGate';
import { SessionOwner } from './SessionOwner';

jest.mock('../remotes/RemoteArea', () => ({
  RemoteArea: ({ name }: { name: string }) => <div data-testid="area">{name}</div>,
}));

beforeEach(() => {
  session$.next(INITIAL_SESSION);
  localStorage.clear();
});

const app = (
  <>
    <SessionOwner />
    <SessionGate>
      <AppRoutes />
    </SessionGate>
  </>
);

test('a 401 from the admin check ends the session: expired toast, token gone, login page', async () => {
  localStorage.setItem(AUTH_STORAGE_KEY, 'tok');
  fakeApi({
    'GET /auth/verify-auth-token': { status: 200, body: { userId: 'u1', role: 'MEMBER' } },
    'GET /admin/check-role': { status: 401, body: { message: 'Session expired! Please login again.' } },
  });
  renderAt('/admin/users', app);
  expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
  expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  expect(screen.queryByText('Unauthorized access! Only admins allowed.')).toBeNull();
});

test('a stored token the server rejects is removed at start-up and the visitor sent to login', async () => {
  localStorage.setItem(AUTH_STORAGE_KEY, 'not-a-real-token');
  fakeApi({ 'GET /auth/verify-auth-token': { status: 400, body: { message: 'Token is not valid' } } });
  renderAt('/dashboard', app);
  expect(screen.getByRole('status', { name: 'Restoring your session' })).toBeInTheDocument();
  expect(await screen.findByText('Token is not valid')).toBeInTheDocument();
  // The toast and the redirect come from separate updates; wait for the redirect too.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
  expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
});
