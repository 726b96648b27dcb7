import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toLocalISODate } from '@chapter/shared/schemas';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { CalendarData } from '@chapter/shared/types';
import { ok } from '../../../test/fixtures';
import { CalendarPanel } from './CalendarPanel';

const now = new Date();
const today = toLocalISODate(now);
const inDays = (days: number) => toLocalISODate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
// The last day of a month well ahead, so "not in the past" never interferes.
const futureLastDay = toLocalISODate(new Date(now.getFullYear() + 1, 1, 0));
const futureMidMonth = toLocalISODate(new Date(now.getFullYear() + 1, 1, 10));

const empty: CalendarData = { contests: [], meetings: [], festivals: [] };
const withToday: CalendarData = {
  contests: [
    {
      _id: today,
      date: today,
      contests: [
        {
          _id: 'c1',
          platform: 'Codeforces',
          contestName: 'Round 900',
          startTime: '20:00:00',
          endTime: '22:00:00',
          contestLink: 'https://codeforces.com/contest/900',
        },
      ],
    },
  ],
  meetings: [
    {
      _id: today,
      meetingDate: today,
      notices: [
        {
          _id: 'm1',
          title: 'Weekly sync',
          description: 'Plans for the month',
          meetingTime: '09:00:00',
          meetingLink: 'https://meet.example/x',
          compulsory: true,
          MoMLink: null,
          attendees: 'ALL',
        },
      ],
    },
  ],
  festivals: [{ _id: 'f1', title: 'Founders Day', date: today }],
};

async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

function serve(initial: CalendarData, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ 'GET /core-member/get-dashboard-calender-data': ok({ data: initial }), ...extra });
}

const openToday = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: /, today, / }));
  return within(screen.getByRole('dialog'));
};

test('an empty day says so; the Today view says All Clear; the last day is the no-activity day', async () => {
  signInAs('MEMBER');
  serve(empty);
  const user = userEvent.setup();
  renderAt('/dashboard', <CalendarPanel />);
  expect(screen.getByRole('status', { name: 'Loading the calendar' })).toBeInTheDocument();
  const dialog = await openToday(user);
  expect(dialog.getByText('No events scheduled for this date.')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: /No activity day/ })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Today' }));
  expect(screen.getByText('All Clear Today!')).toBeInTheDocument();
});

test('a failed load toasts its error text', async () => {
  signInAs('MEMBER');
  fakeApi({ 'GET /core-member/get-dashboard-calender-data': { status: 500, body: {} } });
  renderAt('/dashboard', <CalendarPanel />);
  expect(await screen.findAllByText('Failed to load dashboard calendar data')).not.toHaveLength(0);
});

test('a member sees the day’s events, expands them, but may not add or delete', async () => {
  signInAs('MEMBER');
  const { calls } = serve(withToday);
  const user = userEvent.setup();
  renderAt('/dashboard', <CalendarPanel />);
  const dialog = await openToday(user);
  const toggle = dialog.getByRole('button', { name: /Weekly sync/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(dialog.getByText('Plans for the month')).toBeVisible();
  expect(dialog.getByText('No minutes of meeting yet.')).toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(dialog.getByText('Plans for the month')).not.toBeVisible();
  await user.click(toggle);
  expect(dialog.getByRole('button', { name: 'Delete Weekly sync' })).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('button', { name: 'Add Event' }));
  expect(await screen.findByText('You need CORE member access to create events')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.key !== 'GET /core-member/get-dashboard-calender-data')).toHaveLength(0);
});

