import { act, screen, waitFor, within } from '@testing-library/react';
import { publishLiveEvent } from '@chapter/shared';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { TopUser } from '@chapter/shared/types';
import { aProfile, ok } from '../../../test/fixtures';
import { DashboardPage } from './DashboardPage';

const topUser = (rank: number, name: string, points: number): TopUser => ({
  _id: `t${rank}`,
  id: `t${rank}`,
  name,
  profilePicture: null,
  avatar: null,
  role: 'MEMBER',
  points,
  pointsIncreased: 0,
  currentRank: rank,
  achievements: {},
});

beforeEach(() => signInAs('MEMBER', 'me'));

test('points landing update the stats tiles and the top 5 on the open dashboard, with one read each per burst', async () => {
  let points = 42;
  let top = [topUser(1, 'Ada', 90), topUser(2, 'Asha', 42)];
  const { calls } = fakeApi({
    'POST /user/get-profile-data': () => ok({ data: aProfile({ points, currentRank: points > 90 ? 1 : 2 }) }),
    'GET /user/get-top-5-users': () => ok({ data: top }),
  });
  renderAt('/dashboard', <DashboardPage />);
  const stats = within(await screen.findByRole('region', { name: 'Your stats' }));
  const valueOf = (label: string) => stats.getByText(label).nextElementSibling?.textContent;
  await screen.findByRole('heading', { level: 1 });
  expect(valueOf('Points')).toBe('42');
  const card = within(screen.getByRole('region', { name: 'Top 5 Users of the Month' }));
  await card.findByRole('link', { name: 'Ada' });
  const reads = (key: string) => calls.filter((call) => call.key === key).length;
  expect(reads('POST /user/get-profile-data')).toBe(1);

  points = 95;
  top = [topUser(1, 'Asha', 95), topUser(2, 'Ada', 90)];
  act(() => {
    publishLiveEvent({ type: 'points', userId: 'me', name: 'Asha', delta: 53, total: 95, rank: 1, items: [] });
    publishLiveEvent({ type: 'board', version: '2' });
  });
  await screen.findByText('95');
  expect(valueOf('Current Rank')).toBe('1');
  await waitFor(() => expect(card.getAllByRole('link').map((link) => link.textContent)).toEqual(['Asha', 'Ada']));
  expect(reads('POST /user/get-profile-data')).toBe(2);
  expect(reads('GET /user/get-top-5-users')).toBe(2);
});
