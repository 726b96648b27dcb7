import { sql, type Kysely } from 'kysely';
import type { Database, PlatformKey } from '../../../db/schema';
import type { SolvedProblem } from '../../../platforms/types';
import { publishLive } from '../../live/publish';

/** The handle a fetch of solved problems was for. */
export interface SolvingAccount {
  user_id: string;
  platform: PlatformKey;
  handle: string;
}

/** Rows per insert: 6 parameters each stays far below PostgreSQL's 65,535. */
const CHUNK = 1_000;

/**
 * Stores the problems a handle has solved (docs/learning-progress.md) and returns how many now count that did not:
 * new problems, and problems the member had recorded under another handle (a changed handle), which move to this
 * one. Rows already there stay as they are, so solves accumulate across fetches (LeetCode lists only the latest).
 * When any were added, the member's pages get a 'solved' live event in the same transaction.
 */
export async function recordSolvedProblems(db: Kysely<Database>, account: SolvingAccount, solves: SolvedProblem[]): Promise<number> {
  const firstAccepted = new Map<string, number>();
  for (const solve of solves) if (!firstAccepted.has(solve.key) || firstAccepted.get(solve.key)! > solve.epochMs) firstAccepted.set(solve.key, solve.epochMs);
  if (firstAccepted.size === 0) return 0;
  const rows = [...firstAccepted].map(([key, epochMs]) => ({
    user_id: account.user_id,
    platform: account.platform,
    // Lower-cased: solves are matched to the account ignoring case, and a plain column joins fast (marks.ts).
    handle: account.handle.toLowerCase(),
    problem_key: key,
    solved_at: new Date(epochMs),
  }));
  return db.transaction().execute(async (trx) => {
    let added = 0;
    for (let start = 0; start < rows.length; start += CHUNK) {
      const changed = await trx
        .insertInto('solved_problems')
        .values(rows.slice(start, start + CHUNK))
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'problem_key'])
            .doUpdateSet({
              platform: (eb) => eb.ref('excluded.platform'),
              handle: (eb) => eb.ref('excluded.handle'),
              solved_at: (eb) => eb.ref('excluded.solved_at'),
            })
            .where(sql<boolean>`(solved_problems.platform <> excluded.platform or solved_problems.handle <> excluded.handle)`),
        )
        .returning('problem_key')
        .execute();
      added += changed.length;
    }
    if (added > 0) await publishLive(trx, { type: 'solved', userId: account.user_id, payload: { added } });
    return added;
  });
}
