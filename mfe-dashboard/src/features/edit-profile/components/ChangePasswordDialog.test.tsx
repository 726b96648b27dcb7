import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionRequests$, type SessionRequest } from '@chapter/shared';
import { fakeApi, renderAt, signInAs, type FakeAnswer } from '@chapter/shared/testing';
import { PasswordSection } from './PasswordSection';

function setup(answer: FakeAnswer) {
  const requests: SessionRequest[] = [];
  const subscription = sessionRequests$.subscribe((request) => requests.push(request));
  const { calls } = fakeApi({ 'POST /user/change-password': answer });
  renderAt('/profile/edit', <PasswordSection />);
  return { requests, calls, subscription, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  return screen.getByRole('dialog', { name: 'Change Password' });
}

beforeEach(() => signInAs('MEMBER'));

test('shows the schema messages and sends nothing until the form is valid', async () => {
  const { user, calls, subscription } = setup({ status: 200, body: { message: 'Password updated successfully!', token: 'fresh' } });
  const dialog = within(await openDialog(user));
  expect(dialog.getByLabelText(/Current Password/)).toHaveFocus();

  await user.click(dialog.getByRole('button', { name: 'Update Password' }));
  expect(await dialog.findByText('Current password is required')).toBeInTheDocument();
  expect(dialog.getByText('New password is required')).toBeInTheDocument();
  expect(dialog.getByText('Please confirm your new password')).toBeInTheDocument();

  await user.type(dialog.getByLabelText(/^New Password/), 'abc');
  await user.type(dialog.getByLabelText(/Confirm New Password/), 'abd');
  await user.tab();
  expect(await dialog.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(dialog.getByText('Passwords do not match')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
  subscription.unsubscribe();
});

test('success toasts, closes, and hands the fresh token to the shell', async () => {
  const { user, calls, requests, subscription } = setup({ status: 200, body: { message: 'Password updated successfully!', token: 'fresh-token' } });
  const dialog = within(await openDialog(user));
  await user.type(dialog.getByLabelText(/Current Password/), 'old-secret');
  await user.type(dialog.getByLabelText(/^New Password/), 'new-secret');
  await user.type(dialog.getByLabelText(/Confirm New Password/), 'new-secret');
  await user.click(dialog.getByRole('button', { name: 'Update Password' }));

  expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
  expect(calls.map((call) => call.data)).toEqual([{ currentPassword: 'old-secret', newPassword: 'new-secret' }]);
  expect(requests).toEqual([{ type: 'signIn', token: 'fresh-token' }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  subscription.unsubscribe();
});

test("a refusal shows the server's message, keeps the dialog open and the session as it is", async () => {
  const { user, requests, subscription } = setup({ status: 400, body: { message: 'Current password is incorrect!' } });
  const dialog = within(await openDialog(user));
  await user.type(dialog.getByLabelText(/Current Password/), 'wrong-one');
  await user.type(dialog.getByLabelText(/^New Password/), 'new-secret');
  await user.type(dialog.getByLabelText(/Confirm New Password/), 'new-secret{Enter}');
  expect(await screen.findByText('Current password is incorrect!')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  expect(requests).toEqual([]);
  subscription.unsubscribe();
});

test("a failure without a message says 'Failed to update password!'; Cancel clears the form", async () => {
  const { user, subscription } = setup('network-error');
  let dialog = within(await openDialog(user));
  await user.type(dialog.getByLabelText(/Current Password/), 'old-secret');
  await user.type(dialog.getByLabelText(/^New Password/), 'new-secret');
  await user.type(dialog.getByLabelText(/Confirm New Password/), 'new-secret{Enter}');
  expect(await screen.findByText('Failed to update password!')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  dialog = within(await openDialog(user));
  expect(dialog.getByLabelText(/Current Password/)).toHaveValue('');
  subscription.unsubscribe();
});
