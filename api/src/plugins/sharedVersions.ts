import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { InvalidationBus } from '../cache/bus';
import { versionGate } from '../cache/versionGate';
import { readBoardsState, type StateRow } from '../modules/leaderboard/standings';

/**
 * The boards' version and the sessions' epoch as of each request: one small query per request, shared by the requests that
 * arrive while it is under way (never by one that arrived after it started). When this process sees either move,
 * it tells the others on the bus so they free what they keep for older ones at once.
 */
export function sharedVersions(db: Kysely<Database>, bus: InvalidationBus, onError: (error: unknown) => void): (request: object) => Promise<StateRow> {
  const read = versionGate(() => readBoardsState(db));
  // One read per request, whoever asks (the session check, then the route).
  const perRequest = new WeakMap<object, Promise<StateRow>>();
  let seen: StateRow | null = null;
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
