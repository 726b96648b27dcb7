import type { Kysely } from 'kysely';
import type { PlatformFailureKind } from '@chapter/shared/types';
import type { Database, PlatformKey } from '../db/schema';
import { PlatformResponseChanged, PlatformUnavailable, PlatformUserNotFound } from '../platforms';
import { failureMessage } from './context';

/** Which handle a fetch was for. */
export interface FetchedAccount {
  user_id: string;
  platform: PlatformKey;
  handle: string;
}

/** A failed fetch's kind, as the member's freshness text tells it (the platform refused, was paused, did not know the handle…). */
export function failureKindOf(error: unknown): PlatformFailureKind {
  if (error instanceof PlatformUserNotFound) return 'not-found';
  if (error instanceof PlatformUnavailable) return error.kind;
  if (error instanceof PlatformResponseChanged) return 'changed';
  return 'other';
}

const sameAccount = (db: Kysely<Database>, account: FetchedAccount) =>
  db.updateTable('platform_accounts').where('user_id', '=', account.user_id).where('platform', '=', account.platform).where('handle', '=', account.handle);

/** The handle's solves were fetched at `at`. */
export async function markSolvesFetched(db: Kysely<Database>, account: FetchedAccount, at = new Date()): Promise<void> {
  await sameAccount(db, account).set({ solves_fetched_at: at }).execute();
}

/** The handle's fetch failed at `at`: its kind, time and words stay until the next failure (a success does not clear them: the times tell which came last). */
export async function markFetchFailed(db: Kysely<Database>, account: FetchedAccount, error: unknown, at = new Date()): Promise<void> {
  await sameAccount(db, account)
    .set({ last_failure_kind: failureKindOf(error), last_failure_at: at, last_failure_message: failureMessage(error).slice(0, 500) })
    .execute();
}
