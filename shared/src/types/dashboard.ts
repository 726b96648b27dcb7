// The dashboard's contract (docs/rules.md §10): problems of the day, points history, calendar, announcements and
// the calendar feed, as the API answers them and the dashboard remote reads them.
import type { MessageResponse, PlatformKey } from '@chapter/contract';

// ---- Problems of the day ----
/** One platform's problem of the day. */
export interface ProblemOfTheDay {
  problemName: string;
  /** 'Easy', 'Medium' or 'Hard' as the platform writes it. */
  difficulty: string;
  /** Percent of accepted submissions, when the platform says it. */
  accuracy: number | string | null;
  topics: string[];
  problemLink: string;
  date?: string;
}
/** GET /user/get-potd → data: null for a platform whose problem has not been fetched yet. */
export interface ProblemsOfTheDay {
  leetcode: ProblemOfTheDay | null;
  geeksforgeeks: ProblemOfTheDay | null;
}
export interface ProblemsOfTheDayResponse extends MessageResponse {
  data: ProblemsOfTheDay;
}

// ---- Points history ----
/** One row of the points ledger: where a point came from. */
export interface LedgerEntry {
  /** YYYY-MM-DD */
  day: string;
  kind: 'practice' | 'contest' | 'adjustment';
  platform: PlatformKey | null;
  points: number;
  contestName: string | null;
  /** The problem (practice) or the reason (adjustment). */
  note: string | null;
  /** Who made an adjustment. */
  by: string | null;
  /** Contest points of a contest the platform may still revise (its last re-fetch has not run yet). */
  provisional: boolean;
  /** A re-fetch of the contest's standings changed the member's points for it: this row is the difference. */
  revision: LedgerRevision | null;
}
/** The member's points for the contest before and after a re-fetch (`stage`: 1 a day later, 2 a week later by default). */
export interface LedgerRevision {
  stage: number;
  before: number;
  after: number;
}
/** POST /user/get-points-history { month?: 'YYYY-MM' } → data (default: this month). */
export interface PointsHistory {
  month: string;
  total: number;
  entries: LedgerEntry[];
}
export interface PointsHistoryResponse extends MessageResponse {
  data: PointsHistory;
}

// ---- Calendar ----
export type ContestPlatform = 'Codeforces' | 'CodeChef';
export type MeetingAttendees = 'ALL' | 'MEMBER' | 'COREMEMBER';

export interface CalendarContest {
  _id: string;
  platform: string;
  contestName: string;
  /** HH:MM:SS */
  startTime: string;
  endTime: string;
  contestLink: string;
}
export interface CalendarMeeting {
  _id: string;
  title: string;
  description: string;
  /** HH:MM:SS */
  meetingTime: string;
  meetingLink: string;
  compulsory: boolean;
  MoMLink: string | null;
  attendees?: MeetingAttendees;
}
export interface CalendarFestival {
  _id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
}
/** GET /core-member/get-dashboard-calender-data → data. Each day's `_id` is the `dateId` the delete routes take. */
export interface CalendarData {
  contests: Array<{ _id: string; date: string; contests: CalendarContest[] }>;
  meetings: Array<{ _id: string; meetingDate: string; notices: CalendarMeeting[] }>;
  festivals: CalendarFestival[];
}
export interface CalendarDataResponse extends MessageResponse {
  data: CalendarData;
}
/** POST /core-member/create-contest */
export interface CreateContestRequest {
  contestName: string;
  contestLink: string;
  platform: ContestPlatform;
  /** HH:MM:SS */
  startTime: string;
  endTime: string;
  /** YYYY-MM-DD */
  date: string;
  toSendEmail: boolean;
}
/** POST /core-member/create-meeting → { message, data: { dateId, noticeId } } */
export interface CreateMeetingRequest {
  title: string;
  description: string;
  meetingLink: string;
  meetingDate: string;
  meetingTime: string;
  compulsory: boolean;
  toSendEmail: boolean;
  attendees: MeetingAttendees;
}
export interface CreateMeetingResponse extends MessageResponse {
  data: { dateId: string; noticeId: string };
}
/** DELETE /core-member/delete-meeting, DELETE /core-member/delete-mom */
export interface MeetingRef {
  dateId: string;
  noticeId: string;
}
/** POST /core-member/create-mom */
export interface CreateMomRequest extends MeetingRef {
  MoMLink: string;
}
/** DELETE /core-member/delete-contest */
export interface ContestRef {
  dateId: string;
  contestId: string;
}
/** POST /core-member/add-festival → { message, data: CalendarFestival } */
export interface AddFestivalRequest {
  title: string;
  date: string;
}
export interface AddFestivalResponse extends MessageResponse {
  data: CalendarFestival;
}

// ---- Announcements ----
export interface AnnouncementLink {
  link: string;
  linkText: string;
}
export interface Announcement {
  _id: string;
  title: string;
  description: string;
  /** ISO; the part before T is the day. */
  date: string;
  /** HH:MM or HH:MM:SS, or empty. */
  time?: string | null;
  links: AnnouncementLink[];
  createdBy?: { _id: string; name: string } | null;
}
/** GET /core-member/get-all-announcement */
export interface AnnouncementsResponse extends MessageResponse {
  data: Announcement[];
}
/** POST /core-member/create-announcement */
export interface CreateAnnouncementRequest {
  title: string;
  description: string;
  date: string;
  time?: string;
  links: AnnouncementLink[];
}

// ---- Calendar feed ----
/** GET /user/get-calendar-feed → data.url null when the member has none; POST create-calendar-feed makes a new one. */
export interface CalendarFeedResponse extends MessageResponse {
  data: { url: string | null };
}
