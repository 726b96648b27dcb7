import { Route, Routes } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, setBrowserOnline, signInAs } from '@chapter/shared/testing';
import type { Badge } from '@chapter/shared/types';
import { aProfile } from '../../../test/fixtures';
import { ProfilePage } from './ProfilePage';

const renderProfile = (path: string) =>
  renderAt(
    path,
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/profile/:id" element={<ProfilePage />} />
    </Routes>,
  );

const badges: Badge[] = [
  { id: 'b1', type: 'gold', name: 'First place', date: '2025-04-30', description: 'Top of the April leaderboard.' },
  { id: 'b2', type: 'dailyActiveStreak', name: 'Ten days in a row', date: '2025-05-10', description: 'Solved a problem every day.' },
  { id: 'b3', type: 'silver', name: 'Second place', date: '2025-05-31', description: 'Second in May.' },
  { id: 'b4', type: 'maxAvgPerDay', name: 'Busiest solver', date: '2025-06-30', description: 'Highest daily average in June.' },
];

beforeEach(() => signInAs('MEMBER'));

test('shows the API values: header, contact links and stats', async () => {
  const { calls } = fakeApi({
    'POST /user/get-profile-data': {
      status: 200,
      body: { message: 'ok', data: aProfile({ role: 'COREMEMBER', academicYear: 3, points: 42, currentRank: 3, prevMonthData: { prevRank: null } }) },
    },
  });
  renderProfile('/profile');
  expect(screen.getByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Asha K. Rao' })).toBeInTheDocument();
  expect(calls[0].data).toEqual({});

  expect(screen.getByText('Core member')).toBeInTheDocument();
  expect(screen.getByText('3rd Year')).toBeInTheDocument();
  expect(screen.getByText('Graphs and greedy.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Asha K. Rao' })).toHaveAttribute('src', '/files/asha.webp');
  expect(screen.getByRole('link', { name: 'asha@uni.example' })).toHaveAttribute('href', 'mailto:asha@uni.example');
  expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/in/asha-rao');
  expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');

  const stats = within(screen.getByRole('region', { name: 'Stats' }));
  const valueOf = (label: string) => stats.getByText(label).nextElementSibling?.textContent;
  expect(valueOf('Points')).toBe('42');
  expect(valueOf('Individual Rank')).toBe('3');
  expect(valueOf('Previous Rank')).toBe('—');
});

test("another member's profile is asked for by id and offers no edit link", async () => {
  const { calls } = fakeApi({
    'POST /user/get-profile-data': {
      status: 200,
      body: { message: 'ok', data: aProfile({ _id: 'u9', name: 'Ravi', isOwnProfile: false, linkedinUsername: null }) },
    },
  });
  renderProfile('/profile/u9');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ravi' })).toBeInTheDocument();
  expect(calls[0].data).toEqual({ userId: 'u9' });
  expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
});

test('a profile whose e-mail the viewer may not see shows no mail link', async () => {
  signInAs('USER');
  fakeApi({
    'POST /user/get-profile-data': {
      status: 200,
      body: { message: 'ok', data: aProfile({ _id: 'u9', name: 'Ravi', isOwnProfile: false, email: null }) },
    },
  });
  renderProfile('/profile/u9');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ravi' })).toBeInTheDocument();
  expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  expect(screen.getByRole('link', { name: 'LinkedIn' })).toBeInTheDocument();
});

test('no achievements shows the encouraging empty text', async () => {
  fakeApi({ 'POST /user/get-profile-data': { status: 200, body: { message: 'ok', data: aProfile({ badges: [] }) } } });
  renderProfile('/profile');
  expect(await screen.findByText('No achievements yet. Keep trying harder!')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'View all' })).not.toBeInTheDocument();
});

