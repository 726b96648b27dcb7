import { carryOutDeletion, dueDeletions } from '../modules/myData/deletion';
import type { JobContext } from './context';

export interface DeletionRunResult {
  deleted: number;
  /** Still asked but no longer allowed (protected, or now the only admin): left asked, tried again next hour. */
  skipped: number;
}

/**
 * Deletes every account whose asked-for deletion is due at `now` (docs/privacy.md), each in its own transaction, so
 * one failure stops nobody else's and a crash half-way leaves each account either whole or gone; a second run finds
 * nothing more to do. After a restore of an older backup, the accounts it brings back with a past due date go again.
 */
export async function runAccountDeletions(ctx: Pick<JobContext, 'db' | 'log'>, now: Date): Promise<DeletionRunResult> {
  const result: DeletionRunResult = { deleted: 0, skipped: 0 };
  for (const userId of await dueDeletions(ctx.db, now)) {
    try {
      const outcome = await carryOutDeletion(ctx.db, userId, now);
      if (outcome === 'deleted') result.deleted += 1;
      if (outcome === 'skipped') result.skipped += 1;
    } catch (error) {
      ctx.log.error({ err: error }, 'an asked-for account deletion failed; it is tried again next hour');
    }
  }
  if (result.deleted + result.skipped > 0) ctx.log.info(result, 'account deletions');
  return result;
}
