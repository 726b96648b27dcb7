import { sql } from 'kysely';
import type { CodeChefProfile, ContestResults } from '../platforms';
import { settleContestPoints, type ContestStanding } from '../modules/points/ledger';
import { codechefPointsPerProblem, CODEFORCES_POINTS_PER_PROBLEM } from '../modules/points/rules';
import { calendarPlatformKey, contestCodeFromLink } from '../platforms/contestCode';
import { DEFAULT_CONTEST_SETTLE } from '../config';
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
  /** The settle stage this fetch covered: 0 the first figures, then one per re-fetch time reached. */
  stage: number;
  /** Members whose points for the contest a revision changed. */
  revised: number;
  /** The contest's last re-fetch has run: its points are final. */
  final: boolean;
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

/** The re-fetch times after a contest's end on its platform (CONTEST_SETTLE_*), in milliseconds. */
export const settleTimes = (ctx: JobContext, platform: ContestRow['platform']): number[] =>
  (ctx.contestSettle ?? DEFAULT_CONTEST_SETTLE)[calendarPlatformKey(platform)];

/** The stage a fetch at `now` covers: how many of the re-fetch times after the contest's end it has reached. */
export const settleStageAt = (times: number[], endsAt: Date, now: Date): number =>
  times.filter((after) => new Date(endsAt).getTime() + after <= now.getTime()).length;

/**
 * Every calendar contest that has ended (plus the grace) and has no results yet, and every one whose next re-fetch is
 * due (a day and a week after its end by default), until its last re-fetch has made its points final.
 */
export async function processEndedContests(ctx: JobContext, now = new Date()): Promise<ContestRunResult[]> {
  const due = await selectContest(ctx)
    .where('ends_at', '<=', new Date(now.getTime() - RESULTS_GRACE_MS))
    .where((eb) => eb.or([eb('results_at', 'is', null), eb.and([eb('final_at', 'is', null), eb('next_settle_at', '<=', now)])]))
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

/**
 * Fetches one contest's results and brings the ledger to them (settleContestPoints): the first fetch awards per
 * problem, a later one revises by the difference. `only`: just these members (an error queue's re-run, a batch of the
 * admin's "fetch now"); such a run leaves the settle schedule as it is, unless it is the contest's first fetch.
 */
export async function processContest(ctx: JobContext, contest: ContestRow, now: Date, only?: string[]): Promise<ContestRunResult> {
  const platform = calendarPlatformKey(contest.platform);
  const times = settleTimes(ctx, contest.platform);
  const nothing = { contestId: contest.id, awarded: 0, failed: 0, revised: 0 };
  let members = ctx.db
    .selectFrom('platform_accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.user_id', 'a.handle', 'a.profile', 'u.name'])
    .where('a.platform', '=', platform)
    .where('a.verified_at', 'is not', null);
  if (only) {
    if (only.length === 0) return { ...nothing, done: true, stage: settleStageAt(times, contest.ends_at, now), final: false };
    members = members.where('a.user_id', 'in', only);
  }
  const accounts = await members.orderBy('a.user_id').execute();

  const failures = new Map<string, { handle: string; message: string }>();
  const standings: ContestStanding[] = [];
  const code = contestCodeFromLink(contest.platform, contest.link);
  let fetchFailed = false;

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
        fetchFailed = true;
        const message = failureMessage(error);
        ctx.log.warn({ contestId: contest.id, err: error }, 'contest results fetch failed');
        for (const account of accounts) failures.set(account.user_id, { handle: account.handle, message });
      }
    }
    if (results && !results.final && now.getTime() - new Date(contest.ends_at).getTime() < PROVISIONAL_LIMIT_MS) {
      return { ...nothing, done: false, stage: settleStageAt(times, contest.ends_at, now), final: false };
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
        // Not in the standings (or removed from them, as platforms do with cheaters): no points for the contest.
        if (!entry.participated || entry.solved === 0) {
          standings.push({ userId: account.user_id, name: account.name, problems: [], pointsPerProblem: 0 });
          continue;
        }
        try {
          const perProblem = platform === 'codeforces' ? CODEFORCES_POINTS_PER_PROBLEM : codechefPointsPerProblem(await starsOf(ctx, account));
          const problems = entry.problems.length > 0 ? entry.problems : numbered(entry.solved);
          standings.push({ userId: account.user_id, name: account.name, problems, pointsPerProblem: perProblem });
        } catch (error) {
          failures.set(account.user_id, { handle: account.handle, message: failureMessage(error) });
        }
      }
    }
  }

  const outcome = await ctx.db.transaction().execute(async (trx) => {
    // The contest's row, locked: a second fetch of the same contest (an admin's "fetch now" beside the schedule, or
    // another instance) waits here, then compares the standings with what this one wrote, so nothing counts twice.
    const row = await trx.selectFrom('contests').select(['results_at', 'settle_stage', 'final_at']).where('id', '=', contest.id).forUpdate().executeTakeFirst();
    if (!row) return null;
    const stage = Math.max(settleStageAt(times, contest.ends_at, now), row.settle_stage);
    const settled = await settleContestPoints(trx, { id: contest.id, name: contest.name, platform, day: contest.day }, stage, standings);
    const succeeded = accounts.map((account) => account.user_id).filter((userId) => !failures.has(userId));
    if (succeeded.length > 0) await trx.deleteFrom('contest_errors').where('contest_id', '=', contest.id).where('user_id', 'in', succeeded).execute();
    for (const [userId, failure] of failures) {
      await trx
        .insertInto('contest_errors')
        .values({ contest_id: contest.id, user_id: userId, handle: failure.handle, message: failure.message })
        .onConflict((oc) => oc.columns(['contest_id', 'user_id']).doUpdateSet({ handle: failure.handle, message: failure.message, created_at: sql`now()` }))
        .execute();
    }
    // A run of every member moves the schedule on: the next re-fetch at its time after the end, or final after the
    // last one. A run of some members only (an error re-run, a batch of "fetch now") leaves it, unless it is the first.
    // A re-fetch the platform did not answer is tried again on the next run: points are final only once fetched.
    const schedules = (!only || row.results_at === null) && !(fetchFailed && row.results_at !== null);
    const final = row.final_at !== null || (schedules && stage >= times.length);
    await trx
      .updateTable('contests')
      .set({
        results_at: row.results_at ?? new Date(),
        ...(schedules
          ? {
              settle_stage: stage,
              next_settle_at: !final && stage < times.length ? new Date(new Date(contest.ends_at).getTime() + times[stage]!) : null,
              ...(final && row.final_at === null ? { final_at: new Date() } : {}),
            }
          : {}),
      })
      .where('id', '=', contest.id)
      .execute();
    return { ...settled, stage, final };
  });
  if (!outcome) return { ...nothing, done: true, stage: 0, final: false };
  ctx.log.info(
    { contestId: contest.id, members: accounts.length, awarded: outcome.points, revised: outcome.revised, failed: failures.size, stage: outcome.stage },
    'contest results recorded',
  );
  return {
    contestId: contest.id,
    awarded: outcome.points,
    failed: failures.size,
    done: true,
    stage: outcome.stage,
    revised: outcome.revised,
    final: outcome.final,
  };
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
