import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ContestEntry, ContestResults } from '../platforms';
import { calendarPlatformKey, contestCodeFromLink } from '../platforms/contestCode';
import { publishLive } from '../modules/live/publish';
import { withChapterRanks } from '../modules/liveStandings/rank';
import { failureMessage, type JobContext } from './context';

/**
 * Live chapter standings (docs/notifications.md "Live chapter standings"): while a calendar contest runs, its
 * standings for the chapter's verified handles are read once a minute (the `live-standings` schedule) and stored,
 * and pages hear of each read through the live event stream.
 */

/** Two reads of one contest's standings are at least this far apart, whichever API instance runs them. */
export const LIVE_READ_GAP_MS = 50_000;
/** After its end a contest gets one more read (its standings as they closed), if that comes within this long. */
export const LIVE_AFTER_END_MS = 5 * 60_000;
/**
 * CodeChef lists its rankings 100 a page and cannot be asked for given handles: a live read takes this many pages of
 * each division at most (300 places), so a read stays within the minute at CodeChef's rate of one call per 2 s.
 */
export const LIVE_CODECHEF_PAGES = 3;

export interface LiveContestRow {
  id: string;
  name: string;
  link: string;
  platform: 'Codeforces' | 'CodeChef';
  ends_at: Date;
}

export interface LiveReadOutcome {
  contestId: string;
  /** false: another read of this contest was claimed less than LIVE_READ_GAP_MS ago, so this run left it alone. */
  read: boolean;
  /** Members stored (those who took part); the previous rows stay when the read failed. */
  rows: number;
  /** Why the read failed, in words; null when it worked. */
  problem: string | null;
}

/**
 * Every calendar contest running at `now`, and every one that ended within LIVE_AFTER_END_MS and has not been read
 * since its end: each gets one read (readContestStandings).
 */
export async function readLiveStandings(ctx: JobContext, now = new Date()): Promise<LiveReadOutcome[]> {
  await pruneLiveStandings(ctx, now);
  const due = await ctx.db
    .selectFrom('contests as c')
    .leftJoin('live_standings as s', 's.contest_id', 'c.id')
    .select(['c.id', 'c.name', 'c.link', 'c.platform', 'c.ends_at'])
    .where('c.starts_at', '<=', now)
    .where('c.ends_at', '>', new Date(now.getTime() - LIVE_AFTER_END_MS))
    .where((eb) => eb.or([eb('c.ends_at', '>', now), eb('s.updated_at', 'is', null), eb('s.updated_at', '<', eb.ref('c.ends_at'))]))
    .orderBy('c.ends_at')
    .orderBy('c.id')
    .execute();
  const outcomes: LiveReadOutcome[] = [];
  for (const contest of due) outcomes.push(await readContestStandings(ctx, contest, now));
  return outcomes;
}

/**
 * Claims the contest's read for this minute: true when no read of it was claimed within LIVE_READ_GAP_MS (by this
 * process or another), in one statement, so two instances running the job at once read it once.
 */