test("the card previews three achievements; 'View all' lists every one with type, name, date and description", async () => {
  fakeApi({ 'POST /user/get-profile-data': { status: 200, body: { message: 'ok', data: aProfile({ badges }) } } });
  const user = userEvent.setup();
  renderProfile('/profile');
  const card = within(await screen.findByRole('region', { name: 'Achievements' }));
  expect(card.getByText('First place')).toBeInTheDocument();
  expect(card.getByText('Second place')).toBeInTheDocument();
  expect(card.queryByText('Busiest solver')).not.toBeInTheDocument();

  await user.click(card.getByRole('button', { name: 'View all' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Achievements (4)' }));
  expect(dialog.getAllByRole('listitem')).toHaveLength(4);
  expect(dialog.getByText('Busiest solver')).toBeInTheDocument();
  expect(dialog.getByText(/Problem Solver/)).toBeInTheDocument();
  expect(dialog.getByText('30 Jun 2025')).toBeInTheDocument();
  expect(dialog.getByText('Highest daily average in June.')).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(card.getByRole('button', { name: 'View all' })).toHaveFocus();
});

test('a failure says so and Retry asks again', async () => {
  let attempts = 0;
  fakeApi({
    'POST /user/get-profile-data': () => {
      attempts += 1;
      return attempts === 1 ? 'network-error' : { status: 200, body: { message: 'ok', data: aProfile() } };
    },
  });
  const user = userEvent.setup();
  renderProfile('/profile');
  expect(await screen.findByText('Error fetching profile data! Please try later')).toHaveAttribute('role', 'alert');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Asha K. Rao' })).toBeInTheDocument();
});

test('an unknown id shows a clear not-found state', async () => {
  fakeApi({ 'POST /user/get-profile-data': { status: 404, body: { message: 'User not found!' } } });
  renderProfile('/profile/nobody');
  expect(await screen.findByRole('heading', { level: 1, name: 'User not found!' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
});

test('the profile shows the monthly heat map and the problem of the day; the own-profile extras only on mine', async () => {
  fakeApi({
    'POST /user/get-profile-data': (call) => {
      const userId = (call.data as { userId?: string }).userId;
      return { status: 200, body: { message: 'ok', data: userId ? aProfile({ _id: userId, name: 'Ravi', isOwnProfile: false }) : aProfile() } };
    },
    'GET /user/get-potd': {
      status: 200,
      body: {
        message: 'ok',
        data: {
          leetcode: { problemName: 'Two Sum', difficulty: 'Easy', accuracy: 50, topics: ['Array'], problemLink: 'https://leetcode.com/problems/two-sum/' },
          geeksforgeeks: null,
        },
      },
    },
  });
  const extras = <p>Only mine</p>;
  const { unmount } = renderAt(
    '/profile',
    <Routes>
      <Route path="/profile" element={<ProfilePage ownProfileExtras={extras} />} />
    </Routes>,
  );
  expect(await screen.findByRole('region', { name: /^Monthly Activity · / })).toBeInTheDocument();
  expect(await screen.findByText('Two Sum')).toBeInTheDocument();
  expect(screen.getByText('Only mine')).toBeInTheDocument();
  unmount();

  renderAt(
    '/profile/u9',
    <Routes>
      <Route path="/profile/:id" element={<ProfilePage ownProfileExtras={extras} />} />
    </Routes>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Ravi' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Problem of the Day' })).toBeInTheDocument();
  expect(screen.queryByText('Only mine')).not.toBeInTheDocument();
});

test('finished practice sets link to their pages, with an empty state, and are absent when the API sends none', async () => {
  const answerWith = (finishedSets?: Array<{ id: string; title: string; totalQuestions: number }>) => ({
    'POST /user/get-profile-data': { status: 200, body: { message: 'ok', data: aProfile(finishedSets ? { finishedSets } : {}) } },
  });
  fakeApi(answerWith([{ id: 'set1', title: 'Arrays warm-up', totalQuestions: 12 }]));
  const { unmount } = renderProfile('/profile');
  const section = await screen.findByRole('region', { name: 'Finished practice sets' });
  expect(within(section).getByRole('link', { name: 'Arrays warm-up' })).toHaveAttribute('href', '/practice/set1');
  expect(within(section).getByText('12 problems')).toBeInTheDocument();
  unmount();

  fakeApi(answerWith([]));
  const second = renderProfile('/profile');
  expect(await screen.findByRole('region', { name: 'Finished practice sets' })).toHaveTextContent('No practice set finished yet.');
  second.unmount();

  fakeApi(answerWith());
  renderProfile('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Asha K. Rao' });
  expect(screen.queryByRole('region', { name: 'Finished practice sets' })).not.toBeInTheDocument();
});

test("the app's own-profile links show on my profile only", async () => {
  const links = <a href="https://chapter.test/u/asha">Public profile</a>;
  fakeApi({ 'POST /user/get-profile-data': { status: 200, body: { message: 'ok', data: aProfile() } } });
  renderAt('/profile', <ProfilePage ownProfileLinks={links} />);
  expect(await screen.findByRole('link', { name: 'Public profile' })).toHaveAttribute('href', 'https://chapter.test/u/asha');
});

test("another member's profile leaves the own-profile links out", async () => {
  fakeApi({ 'POST /user/get-profile-data': { status: 200, body: { message: 'ok', data: aProfile({ _id: 'u9', name: 'Ravi', isOwnProfile: false }) } } });
  renderAt(
    '/profile/u9',
    <Routes>
      <Route path="/profile/:id" element={<ProfilePage ownProfileLinks={<a href="https://chapter.test/u/asha">Public profile</a>} />} />
    </Routes>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Ravi' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Public profile' })).not.toBeInTheDocument();
});

test("offline with a member's profile not kept on this device, it says it loads once back online instead of a spinner, then loads it", async () => {
  const restore = setBrowserOnline(false);
  try {
    const { calls } = fakeApi({
      'POST /user/get-profile-data': { status: 200, body: { message: 'ok', data: aProfile({ _id: 'u9', name: 'Ravi', isOwnProfile: false }) } },
    });
    renderProfile('/profile/u9');
    expect(await screen.findByText('This page is not saved on this device yet. It loads when you are back online.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading profile' })).toBeNull();
    expect(calls).toHaveLength(0);

    setBrowserOnline(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi' })).toBeInTheDocument();
  } finally {
    restore();
  }
});
