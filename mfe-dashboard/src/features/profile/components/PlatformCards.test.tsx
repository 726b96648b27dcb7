import { Route, Routes } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { ProfileData } from '@chapter/shared/types';
import { aProfile } from '../../../test/fixtures';
import { ProfilePage } from './ProfilePage';

const platforms: ProfileData['platforms'] = {
  leetcode: {
    handle: 'asha_codes',
    verified: true,
    stats: { badgesCount: 4, ranking: 123456, totalProblemSolved: 310 },
    refreshedAt: '2025-05-02T03:00:00.000Z',
  },
  codechef: { handle: 'chef_asha', verified: false, stats: null },
  codeforces: { handle: 'asha_cf', verified: true, stats: { rating: 1480, rank: 'specialist', totalProblemSolved: 95 } },
  geeksforgeeks: { handle: null, verified: false },
};

async function renderProfile(overrides: Partial<ProfileData>, path = '/profile') {
  fakeApi({ 'POST /user/get-profile-data': { status: 200, body: { message: 'ok', data: aProfile({ platforms, ...overrides }) } } });
  renderAt(
    path,
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/profile/:id" element={<ProfilePage />} />
    </Routes>,
  );
  const section = within(await screen.findByRole('region', { name: 'Platform Activity' }));
  return (platform: string) => within(section.getByRole('listitem', { name: platform }));
}

beforeEach(() => signInAs('MEMBER'));

test('each card links the handle to its platform profile and says how often it is updated', async () => {
  const card = await renderProfile({});
  expect(card('LeetCode').getByRole('link', { name: /asha_codes/ })).toHaveAttribute('href', 'https://leetcode.com/u/asha_codes');
  expect(card('CodeChef').getByRole('link', { name: /chef_asha/ })).toHaveAttribute('href', 'https://www.codechef.com/users/chef_asha');
  expect(card('Codeforces').getByRole('link', { name: /asha_cf/ })).toHaveAttribute('href', 'https://codeforces.com/profile/asha_cf');
  expect(card('LeetCode').getByRole('link', { name: /asha_codes/ })).toHaveAttribute('target', '_blank');

  expect(card('LeetCode').getByText('Updated Daily')).toBeInTheDocument();
  expect(card('GeeksforGeeks').getByText('Updated Daily')).toBeInTheDocument();
  expect(card('Codeforces').getByText('Updated Weekly')).toBeInTheDocument();
  expect(card('CodeChef').getByText('Updated Weekly')).toBeInTheDocument();
});

test("a verified handle shows the badge; on one's own profile an unverified one links to 'Verify at Edit Profile'", async () => {
  const card = await renderProfile({ isOwnProfile: true });
  expect(card('LeetCode').getByText('Verified')).toBeInTheDocument();
  expect(card('LeetCode').queryByText('Verify at Edit Profile')).not.toBeInTheDocument();
  expect(card('CodeChef').queryByText('Verified')).not.toBeInTheDocument();
  expect(card('CodeChef').getByRole('link', { name: 'Verify at Edit Profile' })).toHaveAttribute('href', '/profile/edit');
  expect(card('CodeChef').getByText('Stats appear once the username is verified.')).toBeInTheDocument();
});

test("on another member's profile an unverified handle is marked, with no link to an edit page", async () => {
  const card = await renderProfile({ _id: 'u9', isOwnProfile: false }, '/profile/u9');
  expect(card('CodeChef').getByText('Not verified')).toBeInTheDocument();
  expect(card('CodeChef').queryByRole('link', { name: 'Verify at Edit Profile' })).not.toBeInTheDocument();
  expect(card('GeeksforGeeks').getByText('No GeeksforGeeks username linked yet.')).toBeInTheDocument();
  expect(card('GeeksforGeeks').queryByRole('link')).not.toBeInTheDocument();
});

test('the fetched stats are listed with their labels; a platform without a handle shows an empty state', async () => {
  const card = await renderProfile({});
  const valueOf = (platform: string, label: string) => card(platform).getByText(label).nextElementSibling?.textContent;
  expect(valueOf('LeetCode', 'Problems Solved')).toBe('310');
  expect(valueOf('LeetCode', 'Ranking')).toBe('123,456');
  expect(valueOf('LeetCode', 'Badges')).toBe('4');
  expect(card('LeetCode').getByText(/^LeetCode: synced \d+ days ago$/)).toBeInTheDocument();
  expect(valueOf('Codeforces', 'Rating')).toBe('1,480');
  expect(valueOf('Codeforces', 'Rank')).toBe('specialist');

  expect(card('GeeksforGeeks').getByText('No GeeksforGeeks username linked yet.')).toBeInTheDocument();
  expect(card('GeeksforGeeks').getByRole('link', { name: 'Add it at Edit Profile' })).toHaveAttribute('href', '/profile/edit');
  expect(card('GeeksforGeeks').queryByText('Verified')).not.toBeInTheDocument();
});

test('a verified handle without stats yet says they come with the next refresh', async () => {
  const card = await renderProfile({ platforms: { ...platforms, leetcode: { handle: 'asha_codes', verified: true } } });
  expect(card('LeetCode').getByText('Stats appear after the next refresh.')).toBeInTheDocument();
});
