import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { apiClient } from '@chapter/shared';
import { fakeApi, renderAt, signInAs, type FakeAnswer, type FakeCall } from '@chapter/shared/testing';
import { aPrivacy } from '../fixtures';
import { PrivacySection } from './PrivacySection';

beforeEach(() => signInAs('MEMBER'));

function server(put?: FakeAnswer) {
  let privacy = aPrivacy();
  return fakeApi({
    'GET /user/privacy': () => ({ status: 200, body: { message: 'ok', data: privacy } }),
    'PUT /user/privacy': (call: FakeCall) => {
      if (put) return put;
      privacy = { ...privacy, ...(call.data as object) };
      return { status: 200, body: { message: 'Your privacy choices are saved.', data: privacy } };
    },
  });
}

const puts = (api: ReturnType<typeof server>) => api.calls.filter((call) => call.key === 'PUT /user/privacy').map((call) => call.data);

test('a labelled group of three choices per contact field, with the shared hint', async () => {
  server();
  renderAt('/profile/edit', <PrivacySection />);
  const phone = within(await screen.findByRole('group', { name: 'Phone number' }));
  expect(phone.getByRole('radio', { name: 'Core members and above' })).toBeChecked();
  expect(phone.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Members', 'Core members and above', 'Nobody']);
  expect(screen.getByRole('group', { name: 'E-mail' })).toHaveAccessibleDescription(/You always see your own\. Admins see your e-mail/);
  expect(within(screen.getByRole('group', { name: 'LinkedIn' })).getByRole('radio', { name: 'Members' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: "Show me on the public landing page's podium and figures" })).toBeChecked();
});

test('a changed choice sends only its own field and toasts the saved message', async () => {
  const api = server();
  renderAt('/profile/edit', <PrivacySection />);
  const nobody = within(await screen.findByRole('group', { name: 'E-mail' })).getByRole('radio', { name: 'Nobody' });
  await userEvent.click(nobody);
  expect(await screen.findByText('Your privacy choices are saved.')).toBeInTheDocument();
  expect(nobody).toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: /landing page/ }));
  expect(await screen.findByRole('checkbox', { name: /landing page/ })).not.toBeChecked();
  expect(puts(api)).toEqual([{ emailVisibility: 'NOBODY' }, { onLandingPage: false }]);
});

test('a change shows as busy while it saves; a refused one puts the old choice back and shows the server message', async () => {
  const api = server({ status: 400, body: { message: 'Choose at least one privacy setting to change.' } });
  // The answer waits until the test lets it through, so the saving state can be seen.
  let release = () => {};
  const answered = apiClient.defaults.adapter as AxiosAdapter;
  apiClient.defaults.adapter = async (config) => {
    if (config.method === 'put') await new Promise<void>((resolve) => (release = resolve));
    return answered(config);
  };
  renderAt('/profile/edit', <PrivacySection />);
  const group = within(await screen.findByRole('group', { name: 'Phone number' }));
  await userEvent.click(group.getByRole('radio', { name: 'Members' }));
  expect(await group.findByRole('status', { name: 'Saving who sees your Phone number' })).toBeInTheDocument();
  expect(group.getByRole('radio', { name: 'Members' })).toBeChecked();
  expect(screen.getByRole('group', { name: 'Phone number' })).toHaveAttribute('aria-busy', 'true');
  release();
  expect(await screen.findByText('Choose at least one privacy setting to change.')).toBeInTheDocument();
  expect(group.getByRole('radio', { name: 'Core members and above' })).toBeChecked();
  expect(group.getByRole('radio', { name: 'Members' })).not.toBeChecked();
  expect(puts(api)).toEqual([{ phoneVisibility: 'MEMBERS' }]);
});

test('a failed load says so and Retry reads again', async () => {
  let answer: FakeAnswer = { status: 500, body: { message: 'Internal Server Error' } };
  fakeApi({ 'GET /user/privacy': () => answer });
  renderAt('/profile/edit', <PrivacySection />);
  expect(await screen.findByText('Could not load your privacy choices')).toHaveAttribute('role', 'alert');
  answer = { status: 200, body: { message: 'ok', data: aPrivacy() } };
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('group', { name: 'E-mail' })).toBeInTheDocument();
});
