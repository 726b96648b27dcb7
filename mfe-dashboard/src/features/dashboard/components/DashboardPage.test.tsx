import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, setBrowserOnline, signInAs } from '@chapter/shared/testing';
import { aProfile } from '../../../test/fixtures';
import { DashboardPage } from './DashboardPage';

beforeEach(() => signInAs('MEMBER'));

test('spins until the profile is known, then greets by the first real word of the name', async () => {
  const { calls } = fakeApi({
    'POST /user/get-profile-data': { status: 200, body: { message: 'ok', data: aProfile({ name: 'A. Kumar', subscribed: false }) } },
  });
  renderAt('/dashboard', <DashboardPage />);
  expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
  // The header keeps its loaded shape while it waits (no layout shift): a greeting without a name yet.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Hello$/);

  expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Kumar' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading your dashboard' })).not.toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Notifications' })).toHaveAttribute('aria-checked', 'false');
  expect(calls.find((call) => call.key === 'POST /user/get-profile-data')?.data).toEqual({});
});

test('offline with nothing of the dashboard kept on this device, one line says it loads once back online, then it loads', async () => {
  const restore = setBrowserOnline(false);
  try {
    const { calls } = fakeApi({ 'POST /user/get-profile-data': { status: 200, body: { message: 'ok', data: aProfile({ name: 'A. Kumar' }) } } });
    renderAt('/dashboard', <DashboardPage />);
    expect(await screen.findByText('This page is not saved on this device yet. It loads when you are back online.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Hello$/);
    expect(screen.queryByRole('status', { name: 'Loading your dashboard' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    setBrowserOnline(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Kumar' })).toBeInTheDocument();
    expect(screen.queryByText(/not saved on this device/)).not.toBeInTheDocument();
  } finally {
    restore();
  }
});

test('a failed load says so and Retry asks again', async () => {
  let attempts = 0;
  fakeApi({
    'POST /user/get-profile-data': () => {
      attempts += 1;
      return attempts === 1 ? { status: 500, body: { message: 'Internal Server Error!' } } : { status: 200, body: { message: 'ok', data: aProfile() } };
    },
  });
  const user = userEvent.setup();
  renderAt('/dashboard', <DashboardPage />);
  expect(await screen.findByText('Failed to load user data')).toHaveAttribute('role', 'alert');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Hello, Asha' })).toBeInTheDocument();
});

test('the switch asks first, and flips only after the server agrees', async () => {
  let answer: { status: number; body: unknown } = { status: 500, body: { message: 'Could not change your notifications' } };
  const { calls } = fakeApi({
    'POST /user/get-profile-data': { status: 200, body: { message: 'ok', data: aProfile({ subscribed: true }) } },
    'POST /user/toggle-subscribe-btn': () => answer,
  });
  const user = userEvent.setup();
  renderAt('/dashboard', <DashboardPage />);
  const toggle = await screen.findByRole('switch', { name: 'Notifications' });
  expect(toggle).toHaveAttribute('aria-checked', 'true');

  // Cancelling changes nothing and sends nothing.
  await user.click(toggle);
  let dialog = screen.getByRole('dialog', { name: 'Disable Notifications' });
  expect(dialog).toHaveAccessibleDescription(/stop receiving e-mails/);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.filter((call) => call.key === 'POST /user/toggle-subscribe-btn')).toHaveLength(0);
  expect(toggle).toHaveAttribute('aria-checked', 'true');

  // A refusal leaves the switch where it was and shows the server's words.
  await user.click(toggle);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));
  expect(await screen.findByText('Could not change your notifications')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(toggle).toHaveAttribute('aria-checked', 'true');

  // Success flips it and toasts the server's message; the next question is the opposite one.
  answer = { status: 200, body: { message: 'Notifications disabled', subscribed: false } };
  await user.click(toggle);
  await user.click(within(screen.getByRole('dialog', { name: 'Disable Notifications' })).getByRole('button', { name: 'Disable' }));
  expect(await screen.findByText('Notifications disabled')).toBeInTheDocument();
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(toggle);
  dialog = screen.getByRole('dialog', { name: 'Enable Notifications' });
  expect(dialog).toBeInTheDocument();
  expect(calls.filter((call) => call.key === 'POST /user/toggle-subscribe-btn')).toHaveLength(2);
});
