import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, signInAs, type FakeCall } from '@chapter/shared/testing';
import { aPrivacy, aPublicPrivacy } from '../fixtures';
import { PublicProfileSection } from './PublicProfileSection';

beforeEach(() => signInAs('MEMBER'));
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

function server(initial = aPrivacy()) {
  let privacy = initial;
  return fakeApi({
    'GET /user/privacy': () => ({ status: 200, body: { message: 'ok', data: privacy } }),
    'PUT /user/privacy': (call: FakeCall) => {
      privacy = (call.data as { publicProfile: boolean }).publicProfile ? aPublicPrivacy() : { ...privacy, publicProfile: false };
      return { status: 200, body: { message: 'Your privacy choices are saved.', data: privacy } };
    },
  });
}

test('turning the public profile on sends only that choice and shows the address, sharing and the card', async () => {
  const api = server();
  renderAt('/profile/edit', <PublicProfileSection name="Asha Rao" />);
  const toggle = await screen.findByRole('switch', { name: 'Turn on my public profile' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(toggle).toHaveAccessibleDescription(/never your e-mail, phone number or LinkedIn\. Anyone with the link can see it\./);
  expect(screen.queryByRole('link', { name: /chapter\.test/ })).not.toBeInTheDocument();

  await userEvent.click(toggle);
  expect(await screen.findByText('Your privacy choices are saved.')).toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(api.calls.filter((call) => call.key === 'PUT /user/privacy').map((call) => call.data)).toEqual([{ publicProfile: true }]);
  const section = within(screen.getByRole('region', { name: 'Public profile' }));
  expect(section.getByRole('link', { name: 'https://chapter.test/u/asha-rao' })).toHaveAttribute('href', 'https://chapter.test/u/asha-rao');
  const card = section.getByRole('img', { name: 'Share card for Asha Rao' });
  expect(card).toHaveAttribute('src', '/api/v1/public/profiles/asha-rao/card.png');
  expect(card).toHaveAttribute('loading', 'lazy');
  expect(section.getByRole('link', { name: 'Download card' })).toHaveAttribute('download');
  // No share sheet in this browser: no Share button.
  expect(section.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
});

test('Copy link copies the address and says so', async () => {
  server(aPublicPrivacy());
  const user = userEvent.setup();
  renderAt('/profile/edit', <PublicProfileSection name="Asha Rao" />);
  await user.click(await screen.findByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe('https://chapter.test/u/asha-rao');
});

test('Share hands the address to the share sheet where the browser has one', async () => {
  server(aPublicPrivacy());
  const share = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  renderAt('/profile/edit', <PublicProfileSection name="Asha Rao" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenCalledWith({ title: 'Asha Rao – public profile', url: 'https://chapter.test/u/asha-rao' });
});

test('a failed load says so with Retry', async () => {
  fakeApi({ 'GET /user/privacy': { status: 500, body: { message: 'Internal Server Error' } } });
  renderAt('/profile/edit', <PublicProfileSection name="Asha Rao" />);
  expect(await screen.findByText('Could not load your public profile setting')).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
