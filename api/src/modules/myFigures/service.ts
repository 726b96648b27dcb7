import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { MyFiguresRun } from '@chapter/contract';
import { MEMBER_REFRESH_JOB, requestJobRun, RUN_COLUMNS, toJobRun, type RecordedJobRun, type RunQueue } from '../jobRuns/jobRuns';

/** Asked again too soon: the seconds left of the cool-down. */
export class RefreshCoolingDown extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `You can refresh your figures again in ${waitWords(retryAfterSeconds)}`);
  }
}

/** "7 min 12 s", "45 s". */
export function waitWords(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes === 0 ? `${rest} s` : rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

const keyOf = (userId: string) => `${MEMBER_REFRESH_JOB}:${userId}`;

const fromJobRun = (run: RecordedJobRun): MyFiguresRun => {
  const changes = Array.isArray(run.result?.changes) ? (run.result.changes as unknown[]).map(String) : [];
  return { id: run.id, state: run.state, createdAt: run.createdAt, completedAt: run.completedAt, progress: run.progress, changes, error: run.error };
};
const toRun = (row: Parameters<typeof toJobRun>[0]) => fromJobRun(toJobRun(row));

async function latestRun(db: Kysely<Database>, userId: string) {
  return db.selectFrom('job_runs').select(RUN_COLUMNS).where('key', '=', keyOf(userId)).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

/** The member's latest refresh, and when they may ask again (null: now). */
export async function myFiguresStatus(db: Kysely<Database>, userId: string, cooldownSeconds: number, now = new Date()) {
  const row = await latestRun(db, userId);
  const next = row ? new Date(new Date(row.created_at).getTime() + cooldownSeconds * 1_000) : null;
  const handles = (await verifiedPlatforms(db, userId)).length;
  return { run: row ? toRun(row) : null, nextAllowedAt: next && next > now ? next.toISOString() : null, cooldownSeconds, verifiedHandles: handles };
}

const verifiedPlatforms = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('platform_accounts').select('platform').where('user_id', '=', userId).where('verified_at', 'is not', null).execute();

/**
 * Queues a fetch of the member's verified handles: one run per member at a time across every API process (the open-run
 * index of job_runs), and one request per cool-down (REFRESH_COOLDOWN_SECONDS, from the last request): sooner is a 429
 * with the time left. A run still under way is answered as it is.
 */
export async function requestMyFigures(
  db: Kysely<Database>,
  queue: RunQueue | null,
  user: { id: string; name: string },
  cooldownSeconds: number,
  now = new Date(),
): Promise<{ run: MyFiguresRun; created: boolean }> {
  const handles = await verifiedPlatforms(db, user.id);
  if (handles.length === 0) throw new HttpError(400, 'Verify a platform handle first: there is nothing to fetch yet');
  const last = await latestRun(db, user.id);
  // A run open for over an hour was left by a stopped process: requestJobRun closes it and queues anew.
  const open = last && (last.state === 'queued' || last.state === 'active') && now.getTime() - new Date(last.created_at).getTime() < 3_600_000;
  if (open) return { run: toRun(last), created: false };
  if (last) {
    const left = Math.ceil((new Date(last.created_at).getTime() + cooldownSeconds * 1_000 - now.getTime()) / 1_000);
    if (left > 0) throw new RefreshCoolingDown(left);
  }
  const { run, created } = await requestJobRun(db, queue, user, {
    name: MEMBER_REFRESH_JOB,
    key: keyOf(user.id),
    label: `${user.name}'s figures`,
    data: { userId: user.id },
    audit: false,
  });
  return { run: fromJobRun(run), created };
}
