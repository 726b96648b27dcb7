import type { LiveEventType } from '@chapter/contract';

/**
 * The event types the stream carries: the contract's LIVE_EVENT_TYPES, copied because importing the contract's values
 * would load its schemas into the page. The `satisfies` and the check below keep the two lists equal at type-check.
 */
export const LIVE_EVENT_TYPES = [
  'points',
  'board',
  'announcement',
  'notification',
  'platform-health',
  'standings',
  'solved',
  'reset',
] as const satisfies readonly LiveEventType[];

type Missing = Exclude<LiveEventType, (typeof LIVE_EVENT_TYPES)[number]>;
// A type the contract adds and this list lacks fails the type check here.
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

/**
 * The event types the server sends to every signed-in page (docs/live.md); the others (a notification, solved problems)
 * go to one member's pages only, and `reset` to the one page that fell behind.
 */
export const BROADCAST_EVENTS = ['board', 'points', 'announcement', 'platform-health', 'standings'] as const satisfies readonly LiveEventType[];
export type BroadcastEvent = (typeof BROADCAST_EVENTS)[number];

/** Whether the server sends events of this type to every signed-in page. */
export const isBroadcast = (type: string): type is BroadcastEvent => (BROADCAST_EVENTS as readonly string[]).includes(type);
