import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { pageViews$, type PageViewEvent } from '@chapter/shared';
import { renderAt, signInAs } from '@chapter/shared/testing';
import LeaderboardApp from '../../App';
import { fakeEveryBoard } from '../../test/fixtures';

beforeEach(() => {
  signInAs('MEMBER');
  fakeEveryBoard();
});

const tabs = () => screen.getByRole('navigation', { name: 'Leaderboards' });
const platforms = () => within(tabs()).getByRole('button', { name: 'Platforms' });
const location = () => screen.getByTestId('location').textContent;
const menuLinks = () =>
  within(tabs())
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/leaderboard/platform/'));

test('title and tabs: Overall, Platforms, Stats; the current tab is marked', async () => {
  const user = userEvent.setup();
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
  const overall = within(tabs()).getByRole('link', { name: 'Overall' });
  const stats = within(tabs()).getByRole('link', { name: 'Stats' });
  expect(overall).toHaveAttribute('href', '/leaderboard/overall');
  expect(overall).toHaveAttribute('aria-current', 'page');
  expect(stats).not.toHaveAttribute('aria-current');
  expect(platforms()).toHaveAttribute('aria-expanded', 'false');
  expect(menuLinks()).toHaveLength(0);

  await user.click(stats);
  expect(location()).toBe('/leaderboard/stats');
  expect(stats).toHaveAttribute('aria-current', 'page');
  expect(overall).not.toHaveAttribute('aria-current');
  expect(await screen.findByRole('heading', { level: 2, name: 'Performance Analytics' })).toBeInTheDocument();
  await screen.findByRole('group', { name: 'User Base' });
});

test('the Platforms menu lists the four boards and closes when one is chosen', async () => {
  const user = userEvent.setup();
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  await user.click(platforms());
  expect(platforms()).toHaveAttribute('aria-expanded', 'true');
  expect(menuLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['LeetCode', '/leaderboard/platform/leetcode'],
    ['CodeChef', '/leaderboard/platform/codechef'],
    ['Codeforces', '/leaderboard/platform/codeforces'],
    ['GeeksforGeeks', '/leaderboard/platform/gfg'],
  ]);

  await user.click(within(tabs()).getByRole('link', { name: 'Codeforces' }));
  expect(location()).toBe('/leaderboard/platform/codeforces');
  expect(platforms()).toHaveAttribute('aria-expanded', 'false');
  expect(menuLinks()).toHaveLength(0);
  expect(await screen.findByRole('heading', { level: 2, name: 'Codeforces Leaderboard' })).toBeInTheDocument();

  // On a platform board, its menu entry is the current page and Overall is not.
  expect(within(tabs()).getByRole('link', { name: 'Overall' })).not.toHaveAttribute('aria-current');
  await user.click(platforms());
  expect(within(tabs()).getByRole('link', { name: 'Codeforces' })).toHaveAttribute('aria-current', 'page');
});

test('a click outside closes the menu; a second click on the button too', async () => {
  const user = userEvent.setup();
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  await user.click(platforms());
  await user.click(screen.getByRole('heading', { level: 1, name: 'Leaderboard' }));
  expect(platforms()).toHaveAttribute('aria-expanded', 'false');
  expect(menuLinks()).toHaveLength(0);
  expect(location()).toBe('/leaderboard/overall');

  await user.click(platforms());
  expect(menuLinks()).toHaveLength(4);
  await user.click(platforms());
  expect(menuLinks()).toHaveLength(0);
});

test('Escape closes the menu and gives focus back to the button', async () => {
  const user = userEvent.setup();
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  await user.click(platforms());
  await user.tab();
  expect(within(tabs()).getByRole('link', { name: 'LeetCode' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(platforms()).toHaveAttribute('aria-expanded', 'false');
  expect(platforms()).toHaveFocus();
});

test('the menu closes on any navigation, e.g. the browser going back', async () => {
  let go: NavigateFunction = () => undefined;
  function GrabNavigate() {
    go = useNavigate();
    return null;
  }
  const user = userEvent.setup();
  renderAt(
    '/leaderboard/overall',
    <>
      <LeaderboardApp />
      <GrabNavigate />
    </>,
  );
  await user.click(platforms());
  expect(menuLinks()).toHaveLength(4);
  act(() => go('/leaderboard/stats'));
  expect(location()).toBe('/leaderboard/stats');
  expect(platforms()).toHaveAttribute('aria-expanded', 'false');
  expect(menuLinks()).toHaveLength(0);
  await screen.findByRole('group', { name: 'User Base' });
});

test('keyboard: Arrow keys open and move through the menu, Enter follows a link, Tab leaves and closes', async () => {
  const user = userEvent.setup();
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  act(() => platforms().focus());

  await user.keyboard('{ArrowDown}');
  expect(platforms()).toHaveAttribute('aria-expanded', 'true');
  expect(within(tabs()).getByRole('link', { name: 'LeetCode' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(within(tabs()).getByRole('link', { name: 'CodeChef' })).toHaveFocus();
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(within(tabs()).getByRole('link', { name: 'GeeksforGeeks' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(within(tabs()).getByRole('link', { name: 'LeetCode' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(within(tabs()).getByRole('link', { name: 'GeeksforGeeks' })).toHaveFocus();

  await user.tab();
  expect(within(tabs()).getByRole('link', { name: 'Stats' })).toHaveFocus();
  expect(platforms()).toHaveAttribute('aria-expanded', 'false');

  act(() => platforms().focus());
  await user.keyboard('{Enter}');
  expect(platforms()).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  await user.tab();
  expect(within(tabs()).getByRole('link', { name: 'CodeChef' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(location()).toBe('/leaderboard/platform/codechef');
  expect(platforms()).toHaveAttribute('aria-expanded', 'false');
});

test('each leaderboard page sends a page-view event', async () => {
  const seen: PageViewEvent[] = [];
  const subscription = pageViews$.subscribe((event) => seen.push(event));
  const user = userEvent.setup();
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  expect(seen).toEqual([expect.objectContaining({ type: 'page_view', page: 'leaderboard', path: '/leaderboard/overall' })]);
  await user.click(within(tabs()).getByRole('link', { name: 'Stats' }));
  expect(seen.map((event) => event.path)).toEqual(['/leaderboard/overall', '/leaderboard/stats']);
  subscription.unsubscribe();
  await screen.findByRole('group', { name: 'User Base' });
});
