import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { TopUser } from '@chapter/shared/types';
import { toLocalISODate } from '@chapter/shared/schemas';
import { aProfile, ok } from '../../../test/fixtures';
import { DashboardPage } from './DashboardPage';

const potd = {
  leetcode: {
    problemName: 'Two Sum',
    difficulty: 'Easy',
    accuracy: 55.2,
    topics: ['Array', 'Hash Table', 'Math', 'Sorting', 'Greedy'],
    problemLink: 'https://leetcode.com/problems/two-sum/',
  },
  geeksforgeeks: {
    problemName: 'Reverse a linked list',
    difficulty: 'Medium',
    accuracy: 73.1,
    topics: ['Linked List'],
    problemLink: 'https://www.geeksforgeeks.org/problems/reverse-a-linked-list/1',
  },
};

const topUser = (rank: number, overrides: Partial<TopUser> = {}): TopUser => ({
  _id: `t${rank}`,
  id: `t${rank}`,
  name: `Member ${rank}`,
  profilePicture: null,
  avatar: null,
  role: 'MEMBER',
  points: 100 - rank,
  pointsIncreased: 0,
  currentRank: rank,
  achievements: {},
  ...overrides,
});

beforeEach(() => signInAs('MEMBER'));

test('problems of the day: name, difficulty, accuracy, three topics then +N, and a link', async () => {
  fakeApi({ 'GET /user/get-potd': ok({ data: potd }) });
  renderAt('/dashboard', <DashboardPage />);
  const card = within(await screen.findByRole('region', { name: 'Problem of the Day' }));
  const leetcode = within(await card.findByRole('article', { name: 'LeetCode' }));
  expect(leetcode.getByText('Two Sum')).toBeInTheDocument();
  expect(leetcode.getByText('Easy')).toBeInTheDocument();
  expect(leetcode.getByText(/Accuracy 55.2%/)).toBeInTheDocument();
  expect(
    within(leetcode.getByRole('list', { name: 'Topics' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Array', 'Hash Table', 'Math', '+2']);
  expect(leetcode.getByRole('link', { name: /Solve Problem: Two Sum on LeetCode/ })).toHaveAttribute('href', 'https://leetcode.com/problems/two-sum/');
  expect(within(card.getByRole('article', { name: 'GeeksForGeeks' })).getByText('Reverse a linked list')).toBeInTheDocument();
});

test('a failed problem of the day toasts its error text', async () => {
  fakeApi({ 'GET /user/get-potd': { status: 500, body: {} } });
  renderAt('/dashboard', <DashboardPage />);
  expect(await screen.findAllByText('Failed to fetch POTD')).not.toHaveLength(0);
});

test('the stats tiles spin until the profile arrives, then show points and ranks', async () => {
  fakeApi({ 'POST /user/get-profile-data': ok({ data: aProfile({ points: 42, currentRank: 3, prevMonthData: { prevRank: 7 } }) }) });
  renderAt('/dashboard', <DashboardPage />);
  expect(screen.getByRole('status', { name: 'Loading Points' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading Current Rank' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading Previous Rank' })).toBeInTheDocument();
  const stats = within(await screen.findByRole('region', { name: 'Your stats' }));
  await screen.findByRole('heading', { level: 1 });
  const valueOf = (label: string) => stats.getByText(label).nextElementSibling?.textContent;
  expect(valueOf('Points')).toBe('42');
  expect(valueOf('Current Rank')).toBe('3');
  expect(valueOf('Previous Rank')).toBe('7');
});

test('top 5: ranked, linked, with a hover card and only achievement counts above 0', async () => {
  fakeApi({
    'GET /user/get-top-5-users': ok({
      data: [
        topUser(1, { name: 'Ada', pointsIncreased: 4, achievements: { gold: 2, silver: 0, dailyActiveStreak: 1 } }),
        topUser(2),
        topUser(3),
        topUser(4),
        topUser(5),
      ],
    }),
  });
  const user = userEvent.setup();
  renderAt('/dashboard', <DashboardPage />);
  const card = within(await screen.findByRole('region', { name: 'Top 5 Users of the Month' }));
  expect(await card.findByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/profile/t1');
  const medals = within(card.getByRole('list', { name: "Ada's achievements" }));
  expect(medals.getByRole('img', { name: 'Gold' }).parentElement).toHaveTextContent('×2: 2');
  expect(medals.getByRole('img', { name: 'Daily Active Streak' })).toBeInTheDocument();
  expect(medals.queryByRole('img', { name: 'Silver' })).not.toBeInTheDocument();
  expect(card.queryByRole('list', { name: "Member 2's achievements" })).not.toBeInTheDocument();

  await user.hover(card.getByRole('img', { name: 'Ada' }));
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip).toHaveTextContent('Ada');
  expect(tooltip).toHaveTextContent('99 points');
  expect(tooltip).toHaveTextContent('+4 today');
});

test('a failed top 5 toasts its error text', async () => {
  fakeApi({ 'GET /user/get-top-5-users': { status: 500, body: {} } });
  renderAt('/dashboard', <DashboardPage />);
  expect(await screen.findAllByText('Failed to load top 5 users')).not.toHaveLength(0);
});

test("the heat map shows this month's solves with its figures", async () => {
  const now = new Date();
  const day = (n: number) => toLocalISODate(new Date(now.getFullYear(), now.getMonth(), n));
  fakeApi({
    'POST /user/get-profile-data': ok({
      data: aProfile({
        dailyActivity: [
          { date: day(1), count: 4 },
          { date: day(1), count: 0 },
        ],
      }),
    }),
  });
  renderAt('/dashboard', <DashboardPage />);
  const map = within(await screen.findByRole('region', { name: /Monthly Activity/ }));
  expect(map.getByLabelText(/^1 [A-Z][a-z]+: 4 problems solved$/)).toHaveAttribute('data-level', '2');
  const valueOf = (label: string) => map.getByText(label).nextElementSibling?.textContent;
  expect(valueOf('Max in a day')).toBe('4');
  expect(valueOf('Total')).toBe('4');
  expect(valueOf('Average per day')).toBe((4 / now.getDate()).toFixed(2));
  expect(valueOf('Streak')).toBe('1 day');
});
