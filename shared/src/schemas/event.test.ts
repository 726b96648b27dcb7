import { eventSchema, isLastDayOfMonth, normaliseTime } from '.';
import { errorsOf } from './testErrors';

const today = new Date(2030, 5, 10); // 10 June 2030
const ctx = { today };
const meeting = {
  type: 'meeting',
  title: 'Sync',
  date: '2030-06-12',
  link: 'https://meet.io/x',
  startTime: '18:30',
  description: 'Weekly',
  attendees: 'MEMBER',
};
const contest = {
  type: 'contest',
  title: 'Round 1',
  date: '2030-06-12',
  link: 'https://codeforces.com/c/1',
  startTime: '18:00',
  endTime: '20:00',
  platform: 'Codeforces',
};

describe('eventSchema', () => {
  it('accepts a meeting and normalises its time to HH:MM:SS', async () => {
    const value = await eventSchema.validate(meeting, { context: ctx });
    expect(value.startTime).toBe('18:30:00');
    expect(value.compulsory).toBe(false);
  });

  it('accepts a festival with only title and date', async () => {
    expect(await errorsOf(eventSchema, { type: 'festival', title: 'Diwali', date: '2030-06-10' }, ctx)).toEqual([]);
  });

  it('requires title and date and rejects past dates', async () => {
    expect(await errorsOf(eventSchema, { type: 'festival' }, ctx)).toEqual(['Title is required', 'Date is required']);
    expect(await errorsOf(eventSchema, { type: 'festival', title: 'x', date: '2030-06-09' }, ctx)).toEqual(['Date cannot be in the past']);
  });

  it('rejects dates that are not real calendar days', async () => {
    for (const date of ['tomorrow', '2030-02-30', '2030-6-12']) {
      expect(await errorsOf(eventSchema, { type: 'festival', title: 'x', date }, ctx)).toEqual(['Enter a valid date']);
    }
  });

  it('meeting needs link, start time, description and attendees', async () => {
    expect(await errorsOf(eventSchema, { type: 'meeting', title: 'x', date: '2030-06-12' }, ctx)).toEqual([
      'Link is required',
      'Start time is required',
      'Description is required',
      'Attendees are required',
    ]);
    expect(await errorsOf(eventSchema, { ...meeting, link: 'meet' }, ctx)).toEqual(['Enter a valid URL']);
  });

  it('contest needs an end time not before start and a platform', async () => {
    expect(await errorsOf(eventSchema, { ...contest, endTime: undefined, platform: undefined }, ctx)).toEqual(['End time is required', 'Platform is required']);
    expect(await errorsOf(eventSchema, { ...contest, endTime: '17:59' }, ctx)).toEqual(['End time cannot be before start time']);
    expect(await errorsOf(eventSchema, { ...contest, endTime: '18:00' }, ctx)).toEqual([]);
    expect(await errorsOf(eventSchema, { ...contest, platform: 'LeetCode' }, ctx)).toEqual(['Platform must be Codeforces or CodeChef']);
  });

  it('contests cannot be on the last day of the month, other events can', async () => {
    expect(await errorsOf(eventSchema, { ...contest, date: '2030-06-30' }, ctx)).toEqual(['Contests cannot be scheduled on the last day of the month']);
    expect(await errorsOf(eventSchema, { ...meeting, date: '2030-06-30' }, ctx)).toEqual([]);
  });

  it('date helpers', () => {
    expect(isLastDayOfMonth('2028-02-29')).toBe(true);
    expect(isLastDayOfMonth('2027-02-28')).toBe(true);
    expect(isLastDayOfMonth('2028-02-28')).toBe(false);
    expect(isLastDayOfMonth('2030-12-31')).toBe(true);
    expect(normaliseTime('09:05')).toBe('09:05:00');
    expect(normaliseTime('09:05:30')).toBe('09:05:30');
  });
});
