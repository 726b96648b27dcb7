import { screen } from '@testing-library/react';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import { aPublicPrivacy } from '../fixtures';
import { PublicProfileLink } from './PublicProfileLink';

beforeEach(() => signInAs('MEMBER'));

test('links to the public profile (a full page load) while it is on', async () => {
  fakeApi({ 'GET /user/privacy': { status: 200, body: { message: 'ok', data: aPublicPrivacy() } } });
  renderAt('/profile', <PublicProfileLink />);
  expect(await screen.findByRole('link', { name: 'Public profile' })).toHaveAttribute('href', 'https://chapter.test/u/asha-rao');
});
