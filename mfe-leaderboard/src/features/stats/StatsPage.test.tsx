import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { publishLiveEvent } from '@chapter/shared';
import { fakeApi, mockMatchMedia, renderAt, setBrowserOnline, signInAs } from '@chapter/shared/testing';
import LeaderboardApp from '../../App';
import { page } from '../../lib/reloadPage';
import { aStats, aTier } from '../../test/fixtures';

const STATS = 'GET /user/stats-data';
const card = (title: string) => screen.getByRole('group', { name: title });
const tier = (title: string) => screen.getByRole('listitem', { name: title });
const avatarLinks = (title: string) => within(tier(title)).queryAllByRole('link');
const moreButton = (title: string) => within(tier(title)).queryByRole('button', { name: new RegExp(`^\\+\\d+ more in ${title}$`) });

let restoreMatchMedia: (() => void) | null = null;
beforeEach(() => signInAs('MEMBER'));
afterEach(() => {
  restoreMatchMedia?.();
  restoreMatchMedia = null;
  jest.restoreAllMocks();
  act(() => toast.remove());
});

test('the cards: User Base, Average Score (one decimal), Passing Rate (rounded percent)', async () => {
  const { calls } = fakeApi({ [STATS]: { status: 200, body: { message: 'ok', data: aStats() } } });
  renderAt('/leaderboard/stats', <LeaderboardApp />);
  expect(screen.getByRole('heading', { level: 2, name: 'Performance Analytics' })).toBeInTheDocument();
  expect(await screen.findByRole('group', { name: 'User Base' })).toHaveTextContent('30');
  expect(card('Average Score')).toHaveTextContent('47.3');
  expect(card('Passing Rate')).toHaveTextContent('67%');
  expect(card('Passing Rate')).toHaveTextContent('20 of 30 at or above the passing mark of 30 points');
  expect(calls.map((call) => call.key)).toEqual([STATS]);
});

test('the figures follow the board live: a new board version reads them again', async () => {
  let stats = aStats();
  fakeApi({ [STATS]: () => ({ status: 200, body: { message: 'ok', data: stats } }) });
  renderAt('/leaderboard/stats', <LeaderboardApp />);
  expect(await screen.findByRole('group', { name: 'User Base' })).toHaveTextContent('30');
  stats = aStats({ totalUsers: 31 });
  act(() => publishLiveEvent({ type: 'board', version: '2' }));
  expect(await within(card('User Base')).findByText('31')).toBeInTheDocument();
});

test('the score distribution: figures with one decimal and a bar proportional to the tiers', async () => {
  fakeApi({ [STATS]: { status: 200, body: { message: 'ok', data: aStats() } } });
  renderAt('/leaderboard/stats', <LeaderboardApp />);
  const section = await screen.findByRole('region', { name: 'Score Distribution' });
  const figure = (term: string) => within(section).getByText(term).nextElementSibling;
  expect(figure('Range')).toHaveTextContent('0.0 – 120.0');
  expect(figure('Median')).toHaveTextContent('42.0');
  expect(figure('Mode')).toHaveTextContent('35.0');
  expect(figure('Standard Deviation')).toHaveTextContent('18.3');

  const bar = within(section).getByRole('img', { name: /^Members per tier/ });
  expect(bar).toHaveAccessibleName(
    'Members per tier: Tier 1 Elite: 3 members, Tier 2 Proficient: 6 members, Tier 3 Advancing: 6 members, Tier 4 Building: 15 members',
  );
  const widths = Array.from(bar.children).map((segment) => [segment.getAttribute('data-tier'), (segment as HTMLElement).style.width]);
  expect(widths).toEqual([
    ['Tier 1', '10%'],
    ['Tier 2', '20%'],
    ['Tier 3', '20%'],
    ['Tier 4', '50%'],
  ]);
  expect(within(section).getByRole('list', { name: 'Tiers' })).toHaveTextContent('Tier 4 Building: 15 members (50%)');
});

test('the pyramid on a wide screen: at most 3, 5, 7, 9 avatars, then +N', async () => {
  fakeApi({ [STATS]: { status: 200, body: { message: 'ok', data: aStats() } } });
  renderAt('/leaderboard/stats', <LeaderboardApp />);
  await screen.findByRole('region', { name: 'Performance Pyramid' });
  expect(within(tier('Tier 1 Elite')).getByText('90–120 points · 3 members')).toBeInTheDocument();
  expect(avatarLinks('Tier 1 Elite')).toHaveLength(3);
  expect(moreButton('Tier 1 Elite')).toBeNull();
  expect(avatarLinks('Tier 2 Proficient')).toHaveLength(5);
  expect(moreButton('Tier 2 Proficient')).toHaveTextContent('+1');
  expect(avatarLinks('Tier 3 Advancing')).toHaveLength(6);
  expect(moreButton('Tier 3 Advancing')).toBeNull();
  expect(avatarLinks('Tier 4 Building')).toHaveLength(9);
  expect(moreButton('Tier 4 Building')).toHaveTextContent('+6');
  expect(avatarLinks('Tier 4 Building')[0]).toHaveAttribute('href', '/profile/tier4-1');
});

