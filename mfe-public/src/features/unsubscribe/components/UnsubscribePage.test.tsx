import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '@chapter/shared/testing';
import { UnsubscribePage } from './UnsubscribePage';

const info = (subscribed = true) => ({ status: 200, body: { message: 'ok', data: { kind: 'reminders', email: 'a***@uni.edu', subscribed } } });

test('says which mails stop, and stops them on "Unsubscribe" with a way back from the profile', async () => {
  const api = fakeApi({
    'GET /mail/unsubscribe?token=abc': info(),
    'POST /mail/unsubscribe': { status: 200, body: { message: 'You will get no more of these mails.', kind: 'reminders' } },
  });
  renderAt('/unsubscribe?token=abc', <UnsubscribePage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
  expect(await screen.findByText(/stop sending reminders before calendar contests and meetings to a\*\*\*@uni\.edu/)).toBeInTheDocument();
  expect(api.calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  const done = await screen.findByText(/^Done\./);
  expect(done).toHaveTextContent('Done. a***@uni.edu will get no more reminders before calendar contests and meetings.');
  expect(done).toHaveFocus();
  expect(api.calls.find((call) => call.key === 'POST /mail/unsubscribe')?.data).toEqual({ token: 'abc' });
  expect(screen.getByRole('link', { name: 'Turn them back on in your profile' })).toHaveAttribute('href', '/profile/edit');
});

test('a link the server does not accept shows its message, and no button', async () => {
  fakeApi({ 'GET /mail/unsubscribe?token=bad': { status: 400, body: { message: 'This unsubscribe link is not valid.' } } });
  renderAt('/unsubscribe?token=bad', <UnsubscribePage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
});

test('without a token the page says so and asks nothing of the server', async () => {
  const api = fakeApi({});
  renderAt('/unsubscribe', <UnsubscribePage />);
  expect(screen.getByRole('alert')).toHaveTextContent('This link has no unsubscribe code.');
  expect(screen.getByRole('link', { name: 'Choose your mails in your profile' })).toBeInTheDocument();
  expect(api.calls).toEqual([]);
});

test('mails already off: says so, with the way to turn them on', async () => {
  fakeApi({ 'GET /mail/unsubscribe?token=abc': info(false) });
  renderAt('/unsubscribe?token=abc', <UnsubscribePage />);
  expect(await screen.findByText('a***@uni.edu already gets no reminders before calendar contests and meetings.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'turn them on in your profile' })).toBeInTheDocument();
});
