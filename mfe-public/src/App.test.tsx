import { act, screen } from '@testing-library/react';
import { federationProbeReport } from '@chapter/shared/diagnostics';
import { fakeApi, renderAt } from '@chapter/shared/testing';
import PublicApp from './App';

/** Lets the pages' first API answers arrive inside the test. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  fakeApi({
    'GET /config': { status: 200, body: { chapterName: 'Code Club', contactEmail: 'club@uni.example', links: {} } },
    'GET /public/overview': { status: 200, body: { activeUsers: 1, practiceProblems: 2, resources: 3, platforms: 4, month: '2026-11', topPerformers: [] } },
  });
});

test('a page shows a spinner while its code loads', () => {
  renderAt('/', <PublicApp />);
  expect(screen.getByRole('status', { name: 'Loading page...' })).toBeInTheDocument();
});

test.each([
  ['/', /Code\. Compete\./],
  ['/about', /About/],
  ['/auth/login', /Welcome back/],
  ['/auth/register', /Create your account/],
  ['/auth/forgot-password', /Reset your password/],
  ['/support/terms', /Terms and Conditions/],
  ['/support/report-issue', /Report an Issue/],
  ['/support/user-manual', /User Manual/],
  ['/unsubscribe', /Unsubscribe/],
])('%s renders its page', async (path, heading) => {
  renderAt(path, <PublicApp />);
  // Each page is loaded on demand: a spinner first, then the page.
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  await settle();
});

test('the frame carries its build id and the module registered its federation probe', async () => {
  const { container } = renderAt('/', <PublicApp />);
  await settle();
  expect(container.querySelector('[data-remote="mfe_public"]')).toHaveAttribute('data-build', 'dev');
  expect(federationProbeReport().apps).not.toContain('mfe_public'); // the probe is in test builds only (FEDERATION_PROBE=on)
});
