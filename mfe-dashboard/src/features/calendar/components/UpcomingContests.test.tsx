import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toLocalISODate } from '@chapter/shared/schemas';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { CalendarData, UpcomingContestSuggestion, UpcomingContests } from '@chapter/shared/types';
import { ok } from '../../../test/fixtures';
import { CalendarPanel } from './CalendarPanel';

const now = new Date();
const day = toLocalISODate(new Date(now.getFullYear() + 1, 1, 10));
const empty: CalendarData = { contests: [], meetings: [], festivals: [] };

const suggestion = (overrides: Partial<UpcomingContestSuggestion>): UpcomingContestSuggestion => ({
  platform: 'codeforces',
  platformName: 'Codeforces',
  code: '2100',
  name: 'Codeforces Round 1000 (Div. 2)',
  link: 'https://codeforces.com/contest/2100',
  startsAt: `${day}T14:35:00.000Z`,
  endsAt: `${day}T16:35:00.000Z`,
  date: day,
  startTime: '20:05',
  endTime: '22:05',
  added: false,
  unavailable: null,
  ...overrides,
});

const upcoming: UpcomingContests = {
  checkedAt: now.toISOString(),
  contests: [
    suggestion({ platform: 'leetcode', platformName: 'LeetCode', code: 'weekly-contest-500', name: 'Weekly Contest 500', unavailable: 'not here' }),
    suggestion({}),
    suggestion({
      platform: 'codechef',
      platformName: 'CodeChef',
      code: 'START180',
      name: 'Starters 180',
      link: 'https://www.codechef.com/START180',
      added: true,
    }),
    suggestion({ code: '2101', name: 'Long Round', unavailable: 'Ends on a later day: a calendar contest starts and ends on one day' }),
  ],
};

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Event' }));
  return within(await screen.findByRole('dialog', { name: 'Add Event' }));
}

test('one click on a suggested contest fills the form; saved as it is, its link names the contest', async () => {
  signInAs('COREMEMBER');
  const { calls } = fakeApi({
    'GET /core-member/get-dashboard-calender-data': ok({ data: empty }),
    'GET /calendar/upcoming-contests': ok({ data: upcoming }),
    'POST /core-member/create-contest': ok({ message: 'Contest created successfully' }),
  });
  const user = userEvent.setup();
  renderAt('/dashboard', <CalendarPanel />);
  const form = await openForm(user);

  const list = within(await form.findByRole('list', { name: 'Upcoming Codeforces and CodeChef contests' }));
  // Added and unavailable ones are shown, not offered; other platforms are only counted.
  expect(list.getAllByRole('button')).toHaveLength(1);
  expect(list.getByText('Starters 180').closest('li')).toHaveTextContent('Added');
  expect(list.getByText('Long Round').closest('li')).toHaveTextContent('Ends on a later day');
  expect(form.getByText(/Also ahead: 1 on LeetCode\./)).toBeInTheDocument();

  const pick = list.getByRole('button', { name: /Codeforces Round 1000 \(Div\. 2\)/ });
  expect(pick).toHaveAccessibleName(expect.stringContaining('20:05–22:05'));
  pick.focus();
  await user.keyboard('{Enter}');
  expect(form.getByLabelText(/^Event type/)).toHaveValue('contest');
  expect(form.getByLabelText(/^Title/)).toHaveValue('Codeforces Round 1000 (Div. 2)');
  expect(form.getByLabelText(/^Contest link/)).toHaveValue('https://codeforces.com/contest/2100');
  expect(form.getByLabelText(/^Platform/)).toHaveValue('Codeforces');
  expect(form.getByLabelText(/^Date/)).toHaveValue(day);
  expect(form.getByLabelText(/^Start time/)).toHaveValue('20:05');
  expect(form.getByLabelText(/^End time/)).toHaveValue('22:05');
  expect(form.getByText('Filled in: Codeforces Round 1000 (Div. 2)')).toBeInTheDocument();

  await user.click(form.getByRole('button', { name: 'Add Event' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((call) => call.key === 'POST /core-member/create-contest')?.data).toEqual({
    contestName: 'Codeforces Round 1000 (Div. 2)',
    contestLink: 'https://codeforces.com/contest/2100',
    platform: 'Codeforces',
    startTime: '20:05:00',
    endTime: '22:05:00',
    date: day,
    toSendEmail: false,
  });
  // The suggestions load again with the calendar, so the one just added comes back marked.
  await waitFor(() => expect(calls.filter((call) => call.key === 'GET /calendar/upcoming-contests').length).toBeGreaterThanOrEqual(2));
});

test('Check again reads the platforms now; none listed says so; a failed load offers Retry', async () => {
  signInAs('COREMEMBER');
  let fail = true;
  const { calls } = fakeApi({
    'GET /core-member/get-dashboard-calender-data': ok({ data: empty }),
    'GET /calendar/upcoming-contests': () => (fail ? { status: 500, body: {} } : ok({ data: { contests: [], checkedAt: null } })),
    'POST /calendar/upcoming-contests/refresh': ok({ message: 'Upcoming contests checked', data: upcoming }),
  });
  const user = userEvent.setup();
  renderAt('/dashboard', <CalendarPanel />);
  const form = await openForm(user);
  expect(await form.findByText('Failed to load upcoming contests')).toBeInTheDocument();
  fail = false;
  await user.click(form.getByRole('button', { name: 'Retry' }));
  expect(await form.findByText('No upcoming Codeforces or CodeChef contests listed.')).toBeInTheDocument();

  await user.click(form.getByRole('button', { name: 'Check again' }));
  expect(await form.findByRole('button', { name: /Codeforces Round 1000/ })).toBeInTheDocument();
  expect(calls.filter((call) => call.key === 'POST /calendar/upcoming-contests/refresh')).toHaveLength(1);
  // The answer is said in the section, beside the button (a toast would cover the button at 390 px).
  expect(await form.findByText('Upcoming contests checked')).toBeInTheDocument();
});
