/**
 * The chapter calendar (docs/rules.md §10): contests, meetings with their minutes, festivals, and each member's private
 * iCalendar feed. Every write is COREMEMBER or higher; the API checks each field with the shared event rules
 * (@chapter/shared/schemas' eventSchema), so the bodies declare only types and lengths.
 */
import { platformKey } from './common';
import { bearer, routeTable } from './route';
import { MessageResponse, Type, bool, list, nstr, obj, oneOf, opt, str, withData, type Static } from './schema';

// ---- Calendar ----
/** Who a meeting is for (and who is mailed about it): everyone, MEMBER and above, or COREMEMBER and above. */
export const MeetingAttendees = oneOf(['ALL', 'MEMBER', 'COREMEMBER']);
export type MeetingAttendees = Static<typeof MeetingAttendees>;

export const CalendarContest = obj({
  _id: str,
  contestName: str,
  contestLink: str,
  platform: str,
  /** HH:MM:SS */
  startTime: str,
  endTime: str,
});
export type CalendarContest = Static<typeof CalendarContest>;

export const CalendarMeeting = obj({
  _id: str,
  title: str,
  description: str,
  /** HH:MM:SS */
  meetingTime: str,
  meetingLink: str,
  compulsory: bool,
  MoMLink: nstr,
  attendees: MeetingAttendees,
});
export type CalendarMeeting = Static<typeof CalendarMeeting>;

export const CalendarFestival = obj({
  _id: str,
  title: str,
  /** YYYY-MM-DD */
  date: str,
});
export type CalendarFestival = Static<typeof CalendarFestival>;

/** GET /core-member/get-dashboard-calender-data → data. Each day's `_id` is the `dateId` the delete routes take. */
export const CalendarData = obj({
  contests: list(obj({ _id: str, date: str, contests: list(CalendarContest) })),
  meetings: list(obj({ _id: str, meetingDate: str, notices: list(CalendarMeeting) })),
  festivals: list(CalendarFestival),
});
export type CalendarData = Static<typeof CalendarData>;
export const CalendarDataResponse = withData(CalendarData);
export type CalendarDataResponse = Static<typeof CalendarDataResponse>;

/** `month` (YYYY-MM): that month; without it, from the start of last month for thirteen months. */
export const CalendarDataQuery = obj({ month: opt(Type.String({ pattern: '^(\\d{4})-(0[1-9]|1[0-2])$' })) });
export type CalendarDataQuery = Static<typeof CalendarDataQuery>;

/** POST /core-member/create-contest (platform Codeforces or CodeChef; times HH:MM:SS; date YYYY-MM-DD). */
export const CreateContestRequest = obj({
  contestName: opt(Type.String({ maxLength: 200 })),
  contestLink: opt(Type.String({ maxLength: 2000 })),
  platform: opt(str),
  /** HH:MM:SS */
  startTime: opt(Type.String({ maxLength: 8 })),
  endTime: opt(Type.String({ maxLength: 8 })),
  /** YYYY-MM-DD */
  date: opt(Type.String({ maxLength: 10 })),
  toSendEmail: opt(bool),
});
export type CreateContestRequest = Static<typeof CreateContestRequest>;
/** The contest as stored, with its day. */
export const CreateContestResponse = withData(obj({ ...CalendarContest.properties, date: str }));
export type CreateContestResponse = Static<typeof CreateContestResponse>;

/** POST /core-member/create-meeting → { message, data: { dateId, noticeId } }; `attendees` ALL (or 'all'), MEMBER or COREMEMBER. */
export const CreateMeetingRequest = obj({
  title: opt(Type.String({ maxLength: 200 })),
  description: opt(Type.String({ maxLength: 5000 })),
  meetingLink: opt(Type.String({ maxLength: 2000 })),
  meetingDate: opt(Type.String({ maxLength: 10 })),
  meetingTime: opt(Type.String({ maxLength: 8 })),
  compulsory: opt(bool),
  toSendEmail: opt(bool),
  attendees: opt(Type.String({ maxLength: 20 })),
});
export type CreateMeetingRequest = Static<typeof CreateMeetingRequest>;
export const CreateMeetingResponse = withData(obj({ dateId: str, noticeId: str }));
export type CreateMeetingResponse = Static<typeof CreateMeetingResponse>;

