import { sql } from 'kysely';
import type { CodeChefProfile, ContestResults } from '../platforms';
import { recordContestAwards, type ContestAward } from '../modules/points/ledger';
import { codechefPointsPerProblem, CODEFORCES_POINTS_PER_PROBLEM } from '../modules/points/rules';
import { contestCodeFromLink } from '../platforms/contestCode';
import { failureMessage, type JobContext } from './context';

/** Standings settle after a contest (Codeforces system tests): results are fetched this long after its end. */
export const RESULTS_GRACE_MS = 30 * 60_000;
/** After this long, standings the platform still calls provisional are taken as they are. */
export const PROVISIONAL_LIMIT_MS = 3 * 86_400_000;

export interface ContestRunResult {
  contestId: string;
  awarded: number;
  failed: number;
  /** False when the platform's standings are not final yet: the contest is tried again on a later run. */
  done: boolean;
}

export interface ContestRow {
  id: string;
  name: string;
  link: string;
  platform: 'Codeforces' | 'CodeChef';
  day: string;
  ends_at: Date;
}

const selectContest = (ctx: JobContext) =>
  ctx.db.selectFrom('contests').select(['id', 'name', 'link', 'platform', sql<string>`date::text`.as('day'), 'ends_at']);

/** Every calendar contest that has ended (plus the grace) and has no results yet. */
export async function processEndedContests(ctx: JobContext, now = new Date()): Promise<ContestRunResult[]> {
  const due = await selectContest(ctx)
    .where('results_at', 'is', null)
    .where('ends_at', '<=', new Date(now.getTime() - RESULTS_GRACE_MS))
    .orderBy('ends_at')
    .execute();
  const results: ContestRunResult[] = [];
  for (const contest of due) results.push(await processContest(ctx, contest, now));
  return results;
}

/** An admin's re-run of one contest's error queue: only the members listed there are fetched again. */
export async function rerunContestErrors(ctx: JobContext, contestId: string, now = new Date()): Promise<ContestRunResult | null> {
  const contest = await selectContest(ctx).where('id', '=', contestId).executeTakeFirst();
  if (!contest) return null;
  const users = await ctx.db.selectFrom('contest_errors').select('user_id').where('contest_id', '=', contestId).execute();
  return processContest(
    ctx,
    contest,
    now,
    users.map((row) => row.user_id),
  );
}

export async function processContest(ctx: JobContext, contest: ContestRow, now: Date, only?: string[]): Promise<ContestRunResult> {
  const platform = contest.platform === 'Codeforces' ? 'codeforces' : 'codechef';
  let members = ctx.db
    .selectFrom('platform_accounts')
    .select(['user_id', 'handle', 'profile'])
    .where('platform', '=', platform)
    .where('verified_at', 'is not', null);
  if (only) {
    if (only.length === 0) return { contestId: contest.id, awarded: 0, failed: 0, done: true };
    members = members.where('user_id', 'in', only);
  }
  const accounts = await members.orderBy('user_id').execute();

  const failures = new Map<string, { handle: string; message: string }>();
  const awards: ContestAward[] = [];
  const code = contestCodeFromLink(contest.platform, contest.link);

  if (accounts.length > 0) {
    let results: ContestResults | null = null;
    if (!code) {
      for (const account of accounts)
        failures.set(account.user_id, { handle: account.handle, message: `The contest link names no ${contest.platform} contest` });
    } else {
      try {
        results = await ctx.clients[platform].fetchContestResults(
          { code },
          accounts.map((account) => account.handle),
        );
      } catch (error) {
        const message = failureMessage(error);
        ctx.log.warn({ contestId: contest.id, err: error }, 'contest results fetch failed');
        for (const account of accounts) failures.set(account.user_id, { handle: account.handle, message });
      }
    }
    if (results && !results.final && now.getTime() - new Date(contest.ends_at).getTime() < PROVISIONAL_LIMIT_MS) {
      return { contestId: contest.id, awarded: 0, failed: 0, done: false };
    }
    if (results) {
      const notFound = new Set(results.notFound.map((handle) => handle.toLowerCase()));
      for (const account of accounts) {
        const entry = results.entries[account.handle];
        if (!entry) {
          const message = notFound.has(account.handle.toLowerCase()) ? 'Handle not found on the platform' : 'Missing from the contest results';
          failures.set(account.user_id, { handle: account.handle, message });
          continue;
        }
        if (!entry.participated || entry.solved === 0) continue;
        try {
          const perProblem = platform === 'codeforces' ? CODEFORCES_POINTS_PER_PROBLEM : codechefPointsPerProblem(await starsOf(ctx, account));
          awards.push({ userId: account.user_id, problems: entry.problems.length > 0 ? entry.problems : numbered(entry.solved), pointsPerProblem: perProblem });
        } catch (error) {
          failures.set(account.user_id, { handle: account.handle, message: failureMessage(error) });
        }
      }
    }
  }

  const awarded = await ctx.db.transaction().execute(async (trx) => {
    const points = await recordContestAwards(trx, { id: contest.id, platform, day: contest.day }, awards);
    const succeeded = accounts.map((account) => account.user_id).filter((userId) => !failures.has(userId));
    if (succeeded.length > 0) await trx.deleteFrom('contest_errors').where('contest_id', '=', contest.id).where('user_id', 'in', succeeded).execute();
    for (const [userId, failure] of failures) {
      await trx
        .insertInto('contest_errors')
        .values({ contest_id: contest.id, user_id: userId, handle: failure.handle, message: failure.message })
        .onConflict((oc) => oc.columns(['contest_id', 'user_id']).doUpdateSet({ handle: failure.handle, message: failure.message, created_at: sql`now()` }))
        .execute();
    }
    await trx.updateTable('contests').set({ results_at: new Date() }).where('id', '=', contest.id).execute();
    return points;
  });
  ctx.log.info({ contestId: contest.id, members: accounts.length, awarded, failed: failures.size }, 'contest results recorded');
  return { contestId: contest.id, awarded, failed: failures.size, done: true };
}

/** When the platform gives only a count, problems are keyed by their position so a re-run still matches. */
const numbered = (count: number) => Array.from({ length: count }, (_, index) => `#${index + 1}`);

/** A CodeChef member's stars: from the stored profile, else fetched (and stored) now. */
async function starsOf(ctx: JobContext, account: { user_id: string; handle: string; profile: Record<string, unknown> | null }): Promise<number> {
  const stored = account.profile?.stars;
  if (typeof stored === 'number') return stored;
  const profile: CodeChefProfile = await ctx.clients.codechef.fetchProfile(account.handle);
  await ctx.db
    .updateTable('platform_accounts')
    .set({ profile: JSON.stringify(profile), refreshed_at: new Date() })
    .where('user_id', '=', account.user_id)
    .where('platform', '=', 'codechef')
    .execute();
  return profile.stars;
}
