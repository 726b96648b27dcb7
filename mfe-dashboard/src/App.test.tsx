import { screen } from '@testing-library/react';
import { federationProbeReport } from '@chapter/shared/diagnostics';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import { aProfile, anEditProfile } from './test/fixtures';
import DashboardApp from './App';

beforeEach(() => {
  signInAs('MEMBER');
  fakeApi({
    'POST /user/get-profile-data': (call) => {
      const userId = (call.data as { userId?: string } | null)?.userId;
      return { status: 200, body: { message: 'ok', data: userId ? aProfile({ _id: userId, name: 'Ravi Teja', isOwnProfile: false }) : aProfile() } };
    },
    'GET /user/get-edit-profile-page-data': { status: 200, body: { message: 'ok', data: anEditProfile() } },
    'GET /user/get-all-users-with-id-and-name': { status: 200, body: { message: 'ok', data: [], userId: 'u1', role: 'MEMBER' } },
  });
});

test.each([
  ['/dashboard', 'Hello, Asha'],
  ['/profile', 'Asha K. Rao'],
  ['/profile/edit', 'Edit Profile'],
  ['/profile/u9', 'Ravi Teja'],
  ['/profile/compare', 'Profile Comparison'],
])('%s renders its page', async (path, heading) => {
  renderAt(path, <DashboardApp />);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test('/profile/edit is the edit page, not a profile with the id "edit"', async () => {
  renderAt('/profile/edit', <DashboardApp />);
  expect(await screen.findByRole('region', { name: 'Personal Information' })).toBeInTheDocument();
});

test('the frame carries its build id and the module registered its federation probe', async () => {
  const { container } = renderAt('/dashboard', <DashboardApp />);
  expect(container.querySelector('[data-remote="mfe_dashboard"]')).toHaveAttribute('data-build', 'dev');
  expect(federationProbeReport().apps).not.toContain('mfe_dashboard'); // the probe is in test builds only (FEDERATION_PROBE=on)
  await screen.findByRole('heading', { level: 1 });
});

test('/profile/compare is the compare page, not a profile with the id "compare"', async () => {
  const { calls } = fakeApi({
    'GET /user/get-all-users-with-id-and-name': { status: 200, body: { message: 'ok', data: [], userId: 'u1', role: 'MEMBER' } },
    'POST /user/get-profile-data': { status: 200, body: { message: 'ok', data: aProfile() } },
  });
  renderAt('/profile/compare', <DashboardApp />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile Comparison' })).toBeInTheDocument();
  expect(calls.some((call) => (call.data as { userId?: string } | null)?.userId === 'compare')).toBe(false);
});