test('the pyramid under 640 px: at most 2, 3, 4, 5 avatars', async () => {
  restoreMatchMedia = mockMatchMedia(true);
  fakeApi({ [STATS]: { status: 200, body: { message: 'ok', data: aStats() } } });
  renderAt('/leaderboard/stats', <LeaderboardApp />);
  await screen.findByRole('region', { name: 'Performance Pyramid' });
  expect(
    [avatarLinks('Tier 1 Elite'), avatarLinks('Tier 2 Proficient'), avatarLinks('Tier 3 Advancing'), avatarLinks('Tier 4 Building')].map(
      (links) => links.length,
    ),
  ).toEqual([2, 3, 4, 5]);
  expect(['Tier 1 Elite', 'Tier 2 Proficient', 'Tier 3 Advancing', 'Tier 4 Building'].map((title) => moreButton(title)?.textContent)).toEqual([
    '+1',
    '+3',
    '+2',
    '+10',
  ]);
});

test('+N opens a popup listing up to 12 of the tier, each linking to a profile', async () => {
  fakeApi({ [STATS]: { status: 200, body: { message: 'ok', data: aStats() } } });
  const user = userEvent.setup();
  renderAt('/leaderboard/stats', <LeaderboardApp />);
  await screen.findByRole('region', { name: 'Performance Pyramid' });
  await user.click(moreButton('Tier 4 Building') as HTMLElement);
  const dialog = screen.getByRole('dialog', { name: 'Tier 4 Building' });
  expect(dialog).toHaveAccessibleDescription('15 members · 0–29 points');
  const links = within(dialog).getAllByRole('link');
  expect(links).toHaveLength(12);
  expect(links[0]).toHaveAttribute('href', '/profile/tier4-1');
  expect(links[0]).toHaveTextContent('Tier 4 member 1');
  expect(links[0]).toHaveTextContent('50 points');
  expect(dialog).toHaveTextContent('Showing the top 12 of 15.');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(moreButton('Tier 4 Building')).toHaveFocus();
});

test('a pyramid avatar shows its hover card', async () => {
  const stats = aStats({ tiers: [aTier('Tier 1', 1, [90, 120]), aTier('Tier 2', 0, [60, 89]), aTier('Tier 3', 0, [30, 59]), aTier('Tier 4', 0, [0, 29])] });
  stats.tiers[0].users[0] = { ...stats.tiers[0].users[0], name: 'Asha Rao', points: 110, pointsIncreased: 4 };
  fakeApi({ [STATS]: { status: 200, body: { message: 'ok', data: stats } } });
  const user = userEvent.setup();
  renderAt('/leaderboard/stats', <LeaderboardApp />);
  await screen.findByRole('region', { name: 'Performance Pyramid' });
  expect(within(tier('Tier 2 Proficient')).getByText('No members in this tier yet')).toBeInTheDocument();
  await user.hover(within(tier('Tier 1 Elite')).getByRole('link', { name: 'Asha Rao' }));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Asha Rao110 points+4 today');
});

test('a failure shows Error Loading Data with a Retry that reloads the page, and toasts', async () => {
  fakeApi({ [STATS]: { status: 500, body: { message: 'Internal Server Error!' } } });
  const reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderAt('/leaderboard/stats', <LeaderboardApp />);
  expect(await screen.findByRole('heading', { name: 'Error Loading Data' })).toBeInTheDocument();
  expect(await screen.findByText('Error fetching stats page data!')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'User Base' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a spinner while the stats load', async () => {
  fakeApi({ [STATS]: { status: 200, body: { message: 'ok', data: aStats() } } });
  renderAt('/leaderboard/stats', <LeaderboardApp />);
  expect(screen.getByRole('status', { name: 'Loading stats...' })).toBeInTheDocument();
  await screen.findByRole('group', { name: 'User Base' });
  expect(screen.queryByRole('status', { name: 'Loading stats...' })).not.toBeInTheDocument();
});

test('offline with no figures kept on this device, it says they load once back online instead of a spinner, then loads them', async () => {
  const restore = setBrowserOnline(false);
  try {
    const { calls } = fakeApi({ [STATS]: { status: 200, body: { message: 'ok', data: aStats() } } });
    renderAt('/leaderboard/stats', <LeaderboardApp />);
    expect(await screen.findByText('This page is not saved on this device yet. It loads when you are back online.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading stats...' })).toBeNull();
    expect(calls).toHaveLength(0);

    setBrowserOnline(true);
    expect(await screen.findByRole('group', { name: 'User Base' })).toHaveTextContent('30');
  } finally {
    restore();
  }
});
