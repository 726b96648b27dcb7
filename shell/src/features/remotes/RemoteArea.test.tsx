import type { ReactElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { pageOnDemand } from '@chapter/shared';
import { setBrowserOnline } from '@chapter/shared/testing';
import { renderAt } from '../../test/renderRoute';
import { AreaSuspense } from '../../components/AreaSuspense';
import { PageProgress } from '../../components/PageProgress';
import { RemoteArea } from './RemoteArea';
import { reportRemoteFailure } from './remoteHealth';
import { loadRemoteApp, RemoteUnavailableError } from './remoteLoader';

jest.mock('./remoteLoader', () => {
  const actual = jest.requireActual('./remoteLoader');
  return { ...actual, loadRemoteApp: jest.fn() };
});
jest.mock('./remoteHealth', () => ({ reportRemoteSession: jest.fn(), reportRemoteFailure: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  getInstance: jest.fn(() => null),
}));

const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;
const reported = reportRemoteFailure as jest.MockedFunction<typeof reportRemoteFailure>;

function PublicApp() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="/auth/login" element={<h1>Login page at {pathname}</h1>} />
    </Routes>
  );
}

// As the shell's frame holds them: one Suspense boundary around the routes (features/layout/components/Layout.tsx).
const shellRoutes = (
  <AreaSuspense>
    <Routes>
      <Route element={<RemoteArea name="mfe_public" />}>
        <Route path="auth/login" element={null} />
      </Route>
    </Routes>
  </AreaSuspense>
);

beforeEach(() => {
  load.mockReset();
  reported.mockReset();
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
  expect(await screen.findByRole('heading', { level: 1, name: 'This part of the app is unavailable' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: /Login page/ })).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mfe_public', true);
  expect(load).toHaveBeenCalledTimes(2);
  expect(reported.mock.calls).toEqual([['mfe_public', 'load-failure']]);
});

test('offline, an area whose code is not on this device says it loads once back online, then loads it by itself', async () => {
  const restore = setBrowserOnline(false);
  load.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ default: PublicApp });
  renderAt('/auth/login', shellRoutes);
  expect(await screen.findByRole('heading', { level: 1, name: 'This part of the app is not saved on this device yet' })).toBeInTheDocument();
  expect(screen.getByTestId('remote-fallback')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

  setBrowserOnline(true);
  expect(await screen.findByRole('heading', { name: /Login page/ })).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mfe_public', true);
  expect(load).toHaveBeenCalledTimes(2);
  restore();
});

test('a page of the remote whose own download failed shows the fallback, and Retry downloads that page again', async () => {
  const pageLoad = jest
    .fn<Promise<{ Detail: () => ReactElement }>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk 402 failed'))
    .mockResolvedValue({ Detail: () => <h1>Problem set page</h1> });
  const detail = pageOnDemand(pageLoad, (module) => module.Detail);
  const AppWithPage = () => (
    <Routes>
      <Route path="/auth/login" element={<detail.Page />} />
    </Routes>
  );
  load.mockResolvedValue({ default: AppWithPage });
  renderAt('/auth/login', shellRoutes);
  expect(await screen.findByRole('heading', { level: 1, name: 'This part of the app is unavailable' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Problem set page' })).toBeInTheDocument();
  expect(pageLoad).toHaveBeenCalledTimes(2);
});

test('a remote that throws while rendering gets the same fallback, and still fails honestly on Retry', async () => {
  function Broken(): never {
    throw new Error('boom');
  }
  load.mockResolvedValue({ default: Broken });
  renderAt('/auth/login', shellRoutes);
  const fallback = { level: 1, name: 'This part of the app is unavailable' };
  expect(await screen.findByRole('heading', fallback)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  // The spinner hides the first fallback while the retry loads; the second one comes from the retry's own failure.
  expect(await screen.findByRole('heading', fallback)).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  // Reported as a render error each time (the report itself sends one per page load).
  expect(reported.mock.calls).toEqual([
    ['mfe_public', 'render-error'],
    ['mfe_public', 'render-error'],
  ]);
});

test('a load that rejects with something other than an Error is still reported as a load failure', async () => {
  load.mockImplementation(() => Promise.reject('offline'));
  renderAt('/auth/login', shellRoutes);
  expect(await screen.findByText('This part of the app is unavailable')).toBeInTheDocument();
  expect(reported).toHaveBeenCalledWith('mfe_public', 'load-failure');
});

test('one area failing leaves the next area to render normally, before and after its Retry', async () => {
  function LearningApp() {
    return (
      <Routes>
        <Route path="/practice" element={<h1>Practice page</h1>} />
      </Routes>
    );
  }
  function LeaderboardApp() {
    return (
      <Routes>
        <Route path="/leaderboard/overall" element={<h1>Overall board</h1>} />
      </Routes>
    );
  }
  load.mockImplementation(async (name) => {
    if (name === 'mfe_leaderboard') throw new RemoteUnavailableError(name, 'its files are gone');
    return { default: LearningApp };
  });
  renderAt(
    '/leaderboard/overall',
    <>
      <nav>
        <Link to="/practice">Practice</Link>
        <Link to="/leaderboard/overall">Leaderboard</Link>
      </nav>
      <AreaSuspense>
        <Routes>
          <Route element={<RemoteArea name="mfe_leaderboard" />}>
            <Route path="leaderboard/overall" element={null} />
          </Route>
          <Route element={<RemoteArea name="mfe_learning" />}>
            <Route path="practice" element={null} />
          </Route>
        </Routes>
      </AreaSuspense>
    </>,
  );
  expect(await screen.findByText('This part of the app is unavailable')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Practice' }));
  expect(await screen.findByRole('heading', { name: 'Practice page' })).toBeInTheDocument();
  expect(screen.queryByText('This part of the app is unavailable')).toBeNull();

  // The leaderboard comes back; after its Retry, the other area still renders at once.
  await userEvent.click(screen.getByRole('link', { name: 'Leaderboard' }));
  load.mockImplementation(async (name) => ({ default: name === 'mfe_leaderboard' ? LeaderboardApp : LearningApp }));
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Overall board' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Practice' }));
  expect(await screen.findByRole('heading', { name: 'Practice page' })).toBeInTheDocument();
});

test('moving to an area whose code is still on its way keeps the last page on screen, with a progress bar, until it arrives', async () => {
  let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
  function DashboardApp() {
    return <h1>Dashboard</h1>;
  }
  function BoardApp() {
    return <h1>Overall board</h1>;
  }
  load.mockImplementation((name) => (name === 'mfe_dashboard' ? Promise.resolve({ default: DashboardApp }) : new Promise((resolve) => (arrive = resolve))));
  renderAt(
    '/dashboard',
    <>
      <PageProgress />
      <Link to="/leaderboard/overall">Leaderboard</Link>
      <AreaSuspense>
        <Routes>
          <Route element={<RemoteArea name="mfe_dashboard" />}>
            <Route path="dashboard" element={null} />
          </Route>
          <Route element={<RemoteArea name="mfe_leaderboard" />}>
            <Route path="leaderboard/overall" element={null} />
          </Route>
        </Routes>
      </AreaSuspense>
    </>,
  );
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();

  await userEvent.click(screen.getByRole('link', { name: 'Leaderboard' }));
  expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
  // No spinner in place of the page: the dashboard stays until the board can be drawn.
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();

  await act(async () => arrive({ default: BoardApp }));
  expect(await screen.findByRole('heading', { name: 'Overall board' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
});
