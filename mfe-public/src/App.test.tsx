import { screen } from '@testing-library/react';
import { federationProbeReport } from '@chapter/shared';
import PublicApp from './App';
import { renderAt } from '@chapter/shared/testing';

test.each([
  ['/', /Code\. Compete\./],
  ['/about', /About the chapter/],
  ['/auth/login', /Welcome back/],
  ['/auth/register', /Create your account/],
  ['/auth/forgot-password', /Reset your password/],
  ['/support/terms', /Terms and Conditions/],
  ['/support/report-issue', /Report an Issue/],
  ['/support/user-manual', /User Manual/],
])('%s renders its page', (path, heading) => {
  renderAt(path, <PublicApp />);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test('the landing page sends new members to registration', () => {
  renderAt('/', <PublicApp />);
  expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/auth/register');
});

test('the frame carries its build id and the module registered its federation probe', () => {
  const { container } = renderAt('/', <PublicApp />);
  expect(container.querySelector('[data-remote="mfe_public"]')).toHaveAttribute('data-build', 'dev');
  expect(federationProbeReport().apps).toContain('mfe_public');
});
