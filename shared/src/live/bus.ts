import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { LiveEvent } from '@chapter/contract';

/**
 * Where the page's one event stream stands: 'off' (nobody signed in, or closed), 'connecting' (the first open),
 * 'open', or 'retrying' (dropped; the shell is reconnecting and the server replays what was missed).
 */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'retrying';

const events = new Subject<LiveEvent>();
const status = new BehaviorSubject<LiveStatus>('off');

/** Every event of the page's stream, as the shell (the only one that opens the stream) received it; remotes only read. */
export const liveEvents$: Observable<LiveEvent> = events.asObservable();

/** The stream's state; starts 'off'. */
export const liveStatus$: Observable<LiveStatus> = status.asObservable();

/** The shell only: puts one received event on the bus. */
export function publishLiveEvent(event: LiveEvent): void {
  events.next(event);
}

/** The shell only: says where the stream stands. */
export function setLiveStatus(next: LiveStatus): void {
  if (status.getValue() !== next) status.next(next);
}

export function getLiveStatus(): LiveStatus {
  return status.getValue();
}
