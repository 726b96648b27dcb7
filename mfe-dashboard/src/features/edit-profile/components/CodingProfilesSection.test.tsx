import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { toast } from 'react-hot-toast';
import { apiClient } from '@chapter/shared';
import { fakeApi, renderAt, signInAs, type FakeAnswer, type FakeRoutes } from '@chapter/shared/testing';
import { anEditProfile } from '../../../test/fixtures';
import { EditProfilePage } from './EditProfilePage';

const withHandles = anEditProfile({
  coding: { leetcode: 'asha_codes', codechef: null, codeforces: 'asha_cf', geeksforgeeks: 'asha_gfg' },
  verifiedProfile: { leetcode: false, codechef: false, codeforces: false, geeksforgeeks: true },
});

const codeAnswer: FakeAnswer = {
  status: 200,
  body: { message: 'Verification code generated', data: { verificationCode: 'CHAP-7F3K9Q', expiresInSeconds: 600 } },
};

function renderPage(routes: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /user/get-edit-profile-page-data': { status: 200, body: { message: 'ok', data: withHandles } },
    'POST /user/edit-profile': { status: 200, body: { message: 'Profile updated successfully!' } },
    'POST /user/generate-verification-code': codeAnswer,
    ...routes,
  });
  renderAt('/profile/edit', <EditProfilePage />);
  const sent = (key: string) => api.calls.filter((call) => call.key === key).map((call) => call.data);
  // Timers run inside act: React and the toast host schedule their renders on (fake) timers.
  return { sent, user: userEvent.setup({ advanceTimers: (ms) => act(() => jest.advanceTimersByTime(ms)) }) };
}

const section = async () => within(await screen.findByRole('region', { name: 'Coding Profiles' }));

async function openDialog(user: ReturnType<typeof userEvent.setup>, platform: string) {
  await user.click((await section()).getByRole('button', { name: `Verify ${platform}` }));
  const dialog = screen.getByRole('dialog', { name: `Verify your ${platform} profile` });
  expect(await within(dialog).findByText('CHAP-7F3K9Q')).toBeInTheDocument();
  return within(dialog);
}

/** Holds back the fake API's answers to `url` until the returned function is called. */
function holdAnswersTo(url: string) {
  const answer = apiClient.defaults.adapter as AxiosAdapter;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  apiClient.defaults.adapter = async (config) => {
    if (config.url === url) await held;
    return answer(config);
  };
  return () => release();
}

/** Lets the 10-second wait run out. */
function waitOutCountdown() {
  for (let second = 0; second < 10; second += 1) act(() => jest.advanceTimersByTime(1000));
}

