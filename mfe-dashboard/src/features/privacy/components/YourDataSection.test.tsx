import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, signInAs, type FakeAnswer, type FakeRoutes } from '@chapter/shared/testing';
import { aDeletion, captureDownloads } from '../fixtures';
import { dueText, YourDataSection } from './YourDataSection';

const DUE = '2026-12-05T10:30:00.000Z';
const deletionAnswer = (overrides: Parameters<typeof aDeletion>[0] = {}): FakeAnswer => ({ status: 200, body: { message: 'ok', data: aDeletion(overrides) } });

let saved: { names: string[] };
beforeEach(() => {
  signInAs('MEMBER');
  saved = captureDownloads();
});
afterEach(() => jest.restoreAllMocks());

function renderSection(routes: FakeRoutes) {
  const api = fakeApi({ 'GET /user/delete-my-account': deletionAnswer(), ...routes });
  renderAt('/profile/edit', <YourDataSection />);
  return { ...api, user: userEvent.setup() };
}

test('Download my data fetches the zip with the sign-in token and saves it as a file', async () => {
  const { calls, user } = renderSection({ 'GET /user/export-my-data': { status: 200, body: new Blob(['zip bytes']) } });
  expect(screen.getByText(/A zip with everything the chapter holds about you/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  await waitFor(() => expect(saved.names).toEqual(['my-chapter-data.zip']));
  expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  expect(calls.find((call) => call.key === 'GET /user/export-my-data')?.authorization).toMatch(/^Bearer /);
  expect(await screen.findByText('Downloading my-chapter-data.zip')).toBeInTheDocument();
});

test('a refused export shows the server message and saves nothing', async () => {
  const { user } = renderSection({
    'GET /user/export-my-data': { status: 429, body: { message: 'You have downloaded your data 5 times in the last hour. Please try again later.' } },
  });
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  expect(await screen.findByText('You have downloaded your data 5 times in the last hour. Please try again later.')).toBeInTheDocument();
  expect(saved.names).toEqual([]);
  expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
});

test('a member who may not delete sees the button disabled with the reason', async () => {
  const reason = "You are the chapter's only admin, so your account cannot be deleted. Promote another admin first.";
  renderSection({ 'GET /user/delete-my-account': deletionAnswer({ allowed: false, reason }) });
  const button = await screen.findByRole('button', { name: 'Delete my account' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(reason);
});

test('the dialog asks for the password, shows a refused one at the field, then schedules the deletion', async () => {
  let password = '';
  const { user, calls } = renderSection({
    'POST /user/delete-my-account': (call) => {
      password = (call.data as { password: string }).password;
      return password === 'right-pass'
        ? {
            status: 200,
            body: { message: 'Your account will be deleted in 7 days. Sign in before then to cancel.', data: aDeletion({ dueAt: DUE, requestedAt: DUE }) },
          }
        : { status: 400, body: { message: 'Current password is incorrect!' } };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Delete my account' }));
  expect(dialog.getByText(/Your account will be deleted in 7 days\. Until then you can cancel here or simply by signing in\./)).toBeInTheDocument();
  const field = dialog.getByLabelText(/Your password/);
  expect(field).toHaveAttribute('autocomplete', 'current-password');

  await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
  expect(await dialog.findByText('Enter your password to confirm')).toBeInTheDocument();
  expect(calls.filter((call) => call.key === 'POST /user/delete-my-account')).toHaveLength(0);

  await user.type(field, 'wrong-pass');
  await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
  expect(await dialog.findByText('Current password is incorrect!')).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription(/Current password is incorrect!/);

  await user.clear(field);
  await user.type(field, 'right-pass');
  await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
  expect(await screen.findByText(`Your account will be deleted on ${dueText(DUE)}.`)).toBeInTheDocument();
  expect(screen.getByText('Your account will be deleted in 7 days. Sign in before then to cancel.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Keep my account' })).toHaveFocus();
});

test('Cancel closes the dialog without asking', async () => {
  const { user, calls } = renderSection({});
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.map((call) => call.key)).toEqual(['GET /user/delete-my-account']);
});

test('Keep my account cancels an asked-for deletion and restores the normal state', async () => {
  const { user, calls } = renderSection({
    'GET /user/delete-my-account': deletionAnswer({ dueAt: DUE, requestedAt: DUE }),
    'DELETE /user/delete-my-account': { status: 200, body: { message: 'Your account will not be deleted.', data: aDeletion() } },
  });
  expect(await screen.findByText(`Your account will be deleted on ${dueText(DUE)}.`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Keep my account' }));
  expect(await screen.findByText('Your account will not be deleted.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
  expect(screen.queryByText(/Your account will be deleted on/)).not.toBeInTheDocument();
  expect(calls.filter((call) => call.key === 'DELETE /user/delete-my-account')).toHaveLength(1);
});

test('a failed read of the deletion state says so with Retry', async () => {
  renderSection({ 'GET /user/delete-my-account': { status: 500, body: { message: 'Internal Server Error' } } });
  expect(await screen.findByText("Could not load your account's deletion state")).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
