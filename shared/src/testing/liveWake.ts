import { act } from '@testing-library/react';
import { pathAt } from '../areas';
import { BROADCAST_EVENTS, type BroadcastEvent } from '../live/events';
import { publishLiveEvent } from '../live';
import { LIVE_REFETCH_QUIET_MS } from '../live/refetchScheduler';
import type { LiveEvent } from '../types';
import type { FakeCall } from './fakeApi';

/** One event of each kind sent to every member, as another member's change would bring it. */
const SAMPLES: Record<BroadcastEvent, LiveEvent> = {
  board: { type: 'board', version: '2' },
  points: { type: 'points', userId: 'another-member', name: 'Another Member', delta: 3, total: 40, rank: 2, items: [] },
  announcement: { type: 'announcement', id: 'a-new-one', title: 'A new announcement' },
  'platform-health': { type: 'platform-health', platform: 'leetcode', state: 'down' },
  standings: { type: 'standings', contestId: 'a-contest', updatedAt: '2026-11-14T10:00:00.000Z' },
} as Record<BroadcastEvent, LiveEvent>;

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/**
 * Longer than the page waits after a lone event before it reads again (a burst is one read): its timer, set first,
 * fires first, and the read's call is made before this one ends however busy the machine.
 */
const AFTER_AN_EVENT_MS = LIVE_REFETCH_QUIET_MS + 300;

/** Waits until the page has made no call for a while (its reads after hydration are done). */
async function quiet(calls: FakeCall[]): Promise<void> {
  for (let seen = -1; seen !== calls.length;) {
    seen = calls.length;
    await pause(AFTER_AN_EVENT_MS);
  }
}

/**
 * Which of the events sent to every member make the mounted page read again (docs/live.md, "Waking a drawn page"): each
 * is put on the page's live bus in turn, after the page has gone quiet. A drawn page's `wakeOn` (areas.json) must name
 * exactly these: one it missed would leave the page behind until the member acts, one too many would start its app for
 * nothing.
 */
export async function broadcastsThatReadAgain(calls: FakeCall[]): Promise<BroadcastEvent[]> {
  const followed: BroadcastEvent[] = [];
  for (const type of BROADCAST_EVENTS) {
    await quiet(calls);
    const before = calls.length;
    act(() => publishLiveEvent(SAMPLES[type]));
    await pause(AFTER_AN_EVENT_MS);
    if (calls.length > before) followed.push(type);
  }
  return followed;
}

/** What the area declares the page at `path` shows of the events sent to every member, in the same order. */
export function declaredWakeOn(path: string): BroadcastEvent[] {
  const declared = pathAt(path)?.wakeOn ?? [];
  return BROADCAST_EVENTS.filter((type) => declared.includes(type));
}
