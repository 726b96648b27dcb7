import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';

/** Per account, across addresses: free tries, then a delay that doubles per failure up to a short ceiling. */
export const LOGIN_GUARD = {
  freeFailures: 5,
  firstDelayMs: 2_000,
  maxDelayMs: 60_000,
  /** Failures older than this are forgotten. */
  forgetAfterMs: 15 * 60_000,
} as const;

export const tooSoonMessage = (seconds: number) => `Too many failed sign-ins for this account! Please try again in ${seconds} seconds.`;

/** 429 while the account's delay after its last failures runs; the delay ends by itself. */
export async function checkLoginDelay(db: Kysely<Database>, email: string, now = new Date()): Promise<void> {
  const row = await db.selectFrom('login_failures').select('next_try_at').where('email', '=', email).executeTakeFirst();
  if (row && row.next_try_at > now) {
    const seconds = Math.ceil((row.next_try_at.getTime() - now.getTime()) / 1000);
    throw Object.assign(new HttpError(429, tooSoonMessage(seconds)), { retryAfterSeconds: seconds });
  }
}

/** Counts a failure (in one statement, so parallel guesses all count) and sets the next allowed try. */
export async function recordLoginFailure(db: Kysely<Database>, email: string, now = new Date()): Promise<void> {
  const forgetBefore = new Date(now.getTime() - LOGIN_GUARD.forgetAfterMs);
  const row = await db
    .insertInto('login_failures')
    .values({ email, failures: 1, last_failure_at: now, next_try_at: now })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        failures: sql`case when login_failures.last_failure_at < ${forgetBefore} then 1 else login_failures.failures + 1 end`,
        last_failure_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const over = row.failures - LOGIN_GUARD.freeFailures;
  if (over < 0) return;
  const delay = Math.min(LOGIN_GUARD.firstDelayMs * 2 ** over, LOGIN_GUARD.maxDelayMs);
  await db
    .updateTable('login_failures')
    .set({ next_try_at: new Date(now.getTime() + delay) })
    .where('email', '=', email)
    .execute();
}

export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
