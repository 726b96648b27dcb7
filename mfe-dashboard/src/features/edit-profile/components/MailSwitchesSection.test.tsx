import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, signInAs, type FakeCall } from '@chapter/shared/testing';
import { MailSwitchesSection } from './MailSwitchesSection';

beforeEach(() => signInAs('MEMBER'));

function server(initial = { events: true, reminders: false, warnings: true }) {
  let switches = { ...initial };
  return fakeApi({
    'GET /user/mail-switches': () => ({ status: 200, body: { message: 'ok', data: switches } }),
    'PUT /user/mail-switches': (call: FakeCall) => {
      switches = { ...switches, ...(call.data as object) };
      return { status: 200, body: { message: 'Mail settings saved', data: switches } };
    },
  });
}

test('one labelled switch per kind of mail, showing what the server says', async () => {
  server();
  renderAt('/profile/edit', <MailSwitchesSection />);
  const section = within(await screen.findByRole('region', { name: 'E-mail' }));
  expect(await section.findByRole('switch', { name: 'Contests and meetings' })).toHaveAttribute('aria-checked', 'true');
  expect(section.getByRole('switch', { name: 'Reminders' })).toHaveAttribute('aria-checked', 'false');
  expect(section.getByRole('switch', { name: 'Below-the-mark warnings' })).toHaveAttribute('aria-checked', 'true');
  expect(section.getByRole('switch', { name: 'Reminders' })).toHaveAccessibleDescription(/Reminders before calendar contests and meetings/);
});

test('a switch sends only its own kind and turns once the server agrees', async () => {
  const api = server();
  renderAt('/profile/edit', <MailSwitchesSection />);
  const reminders = await screen.findByRole('switch', { name: 'Reminders' });
  await userEvent.click(reminders);
  expect(await screen.findByText('Mail settings saved')).toBeInTheDocument();
  expect(reminders).toHaveAttribute('aria-checked', 'true');
  expect(api.calls.filter((call) => call.key === 'PUT /user/mail-switches').map((call) => call.data)).toEqual([{ reminders: true }]);

  screen.getByRole('switch', { name: 'Contests and meetings' }).focus();
  await userEvent.keyboard(' ');
  expect(await screen.findByRole('switch', { name: 'Contests and meetings' })).toHaveAttribute('aria-checked', 'false');
});

test('a failed load says so and offers Retry', async () => {
  fakeApi({ 'GET /user/mail-switches': { status: 500, body: { message: 'Internal Server Error' } } });
  renderAt('/profile/edit', <MailSwitchesSection />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your mail settings');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
