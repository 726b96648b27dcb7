/**
 * The live event stream (docs/live.md): one server-sent event stream per open page, opened by the shell only, and the
 * chapter standings of a calendar contest while it runs.
 *
 * An EventSource cannot send the bearer header, and a token in a URL ends up in logs, so the page first asks for a
 * stream ticket with its bearer token (POST /stream/ticket); the answer sets the ticket as an HttpOnly cookie scoped to
 * /api/v1/stream that lives a minute, and GET /stream reads it. Each event's SSE `id` is its place in the chapter's
 * event log; after a dropped connection the browser sends it back as Last-Event-ID (or the page passes
 * `?lastEventId=`, which is not a secret) and the stream replays what was missed, or sends `reset` when that is older
 * than the log keeps.
 */
import { platformKey } from './common';
import { PlatformHealthState } from './platformHealth';
import { bearer, routeTable } from './route';
import { int, list, MessageResponse, nint, nstr, obj, oneOf, opt, str, Type, withData, type Static } from './schema';

/** The event types the stream carries, by their SSE `event:` name. */
export const LIVE_EVENT_TYPES = ['points', 'board', 'announcement', 'notification', 'platform-health', 'standings', 'solved', 'reset'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** How long the event log keeps events for replay after a reconnect, in minutes; older gaps get `reset`. */
export const LIVE_REPLAY_MINUTES = 15;
/** A comment line goes out at least this often, so proxies keep an idle stream open. */
export const LIVE_HEARTBEAT_SECONDS = 15;

/** One ledger row behind a points event: what the toast names ("+1 LeetCode practice, 14 Nov"). */
export const LivePointsItem = obj({
  points: int,
  kind: oneOf(['practice', 'contest', 'adjustment'] as const),
  platform: Type.Union([platformKey, Type.Null()]),
  /** The day the points count for (YYYY-MM-DD). */
  day: str,
  /** The calendar contest's name, for contest points. */
  contest: opt(nstr),
});
export type LivePointsItem = Static<typeof LivePointsItem>;

/**
 * A member's points changed: `delta` of this change (negative for a correction), their month's `total` after it and
 * their `rank` on the overall board (null when they are not on it: a USER, a blocked member). `items` lists the ledger
 * rows of the change (at most 10; `delta` counts them all).
 */
export const LivePointsEvent = obj({
  type: Type.Literal('points'),
  userId: str,
  name: str,
  delta: int,
  total: int,
  rank: nint,
  items: list(LivePointsItem),
});
/** The boards have a new version: a page showing a board reads it again (once, however many points events came). */
export const LiveBoardEvent = obj({ type: Type.Literal('board'), version: str });
/** A new announcement on the dashboard. */
export const LiveAnnouncementEvent = obj({ type: Type.Literal('announcement'), id: str, title: str });
/** A new item in the caller's own notification centre (only the addressee's streams get it), with their unread count. */
export const LiveNotificationEvent = obj({ type: Type.Literal('notification'), title: str, unread: int });
/** A platform's health changed (the member-facing state, as GET /user/platform-health gives it). */
export const LivePlatformHealthEvent = obj({ type: Type.Literal('platform-health'), platform: platformKey, state: PlatformHealthState });
/** The chapter standings of a running calendar contest were read again (GET /calendar/live-standings has them). */
export const LiveStandingsEvent = obj({ type: Type.Literal('standings'), contestId: str, updatedAt: str });
/** New solved problems were recorded for the caller (only their streams get it): practice pages read their marks again. */
export const LiveSolvedEvent = obj({ type: Type.Literal('solved'), added: int });
/** What was missed is older than the log keeps: read everything again. */
export const LiveResetEvent = obj({ type: Type.Literal('reset') });

export const LiveEvent = Type.Union([
  LivePointsEvent,
  LiveBoardEvent,
  LiveAnnouncementEvent,
  LiveNotificationEvent,
  LivePlatformHealthEvent,
  LiveStandingsEvent,
  LiveSolvedEvent,
  LiveResetEvent,
]);
export type LiveEvent = Static<typeof LiveEvent>;
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/** POST /stream/ticket: sets the ticket cookie; the answer says until when it opens a stream. */
export const StreamTicketResponse = withData(obj({ expiresAt: str }));
export type StreamTicketResponse = Static<typeof StreamTicketResponse>;

export const StreamQuery = obj({ lastEventId: opt(Type.String({ pattern: '^[0-9]{1,18}$' })) });
export type StreamQuery = Static<typeof StreamQuery>;

/** The text/event-stream body: `id:` (the event's place in the log), `event:` (its type), `data:` (a LiveEvent as JSON). */
const EventStreamBody = Type.Unsafe<string>({ type: 'string', description: 'text/event-stream of LiveEvent' });

/** One member's line in a running contest's chapter standings. */
export const LiveStandingRow = obj({
  userId: str,
  name: str,
  handle: str,
  /** Place among the chapter's members in this contest (shared by equal results). */
  chapterRank: int,
  /** Place on the platform's own standings. */
  platformRank: nint,
  solved: int,
  /** The platform's penalty (Codeforces: minutes and wrong tries; null where the platform gives none). */
  penalty: nint,
});
export type LiveStandingRow = Static<typeof LiveStandingRow>;

/** A calendar contest's chapter standings: running (read once a minute), or finished (the final points are on the boards). */
export const LiveStandings = obj({
  contestId: str,
  name: str,
  platform: oneOf(['Codeforces', 'CodeChef'] as const),
  link: str,
  startsAt: str,
  endsAt: str,
  phase: oneOf(['running', 'finished'] as const),
  /** When the standings were last read from the platform (ISO); null before the first read. */
  updatedAt: nstr,
  /** Why the last read failed, in words; null when it worked. */
  problem: nstr,
  rows: list(LiveStandingRow),
});
export type LiveStandings = Static<typeof LiveStandings>;
/** GET /calendar/live-standings: the contests running now or ended within the last 3 hours, soonest ending first. */
export const LiveStandingsResponse = withData(list(LiveStandings));
export type LiveStandingsResponse = Static<typeof LiveStandingsResponse>;

const live = { tags: ['live'], security: bearer } as const;

export const liveRoutes = routeTable({
  'POST /stream/ticket': {
    ...live,
    summary: 'A one-minute stream ticket for this browser, set as an HttpOnly cookie that only GET /stream reads',
    response: { 200: StreamTicketResponse },
  },
  'GET /stream': {
    tags: ['live'],
    summary: 'The live event stream (text/event-stream), opened with the ticket cookie; Last-Event-ID replays what was missed',
    querystring: StreamQuery,
    produces: ['text/event-stream'],
    response: { 200: EventStreamBody, 503: MessageResponse },
  },
  'GET /calendar/live-standings': {
    ...live,
    summary: "The chapter's standings in the calendar contests running now (or ended within 3 hours)",
    response: { 200: LiveStandingsResponse },
  },
});
