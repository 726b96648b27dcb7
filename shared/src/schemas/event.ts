import { boolean, object, string, type InferType } from 'yup';
import { CONTEST_PLATFORMS, EVENT_TYPES } from '../constants';
import { isBeforeToday, isLastDayOfMonth, normaliseTime, parseLocalISODate } from './dates';

export const MEETING_ATTENDEES = ['all', 'MEMBER', 'COREMEMBER'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const isType =
  (...types: EventType[]) =>
  (type: unknown) =>
    types.includes(type as EventType);

const timeField = (requiredMessage: string) =>
  string()
    .transform((value: string | undefined) => (value ? normaliseTime(value.trim()) : value))
    .required(requiredMessage)
    .matches(TIME, 'Enter a valid time');

/**
 * Calendar event form. Meetings and contests need a link and a start time; contests an end time
 * and a platform; meetings a description and attendees; festivals only a title and date.
 * Pass `{ context: { today } }` to validate against another "today" (tests, server clocks).
 */
export const eventSchema = object({
  type: string()
    .oneOf([...EVENT_TYPES], 'Choose an event type')
    .required('Choose an event type'),
  title: string().trim().required('Title is required'),
  date: string()
    .required('Date is required')
    .test('valid-date', 'Enter a valid date', (value) => !value || parseLocalISODate(value) !== null)
    .test('not-past', 'Date cannot be in the past', function notPast(value) {
      const today = (this.options.context?.today as Date | undefined) ?? new Date();
      return !value || parseLocalISODate(value) === null || !isBeforeToday(value, today);
    })
    .when('type', {
      is: isType('contest'),
      then: (s) => s.test('not-last-day', 'Contests cannot be scheduled on the last day of the month', (value) => !value || !isLastDayOfMonth(value)),
    }),
  link: string()
    .trim()
    .url('Enter a valid URL')
    .when('type', { is: isType('meeting', 'contest'), then: (s) => s.required('Link is required') }),
  startTime: string().when('type', { is: isType('meeting', 'contest'), then: () => timeField('Start time is required') }),
  endTime: string().when('type', {
    is: isType('contest'),
    then: () =>
      timeField('End time is required').test('not-before-start', 'End time cannot be before start time', function notBeforeStart(end) {
        const start = this.parent.startTime as string | undefined;
        // A malformed start time has its own message; comparing against it would only add a second, wrong one.
        return !start || !end || !TIME.test(normaliseTime(start)) || end >= normaliseTime(start);
      }),
  }),
  platform: string().when('type', {
    is: isType('contest'),
    then: (s) => s.required('Platform is required').oneOf([...CONTEST_PLATFORMS], 'Platform must be Codeforces or CodeChef'),
  }),
  description: string().when('type', { is: isType('meeting'), then: (s) => s.trim().required('Description is required') }),
  attendees: string().when('type', {
    is: isType('meeting'),
    then: (s) => s.required('Attendees are required').oneOf([...MEETING_ATTENDEES], 'Choose who attends'),
  }),
  compulsory: boolean().default(false),
  toSendEmail: boolean().default(false),
});

export type EventValues = InferType<typeof eventSchema>;