async function claimRead(ctx: JobContext, contestId: string, now: Date): Promise<boolean> {
  const claimed = await ctx.db
    .insertInto('live_standings')
    .values({ contest_id: contestId, attempted_at: now })
    .onConflict((oc) =>
      oc
        .column('contest_id')
        .doUpdateSet({ attempted_at: now })
        .where('live_standings.attempted_at', '<=', new Date(now.getTime() - LIVE_READ_GAP_MS)),
    )
    .returning('contest_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * One read of one contest: one fetchContestResults call for all the chapter's verified handles on its platform (it
 * batches them, and the platform's rate limit and breaker apply). A read that works replaces the stored rows and
 * announces itself on the live stream; one that fails keeps the rows and stores why (announced when the reason is new).
 */
export async function readContestStandings(ctx: JobContext, contest: LiveContestRow, now = new Date()): Promise<LiveReadOutcome> {
  if (!(await claimRead(ctx, contest.id, now))) return { contestId: contest.id, read: false, rows: 0, problem: null };
  const platform = calendarPlatformKey(contest.platform);
  const accounts = await ctx.db
    .selectFrom('platform_accounts')
    .select(['user_id', 'handle'])
    .where('platform', '=', platform)
    .where('verified_at', 'is not', null)
    .orderBy('user_id')
    .execute();

  const code = contestCodeFromLink(contest.platform, contest.link);
  let results: ContestResults | null = null;
  let problem: string | null = null;
  if (!code) {
    problem = `The contest link names no ${contest.platform} contest`;
  } else if (accounts.length > 0) {
    try {
      results = await ctx.clients[platform].fetchContestResults(
        { code },
        accounts.map((account) => account.handle),
        platform === 'codechef' ? { maxPages: LIVE_CODECHEF_PAGES } : {},
      );
    } catch (error) {
      problem = failureMessage(error);
      ctx.log.warn({ contestId: contest.id, err: error }, 'live standings read failed');
    }
  }

  // Open panels read the standings again (a new read, or a new reason a read failed).
  const announceRead = (trx: Transaction<Database>) =>
    publishLive(trx, { type: 'standings', userId: null, payload: { contestId: contest.id, updatedAt: now.toISOString() } });

  if (problem !== null) {
    const before = await ctx.db.selectFrom('live_standings').select('problem').where('contest_id', '=', contest.id).executeTakeFirst();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('live_standings').set({ problem }).where('contest_id', '=', contest.id).execute();
      // A new reason reaches the open panels; the same failure again tells them nothing new.
      if (before?.problem !== problem) await announceRead(trx);
    });
    return { contestId: contest.id, read: true, rows: 0, problem };
  }

  const took = accounts.flatMap((account) => {
    const entry: ContestEntry | undefined = results?.entries[account.handle];
    if (!entry?.participated) return [];
    return [
      {
        userId: account.user_id,
        handle: account.handle,
        solved: entry.solved,
        penalty: entry.penalty === null ? null : Math.round(entry.penalty),
        platformRank: entry.rank,
      },
    ];
  });
  const ranked = withChapterRanks(took);
  const unread = results?.unread?.length ?? 0;
  // Not a failure: the members below the places read are simply not shown until the contest ends.
  const note =
    unread > 0
      ? `${unread} ${unread === 1 ? 'member stands' : 'members stand'} below the first ${LIVE_CODECHEF_PAGES * 100} places CodeChef lists in a division and ${unread === 1 ? 'is' : 'are'} not shown during the contest`
      : null;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('live_standing_rows').where('contest_id', '=', contest.id).execute();
    if (ranked.length > 0) {
      await trx
        .insertInto('live_standing_rows')
        .values(
          ranked.map((row) => ({
            contest_id: contest.id,
            user_id: row.userId,
            handle: row.handle,
            chapter_rank: row.chapterRank,
            platform_rank: row.platformRank,
            solved: row.solved,
            penalty: row.penalty,
          })),
        )
        .execute();
    }
    await trx.updateTable('live_standings').set({ updated_at: now, problem: note }).where('contest_id', '=', contest.id).execute();
    await announceRead(trx);
  });
  ctx.log.info({ contestId: contest.id, members: accounts.length, rows: ranked.length }, 'live standings read');
  return { contestId: contest.id, read: true, rows: ranked.length, problem: note };
}

/** How long the reads of a finished contest are kept (the route shows them for 3 hours after its end). */
export const LIVE_KEEP_MS = 86_400_000;

/** Forgets the reads of contests that ended more than LIVE_KEEP_MS ago (their rows go with them). */
export async function pruneLiveStandings(ctx: Pick<JobContext, 'db'>, now = new Date()): Promise<void> {
  await ctx.db
    .deleteFrom('live_standings')
    .where('contest_id', 'in', (eb) =>
      eb
        .selectFrom('contests')
        .select('id')
        .where('ends_at', '<', new Date(now.getTime() - LIVE_KEEP_MS)),
    )
    .execute();
}