beforeEach(() => {
  jest.useFakeTimers();
  signInAs('MEMBER');
});
afterEach(() => {
  // The toast store outlives a test; empty it while its timers are still fake, so the next test starts clean.
  act(() => {
    toast.remove();
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

test('a verified handle says how fresh its figures are, or that the platform did not answer after them', async () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const handle = (name: string, fields: object) => ({
    handle: name,
    verified: true,
    stats: null,
    refreshedAt: null,
    solvesFetchedAt: null,
    statsFetchedAt: null,
    lastFailure: null,
    ...fields,
  });
  const profile = anEditProfile({
    coding: { leetcode: 'asha_codes', codechef: null, codeforces: null, geeksforgeeks: 'asha_gfg' },
    verifiedProfile: { leetcode: true, codechef: false, codeforces: false, geeksforgeeks: true },
    platforms: {
      leetcode: handle('asha_codes', { solvesFetchedAt: minutesAgo(12) }),
      geeksforgeeks: handle('asha_gfg', { statsFetchedAt: minutesAgo(70), lastFailure: { kind: 'timeout', at: minutesAgo(5) } }),
      codechef: handle('', { handle: null, verified: false }),
      codeforces: handle('', { handle: null, verified: false }),
    },
  });
  renderPage({ 'GET /user/get-edit-profile-page-data': { status: 200, body: { message: 'ok', data: profile } } });
  const coding = await section();
  expect(coding.getByText('LeetCode: synced 12 min ago')).toBeInTheDocument();
  expect(coding.getByText(/^GeeksforGeeks did not answer at .+; figures from .+$/)).toBeInTheDocument();
});

test('lists the four platforms; a verified handle shows the badge and no Verify, an unverified one offers Verify', async () => {
  renderPage();
  const coding = await section();
  expect(coding.getByText('asha_codes')).toBeInTheDocument();
  expect(coding.getByRole('button', { name: 'Edit CodeChef Username' })).toBeInTheDocument();
  expect(coding.getByText('Not set')).toBeInTheDocument();
  expect(coding.getByText('Verified')).toBeInTheDocument();
  expect(coding.queryByRole('button', { name: 'Verify GeeksforGeeks' })).not.toBeInTheDocument();
  expect(coding.getByRole('button', { name: 'Verify LeetCode' })).toBeInTheDocument();
  expect(coding.getByRole('button', { name: 'Verify Codeforces' })).toBeInTheDocument();
  // No handle, nothing to verify.
  expect(coding.queryByRole('button', { name: 'Verify CodeChef' })).not.toBeInTheDocument();
});

test('editing a handle sends its one field pair; the new handle is unverified', async () => {
  const { user, sent } = renderPage();
  const coding = await section();
  await user.click(coding.getByRole('button', { name: 'Edit GeeksforGeeks Username' }));
  const box = coding.getByRole('textbox', { name: 'GeeksforGeeks Username' });
  await user.clear(box);
  await user.type(box, '  asha_new  {Enter}');
  await waitFor(() => expect(sent('POST /user/edit-profile')).toEqual([{ geeksforgeeksUsername: 'asha_new' }]));
  expect(await coding.findByText('asha_new')).toBeInTheDocument();
  expect(coding.getByRole('button', { name: 'Verify GeeksforGeeks' })).toBeInTheDocument();
  expect(coding.queryByText('Verified')).not.toBeInTheDocument();

  await user.click(coding.getByRole('button', { name: 'Edit CodeChef Username' }));
  await user.type(coding.getByRole('textbox', { name: 'CodeChef Username' }), 'chef_asha{Enter}');
  await waitFor(() => expect(sent('POST /user/edit-profile')).toEqual([{ geeksforgeeksUsername: 'asha_new' }, { codechefUsername: 'chef_asha' }]));
  expect(await coding.findByRole('button', { name: 'Verify CodeChef' })).toBeInTheDocument();
});

test('the dialog generates a code on open and keeps Verify disabled for 10 seconds', async () => {
  const { user, sent } = renderPage();
  const dialog = await openDialog(user, 'Codeforces');
  expect(sent('POST /user/generate-verification-code')).toEqual([{ platform: 'codeforces' }]);
  expect(dialog.getByText('Put the code in First name, Last name or Organization and save.')).toBeInTheDocument();
  expect(dialog.getByText(/15 to 30 seconds/)).toBeInTheDocument();

  const verify = dialog.getByRole('button', { name: 'Verify' });
  expect(verify).toBeDisabled();
  expect(dialog.getByText('Verify is enabled in 10 s.')).toBeInTheDocument();
  for (let second = 0; second < 9; second += 1) act(() => jest.advanceTimersByTime(1000));
  expect(verify).toBeDisabled();
  expect(dialog.getByText('Verify is enabled in 1 s.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(verify).toBeEnabled();
  expect(dialog.queryByText(/Verify is enabled in/)).not.toBeInTheDocument();
});

test('the copy button puts the code on the clipboard', async () => {
  const { user } = renderPage();
  const dialog = await openDialog(user, 'LeetCode');
  expect(dialog.getByText('Put the code in your Name or your Summary and save.')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Copy code' }));
  expect(await screen.findByText('Code copied')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe('CHAP-7F3K9Q');
});

test('a successful verification is busy while the server looks, then closes, toasts and shows the handle verified', async () => {
  const { user, sent } = renderPage({ 'POST /user/verify-platform': { status: 200, body: { message: 'LeetCode profile verified successfully' } } });
  const release = holdAnswersTo('/user/verify-platform');
  const dialog = await openDialog(user, 'LeetCode');
  waitOutCountdown();
  await user.click(dialog.getByRole('button', { name: 'Verify' }));

  expect(dialog.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true');
  expect(dialog.getByRole('status')).toHaveTextContent('Looking for the code on your LeetCode profile');
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  release();
  expect(await screen.findByText('LeetCode profile verified successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent('POST /user/verify-platform')).toEqual([{ platform: 'leetcode' }]);
  const coding = await section();
  expect(coding.queryByRole('button', { name: 'Verify LeetCode' })).not.toBeInTheDocument();
  expect(coding.getAllByText('Verified')).toHaveLength(2);
  // Keyboard users stay on the row whose Verify button went away.
  await waitFor(() => expect(document.activeElement).toHaveTextContent('Verified'));
  expect(coding.getByRole('button', { name: 'Edit LeetCode Username' }).closest('div')?.parentElement).toContainElement(document.activeElement as HTMLElement);
});

test("a failed verification toasts the server's message and keeps the dialog open for another try", async () => {
  const refusal = 'Verification code not found on your Codeforces profile. Put it in First name, Last name or Organization and try again.';
  const { user, sent } = renderPage({ 'POST /user/verify-platform': { status: 400, body: { message: refusal } } });
  const dialog = await openDialog(user, 'Codeforces');
  waitOutCountdown();
  await user.click(dialog.getByRole('button', { name: 'Verify' }));

  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Verify your Codeforces profile' })).toBeInTheDocument();
  expect(dialog.getByText('CHAP-7F3K9Q')).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'Verify' })).toBeEnabled();

  fakeApi({ 'POST /user/verify-platform': 'network-error' });
  await user.click(dialog.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Failed to verify! Please try later.')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(sent('POST /user/verify-platform')).toEqual([{ platform: 'codeforces' }]);
  expect((await section()).getByRole('button', { name: 'Verify Codeforces' })).toBeInTheDocument();
});

test('closing throws the state away: the next opening asks for a new code and waits 10 seconds again', async () => {
  const { user, sent } = renderPage();
  let dialog = await openDialog(user, 'LeetCode');
  waitOutCountdown();
  expect(dialog.getByRole('button', { name: 'Verify' })).toBeEnabled();
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect((await section()).getByRole('button', { name: 'Verify LeetCode' })).toHaveFocus();

  dialog = await openDialog(user, 'LeetCode');
  expect(dialog.getByRole('button', { name: 'Verify' })).toBeDisabled();
  expect(sent('POST /user/generate-verification-code')).toEqual([{ platform: 'leetcode' }, { platform: 'leetcode' }]);
});

test("a code that cannot be made toasts the server's reason, or the catalogue text, and offers Try again", async () => {
  const { user } = renderPage({ 'POST /user/generate-verification-code': { status: 400, body: { message: 'Set your LeetCode username first' } } });
  await user.click((await section()).getByRole('button', { name: 'Verify LeetCode' }));
  expect(await screen.findByText('Set your LeetCode username first')).toBeInTheDocument();
  const dialog = within(screen.getByRole('dialog'));
  expect(dialog.getByRole('button', { name: 'Verify' })).toBeDisabled();

  fakeApi({ 'POST /user/generate-verification-code': 'network-error' });
  await user.click(dialog.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Failed to generate verification code! Please try later.')).toBeInTheDocument();

  fakeApi({ 'POST /user/generate-verification-code': codeAnswer });
  await user.click(dialog.getByRole('button', { name: 'Try again' }));
  expect(await dialog.findByText('CHAP-7F3K9Q')).toBeInTheDocument();
});