test('a core member adds and deletes minutes, and deletes a festival; the calendar reloads after each', async () => {
  signInAs('COREMEMBER');
  let data: CalendarData = JSON.parse(JSON.stringify(withToday));
  const { calls } = fakeApi({
    'GET /core-member/get-dashboard-calender-data': () => ok({ data: JSON.parse(JSON.stringify(data)) }),
    'POST /core-member/create-mom': (call) => {
      data.meetings[0]!.notices[0]!.MoMLink = (call.data as { MoMLink: string }).MoMLink;
      return ok({ message: 'Minutes of meeting added' });
    },
    'DELETE /core-member/delete-mom': () => {
      data.meetings[0]!.notices[0]!.MoMLink = null;
      return ok({ message: 'Minutes of meeting deleted' });
    },
    'DELETE /core-member/delete-festival': () => {
      data = { ...data, festivals: [] };
      return ok({ message: 'Festival deleted successfully' });
    },
  });
  const loads = () => calls.filter((call) => call.key === 'GET /core-member/get-dashboard-calender-data').length;
  const user = userEvent.setup();
  renderAt('/dashboard', <CalendarPanel />);
  const dialog = await openToday(user);
  await user.click(dialog.getByRole('button', { name: /Weekly sync/ }));

  await user.click(dialog.getByRole('button', { name: 'Add minutes' }));
  expect(dialog.getByText('Enter a valid URL')).toBeInTheDocument();
  await fill(user, dialog.getByLabelText('Minutes of meeting link'), 'https://docs.example/mom');
  await user.click(dialog.getByRole('button', { name: 'Add minutes' }));
  expect(await dialog.findByRole('link', { name: 'Minutes of meeting' })).toHaveAttribute('href', 'https://docs.example/mom');
  await waitFor(() => expect(dialog.getByRole('link', { name: 'Minutes of meeting' })).toHaveFocus());
  expect(calls.find((call) => call.key === 'POST /core-member/create-mom')?.data).toEqual({
    dateId: today,
    noticeId: 'm1',
    MoMLink: 'https://docs.example/mom',
  });
  expect(loads()).toBe(2);

  await user.click(dialog.getByRole('button', { name: 'Delete minutes' }));
  expect(await dialog.findByLabelText('Minutes of meeting link')).toBeInTheDocument();
  await waitFor(() => expect(dialog.getByLabelText('Minutes of meeting link')).toHaveFocus());
  expect(calls.find((call) => call.key === 'DELETE /core-member/delete-mom')?.data).toEqual({ dateId: today, noticeId: 'm1' });
  expect(loads()).toBe(3);

  await user.click(dialog.getByRole('button', { name: /Founders Day/ }));
  await user.click(dialog.getByRole('button', { name: 'Delete Founders Day' }));
  await user.click(dialog.getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(dialog.queryByText('Founders Day')).not.toBeInTheDocument());
  expect(calls.find((call) => call.key === 'DELETE /core-member/delete-festival')?.data).toEqual({ festivalId: 'f1' });
  expect(await screen.findByText('Festival deleted successfully')).toBeInTheDocument();
  // Focus stayed in the dialog, so Escape still closes it.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a contest is deleted with its day and id', async () => {
  signInAs('COREMEMBER');
  const { calls } = serve(withToday, { 'DELETE /core-member/delete-contest': ok({ message: 'Contest deleted successfully' }) });
  const user = userEvent.setup();
  renderAt('/dashboard', <CalendarPanel />);
  const dialog = await openToday(user);
  await user.click(dialog.getByRole('button', { name: /Round 900/ }));
  await user.click(dialog.getByRole('button', { name: 'Delete Round 900' }));
  await user.click(dialog.getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(calls.find((call) => call.key === 'DELETE /core-member/delete-contest')?.data).toEqual({ dateId: today, contestId: 'c1' }));
});

