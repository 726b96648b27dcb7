import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderAt } from '../../test/renderRoute';
import { RemoteArea } from './RemoteArea';
import { loadRemoteApp, RemoteUnavailableError } from './remoteLoader';

jest.mock('./remoteLoader', () => {
  const actual = jest.requireActual('./remoteLoader');
  return { ...actual, loadRemoteApp: jest.fn() };
});
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

function PublicApp() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="/auth/login" element={<h1>Login page at {pathname}</h1>} />
    </Routes>
  );
}

const shellRoutes = (
  <Routes>
    <Route element={<RemoteArea name="mfe_public" />}>
      <Route path="auth/login" element={null} />
    </Route>
  </Routes>
);

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('the remote routes its own pages by absolute path', async () => {
  load.mockResolvedValue({ default: PublicApp });
  renderAt('/auth/login', shellRoutes);
  expect(await screen.findByRole('heading', { name: 'Login page at /auth/login' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe_public', false);
});

test('a remote that fails to load shows the fallback, and Retry really loads it again', async () => {
  load.mockRejectedValueOnce(new RemoteUnavailableError('mfe_public', 'not listed in remotes.json')).mockResolvedValueOnce({ default: PublicApp });
  renderAt('/auth/login', shellRoutes);
  expect(await screen.findByText('This part of the app is unavailable')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: /Login page/ })).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mfe_public', true);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a remote that throws while rendering gets the same fallback, and still fails honestly on Retry', async () => {
  function Broken(): never { throw new Error('boom'); }
  load.mockResolvedValue({ default: Broken });
  renderAt('/auth/login', shellRoutes);
  expect(await screen.findByText('This part of the app is unavailable')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('This part of the app is unavailable')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