/** DELETE /core-member/delete-meeting, DELETE /core-member/delete-mom */
export const MeetingRef = obj({ dateId: opt(str), noticeId: opt(str) });
export type MeetingRef = Static<typeof MeetingRef>;
/** POST /core-member/create-mom */
export const CreateMomRequest = obj({ ...MeetingRef.properties, MoMLink: opt(Type.String({ maxLength: 2000 })) });
export type CreateMomRequest = Static<typeof CreateMomRequest>;
/** DELETE /core-member/delete-contest */
export const ContestRef = obj({ dateId: opt(str), contestId: opt(str) });
export type ContestRef = Static<typeof ContestRef>;

/** POST /core-member/add-festival → { message, data: CalendarFestival } */
export const AddFestivalRequest = obj({ title: opt(Type.String({ maxLength: 200 })), date: opt(Type.String({ maxLength: 10 })) });
export type AddFestivalRequest = Static<typeof AddFestivalRequest>;
export const AddFestivalResponse = withData(CalendarFestival);
export type AddFestivalResponse = Static<typeof AddFestivalResponse>;
/** DELETE /core-member/delete-festival */
export const FestivalRef = obj({ festivalId: opt(str) });
export type FestivalRef = Static<typeof FestivalRef>;

// ---- Upcoming contests (suggestions for the add-contest form) ----
/**
 * A contest a platform lists as not started yet, with the add-contest form's values in the chapter's time zone. The
 * form's `contestLink` is `link`, which names `code`, the contest the results job fetches.
 */
export const UpcomingContestSuggestion = obj({
  platform: platformKey,
  /** The platform as the calendar writes it ('Codeforces', 'CodeChef', 'LeetCode', 'GeeksforGeeks'). */
  platformName: str,
  /** The platform's own code of the contest (Codeforces: the contest id; CodeChef: e.g. START170). */
  code: str,
  name: str,
  link: str,
  /** ISO instants. */
  startsAt: str,
  endsAt: str,
  /** YYYY-MM-DD, in the chapter's zone. */
  date: str,
  /** HH:MM, in the chapter's zone. */
  startTime: str,
  endTime: str,
  /** Already on the calendar: a calendar contest of the same platform with the same code, or the same link. */
  added: bool,
  /** Why the calendar cannot take it (another platform, ends on another day, the month's last day); null when it can. */
  unavailable: nstr,
});
export type UpcomingContestSuggestion = Static<typeof UpcomingContestSuggestion>;
/** Soonest first; `checkedAt`: when the newest stored list was read from its platform (null: none stored). */
export const UpcomingContests = obj({ contests: list(UpcomingContestSuggestion), checkedAt: nstr });
export type UpcomingContests = Static<typeof UpcomingContests>;
export const UpcomingContestsResponse = withData(UpcomingContests);
export type UpcomingContestsResponse = Static<typeof UpcomingContestsResponse>;

// ---- Calendar feed ----
/** GET /user/get-calendar-feed → data.url null when the member has none; POST create-calendar-feed makes a new one. */
export const CalendarFeedResponse = withData(obj({ url: nstr }));
export type CalendarFeedResponse = Static<typeof CalendarFeedResponse>;

/** The feed itself: an iCalendar file, not JSON. */
const CalendarFile = Type.Unsafe<string>({ description: 'The calendar', content: { 'text/calendar': { schema: { type: 'string' } } } });

const tags = ['calendar'];