describe('Add Event', () => {
  const openForm = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    return within(await screen.findByRole('dialog', { name: 'Add Event' }));
  };

  test('a contest on the last day of the month is refused with its message; its end may not precede its start', async () => {
    signInAs('COREMEMBER');
    const { calls } = serve(empty);
    const user = userEvent.setup();
    renderAt('/dashboard', <CalendarPanel />);
    const form = await openForm(user);
    await user.selectOptions(form.getByLabelText(/^Event type/), 'contest');
    await fill(user, form.getByLabelText(/^Title/), 'Round 901');
    await fill(user, form.getByLabelText(/^Date/), futureLastDay);
    await fill(user, form.getByLabelText(/^Contest link/), 'https://codeforces.com/contest/901');
    await fill(user, form.getByLabelText(/^Start time/), '20:00');
    await fill(user, form.getByLabelText(/^End time/), '19:00');
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    expect(await form.findByText('Contests cannot be scheduled on the last day of the month')).toBeInTheDocument();
    expect(form.getByText('End time cannot be before start time')).toBeInTheDocument();
    expect(form.getByText('Platform is required')).toBeInTheDocument();
    expect(calls.some((call) => call.key === 'POST /core-member/create-contest')).toBe(false);
  });

  test('a date in the past is refused', async () => {
    signInAs('COREMEMBER');
    serve(empty);
    const user = userEvent.setup();
    renderAt('/dashboard', <CalendarPanel />);
    const form = await openForm(user);
    await user.selectOptions(form.getByLabelText(/^Event type/), 'festival');
    await fill(user, form.getByLabelText(/^Title/), 'Old');
    await fill(user, form.getByLabelText(/^Date/), inDays(-2));
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    expect(await form.findByText('Date cannot be in the past')).toBeInTheDocument();
  });

  test('a contest goes with HH:MM:SS times and the calendar reloads', async () => {
    signInAs('COREMEMBER');
    const { calls } = serve(empty, { 'POST /core-member/create-contest': { status: 201, body: { message: 'Contest created successfully' } } });
    const user = userEvent.setup();
    renderAt('/dashboard', <CalendarPanel />);
    const form = await openForm(user);
    await user.selectOptions(form.getByLabelText(/^Event type/), 'contest');
    await fill(user, form.getByLabelText(/^Title/), 'Round 902');
    await fill(user, form.getByLabelText(/^Date/), futureMidMonth);
    await fill(user, form.getByLabelText(/^Contest link/), 'https://codeforces.com/contest/902');
    await fill(user, form.getByLabelText(/^Start time/), '18:00');
    await fill(user, form.getByLabelText(/^End time/), '20:30');
    await user.selectOptions(form.getByLabelText(/^Platform/), 'Codeforces');
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.key === 'POST /core-member/create-contest')?.data).toEqual({
      contestName: 'Round 902',
      contestLink: 'https://codeforces.com/contest/902',
      platform: 'Codeforces',
      startTime: '18:00:00',
      endTime: '20:30:00',
      date: futureMidMonth,
      toSendEmail: false,
    });
    expect(await screen.findByText('Contest created successfully')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.key === 'GET /core-member/get-dashboard-calender-data')).toHaveLength(2));
  });

  test('a meeting needs a description; it goes with attendees, e-mail and HH:MM:SS', async () => {
    signInAs('COREMEMBER');
    const { calls } = serve(empty, {
      'POST /core-member/create-meeting': ok({ message: 'Meeting created successfully', data: { dateId: futureMidMonth, noticeId: 'm9' } }),
    });
    const user = userEvent.setup();
    renderAt('/dashboard', <CalendarPanel />);
    const form = await openForm(user);
    await fill(user, form.getByLabelText(/^Title/), 'Planning');
    await fill(user, form.getByLabelText(/^Date/), futureMidMonth);
    await fill(user, form.getByLabelText(/^Meeting link/), 'https://meet.example/plan');
    await fill(user, form.getByLabelText(/^Start time/), '17:45');
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    expect(await form.findByText('Description is required')).toBeInTheDocument();
    await fill(user, form.getByLabelText(/^Description/), 'Next month');
    await user.selectOptions(form.getByLabelText(/^Attendees/), 'MEMBER');
    await user.click(form.getByLabelText('E-mail the members about it'));
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.key === 'POST /core-member/create-meeting')?.data).toEqual({
      title: 'Planning',
      description: 'Next month',
      meetingLink: 'https://meet.example/plan',
      meetingDate: futureMidMonth,
      meetingTime: '17:45:00',
      compulsory: false,
      toSendEmail: true,
      attendees: 'MEMBER',
    });
  });

  test('a refused festival shows the server message and keeps the form', async () => {
    signInAs('COREMEMBER');
    serve(empty, { 'POST /core-member/add-festival': { status: 400, body: { message: 'A festival with this title already exists on that day' } } });
    const user = userEvent.setup();
    renderAt('/dashboard', <CalendarPanel />);
    const form = await openForm(user);
    await user.selectOptions(form.getByLabelText(/^Event type/), 'festival');
    await fill(user, form.getByLabelText(/^Title/), 'Holi');
    await fill(user, form.getByLabelText(/^Date/), futureMidMonth);
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('A festival with this title already exists on that day')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Event' })).toBeInTheDocument();
  });
});
