import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { federationProbeReport } from '@chapter/shared/diagnostics';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import AdminApp from './App';
import { aDeployment, auditPage, constants, deploymentsAnswer, emailsPage, usersPage } from './test/fixtures';

const everyScreen = () =>
  fakeApi({
    'POST /admin/fetch-all-users': { status: 200, body: usersPage([]) },
    'POST /admin/fetch-all-allowed-emails': { status: 200, body: emailsPage([]) },
    'GET /admin/fetch-constant-values': { status: 200, body: { message: 'ok', data: { constant: constants() } } },
    'GET /admin/get-all-contest-error': { status: 200, body: { message: 'ok', data: { contestErrorData: [], practiceQuestionErrorData: [] } } },
    'GET /admin/job-status': { status: 200, body: { message: 'ok', data: { scheduled: [], queued: [], finishedContests: [] } } },
    'POST /admin/fetch-audit-log': { status: 200, body: auditPage([]) },
    'GET /admin/month-end/months': { status: 200, body: { message: 'ok', data: { currentMonth: '2025-04', months: [] } } },
    'GET /admin/backups': { status: 200, body: { message: 'ok', data: [] } },
    'GET /admin/webhooks': { status: 200, body: { message: 'ok', data: [] } },
    'GET /admin/deployments': deploymentsAnswer([aDeployment()]),
    'GET /admin/deploy-tokens': { status: 200, body: { message: 'ok', data: [] } },
  });

beforeEach(() => {
  signInAs('ADMIN');
  everyScreen();
});
afterEach(() => act(() => toast.remove()));

test.each([
  ['/admin/users', 'User Management', 'No users found'],
  ['/admin/emails', 'Allowed Emails', 'No emails found'],
  ['/admin/scheduler', 'Scheduler Controls', 'Update Settings'],
  ['/admin/errors', 'Error Controllers', 'No errors found'],
  ['/admin/controls', 'Extra Controls', 'Job status'],
  ['/admin/audit', 'Audit Log', 'No audit entries found'],
  ['/admin/month-end', 'Month End', 'No backups yet'],
  ['/admin/webhooks', 'Webhooks', 'No webhooks yet'],
  ['/admin/deployments', 'Deployments', 'No deploy tokens yet'],
])('%s shows its page under the tab bar, its tab marked current', async (path, tab, content) => {
  renderAt(path, <AdminApp />);
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Admin sections' });
  expect(nav).toContainElement(screen.getByRole('link', { name: tab }));
  expect(screen.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  expect(screen.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  expect(await screen.findAllByText(content)).not.toHaveLength(0);
});

test('/admin and unknown admin paths go to /admin/users', async () => {
  renderAt('/admin', <AdminApp />);
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/users');
  expect(await screen.findByText('No users found')).toBeInTheDocument();
});

test('the tabs are links the keyboard reaches in order and follows with Enter', async () => {
  const user = userEvent.setup();
  renderAt('/admin/users', <AdminApp />);
  await user.tab();
  expect(screen.getByRole('link', { name: 'User Management' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Allowed Emails' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/emails');
  expect(await screen.findByText('No emails found')).toBeInTheDocument();
});

test('the frame carries its build id; the federation probe is left out of what users download', async () => {
  const { container } = renderAt('/admin/users', <AdminApp />);
  expect(container.querySelector('[data-remote="mfe_admin"]')).toHaveAttribute('data-build', 'dev');
  expect(federationProbeReport().apps).not.toContain('mfe_admin'); // the probe is in test builds only (FEDERATION_PROBE=on)
  await screen.findByText('No users found');
});

test('a tab the keyboard reaches is scrolled into view whole (a phone shows part of the bar)', async () => {
  const shown: Element[] = [];
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element) {
    shown.push(this);
  };
  try {
    const user = userEvent.setup();
    renderAt('/admin/audit', <AdminApp />);
    await user.tab();
    await user.tab();
    expect(shown).toEqual([screen.getByRole('link', { name: 'User Management' }), screen.getByRole('link', { name: 'Allowed Emails' })]);
  } finally {
    Element.prototype.scrollIntoView = original;
  }
});
