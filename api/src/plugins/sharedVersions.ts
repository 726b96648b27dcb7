import type { InvalidationBus } from '../cache/bus';
import { versionGate } from '../cache/versionGate';

/** The two versions every request reads: the boards' and the sessions' epoch (leaderboard_state). */
export interface Versions {
  version: string;
  auth_epoch: string;
}

/**
 * The boards' version and the sessions' epoch as of each request: one small query per request, shared by the requests that
 * arrive while it is under way (never by one that arrived after it started). When this process sees either move,
 * it tells the others on the bus so they free what they keep for older ones at once.
 */
export function sharedVersions<T extends Versions>(
  readState: () => Promise<T>,
  bus: InvalidationBus,
  onError: (error: unknown) => void,
): (request: object) => Promise<T> {
  const read = versionGate(readState);
  // One read per request, whoever asks (the session check, then the route).
  const perRequest = new WeakMap<object, Promise<T>>();
  let seen: T | null = null;
  const observed = async () => {
    const state = await read();
    if (seen && seen.version !== state.version) bus.publish({ topic: 'boards', version: state.version }).catch(onError);
    if (seen && seen.auth_epoch !== state.auth_epoch) bus.publish({ topic: 'auth', version: state.auth_epoch }).catch(onError);
    seen = state;
    return state;
  };
  return (request) => {
    let state = perRequest.get(request);
    if (!state) {
      state = observed();
      perRequest.set(request, state);
    }
    return state;
  };
}