export const calendarRoutes = routeTable({
  'GET /core-member/get-dashboard-calender-data': {
    summary: "The chapter's contests, meetings and festivals, grouped by day",
    description: 'With `month` (YYYY-MM) that month; without it, from the start of last month for thirteen months.',
    tags,
    security: bearer,
    querystring: CalendarDataQuery,
    response: { 200: CalendarDataResponse },
  },
  'POST /core-member/create-contest': {
    summary: 'Schedule a contest; problems solved in it during its hours earn points; with toSendEmail, members who take notifications are mailed',
    tags,
    security: bearer,
    body: CreateContestRequest,
    response: { 200: CreateContestResponse, 503: MessageResponse },
  },
  'DELETE /core-member/delete-contest': {
    summary: 'Remove a scheduled contest',
    tags,
    security: bearer,
    body: ContestRef,
    response: { 200: MessageResponse },
  },
  'POST /core-member/create-meeting': {
    summary: 'Schedule a meeting; with toSendEmail, its attendees (ALL, MEMBER or COREMEMBER and above) who take notifications are mailed',
    tags,
    security: bearer,
    body: CreateMeetingRequest,
    response: { 200: CreateMeetingResponse, 503: MessageResponse },
  },
  'DELETE /core-member/delete-meeting': {
    summary: 'Remove a meeting',
    tags,
    security: bearer,
    body: MeetingRef,
    response: { 200: MessageResponse, 503: MessageResponse },
  },
  'POST /core-member/create-mom': {
    summary: 'Attach (or replace) the link to a meeting’s minutes',
    tags,
    security: bearer,
    body: CreateMomRequest,
    response: { 200: MessageResponse, 503: MessageResponse },
  },
  'DELETE /core-member/delete-mom': {
    summary: 'Remove the link to a meeting’s minutes',
    tags,
    security: bearer,
    body: MeetingRef,
    response: { 200: MessageResponse, 503: MessageResponse },
  },
  'POST /core-member/add-festival': {
    summary: 'Add a festival (an all-day event) to the calendar',
    tags,
    security: bearer,
    body: AddFestivalRequest,
    response: { 200: AddFestivalResponse, 503: MessageResponse },
  },
  'DELETE /core-member/delete-festival': {
    summary: 'Remove a festival',
    tags,
    security: bearer,
    body: FestivalRef,
    response: { 200: MessageResponse, 503: MessageResponse },
  },
  'GET /calendar/upcoming-contests': {
    summary: 'The contests the platforms list as not started yet, as suggestions for the add-contest form (COREMEMBER and above)',
    description: 'Read from each platform once a day. Times are in the chapter’s zone as the form takes them; `added` marks those already on the calendar.',
    tags,
    security: bearer,
    response: { 200: UpcomingContestsResponse },
  },
  'POST /calendar/upcoming-contests/refresh': {
    summary: 'Read the platforms’ upcoming contests again now, and answer the suggestions (COREMEMBER and above)',
    description: 'A platform that does not answer keeps the list last read from it; `message` names it.',
    tags,
    security: bearer,
    response: { 200: UpcomingContestsResponse },
  },
  'GET /user/get-calendar-feed': {
    summary: "The caller's private calendar-feed address, or null",
    tags,
    security: bearer,
    response: { 200: CalendarFeedResponse },
  },
  'POST /user/create-calendar-feed': {
    summary: 'A new private calendar-feed address; any previous address stops working',
    tags,
    security: bearer,
    response: { 200: CalendarFeedResponse },
  },
  'DELETE /user/revoke-calendar-feed': {
    summary: "Stop the caller's calendar-feed address from working",
    tags,
    security: bearer,
    response: { 200: MessageResponse },
  },
  'GET /public/calendar/:file': {
    summary: "The chapter calendar (contests, meetings, festivals) as iCalendar, at a member's private address",
    tags,
    // No bearer token: the secret in the address (`<secret>.ics`) is the credential, as calendar apps cannot sign in.
    params: obj({ file: opt(Type.String({ maxLength: 100 })) }),
    produces: ['text/calendar', 'application/json'],
    response: { 200: CalendarFile },
  },
});
