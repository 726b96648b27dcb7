import { eventSchema } from '@chapter/shared/schemas';
import { toCalendarEvents, toEventRequest } from './events';
import { monthGrid } from './monthGrid';

test('the grouped calendar becomes one list by day and time', () => {
  const events = toCalendarEvents({
    contests: [
      {
        _id: '2026-11-20',
        date: '2026-11-20',
        contests: [
          {
            _id: 'c1',
            platform: 'Codeforces',
            contestName: 'Round 1',
            startTime: '20:00:00',
            endTime: '22:00:00',
            contestLink: 'https://codeforces.com/contest/1',
          },
        ],
      },
    ],
    meetings: [
      {
        _id: '2026-11-20',
        meetingDate: '2026-11-20',
        notices: [
          {
            _id: 'm1',
            title: 'Sync',
            description: 'Weekly',
            meetingTime: '09:00:00',
            meetingLink: 'https://meet.example/x',
            compulsory: true,
            MoMLink: null,
            attendees: 'ALL',
          },
        ],
      },
    ],
    festivals: [{ _id: 'f1', title: 'Diwali', date: '2026-11-08' }],
  });
  expect(events.map((event) => [event.type, event.eventId, event.dateId])).toEqual([
    ['festival', 'f1', null],
    ['meeting', 'm1', '2026-11-20'],
    ['contest', 'c1', '2026-11-20'],
  ]);
});

test('a contest goes with its times as HH:MM:SS; a meeting with ALL for every user', async () => {
  const context = { context: { today: new Date(2030, 0, 1) } };
  const contest = await eventSchema.validate(
    {
      type: 'contest',
      title: 'Round',
      date: '2030-01-10',
      link: 'https://codeforces.com/contest/5',
      startTime: '18:00',
      endTime: '20:30',
      platform: 'Codeforces',
    },
    context,
  );
  expect(toEventRequest(contest)).toEqual({
    type: 'contest',
    body: {
      contestName: 'Round',
      contestLink: 'https://codeforces.com/contest/5',
      platform: 'Codeforces',
      startTime: '18:00:00',
      endTime: '20:30:00',
      date: '2030-01-10',
      toSendEmail: false,
    },
  });
  const meeting = await eventSchema.validate(
    {
      type: 'meeting',
      title: 'Sync',
      date: '2030-01-10',
      link: 'https://meet.example/x',
      startTime: '09:15',
      description: 'Plans',
      attendees: 'all',
      toSendEmail: true,
    },
    context,
  );
  expect(toEventRequest(meeting).body).toMatchObject({ meetingTime: '09:15:00', attendees: 'ALL', toSendEmail: true, compulsory: false });
});

test('the month grid starts on Monday and marks the last day', () => {
  const grid = monthGrid(2026, 10);
  expect(grid.offset).toBe(6);
  expect(grid.days).toHaveLength(30);
  expect(grid.days.filter((day) => day.lastDay).map((day) => day.date)).toEqual(['2026-11-30']);
});
