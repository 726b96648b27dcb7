import { sql, type Kysely } from 'kysely';
import { PRIVACY_MESSAGES, type PublicProfile } from '@chapter/contract';
import { PLATFORMS, platformProfileUrl } from '@chapter/shared/constants';
import { achievementCardPath, cardPath, pagePath } from '../privacy/paths';
import type { AchievementType, Database, StoredPicture } from '../../db/schema';
import { DAY_MS, dateIn, monthOf } from '../../clock';
import { HttpError } from '../../errors';
import { toPicture } from '../../files';
import { memberStanding } from '../leaderboard/memberStanding';
import { platformHandlesOf } from '../users/platformHandles';
import { isPublicProfileVisible } from '../privacy/visibility';

export interface PublicProfileDeps {
  db: Kysely<Database>;
  publicUrl: string;
  chapterName: string;
  timeZone: string;
  maxStaleMs: number;
}

/** The member behind a slug, with only the columns a public profile may use (never e-mail, phone, LinkedIn, bio). */
interface PublicMember {
  id: string;
  name: string;
  profile_picture: StoredPicture | null;
  public_profile: boolean;
  blocked: boolean;
  deletion_due_at: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The visible member at `slug`; 404 noPublicProfile for an unknown slug or a profile not shown. */
async function visibleMember(db: Kysely<Database>, slug: string): Promise<PublicMember> {
  const member = await db
    .selectFrom('users')
    .select(['id', 'name', 'profile_picture', 'public_profile', 'blocked', 'deletion_due_at'])
    .where('public_slug', '=', slug)
    .executeTakeFirst();
  if (!member || !isPublicProfileVisible(member)) throw new HttpError(404, PRIVACY_MESSAGES.noPublicProfile);
  return member;
}

/** The heat map's span: the last 365 days, today included. */
export const HEAT_MAP_DAYS = 365;
export const heatMapStart = (today: string) => new Date(Date.parse(`${today}T00:00:00Z`) - (HEAT_MAP_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);

/** Days with solves over the heat map's span, summed over platforms as the profile's month view counts them. */
async function yearActivity(db: Kysely<Database>, userId: string, today: string) {
  return db
    .selectFrom('solved_days')
    .select([sql<string>`day::text`.as('date'), sql<number>`sum(solved)::int`.as('count')])
    .where('user_id', '=', userId)
    .where('day', '>=', heatMapStart(today))
    .where('day', '<=', today)
    .groupBy('day')
    .orderBy('day')
    .execute();
}

/** What the page and the profile card draw besides the contract's answer: the stored picture. */
export interface PublicProfileView extends PublicProfile {
  stored: StoredPicture | null;
  today: string;
}

/** GET /public/profiles/:slug: name, picture, this month's standing, verified handles, achievements and a year of activity. */
export async function publicProfileOf(deps: PublicProfileDeps, slug: string, now = new Date()): Promise<PublicProfileView> {
  const { db, publicUrl, chapterName, timeZone, maxStaleMs } = deps;
  const member = await visibleMember(db, slug);
  const today = dateIn(now, timeZone);
  const [standing, handles, dailyActivity] = [
    await memberStanding(db, member.id, timeZone, maxStaleMs, now),
    await platformHandlesOf(db, member.id),
    await yearActivity(db, member.id, today),
  ];
  return {
    slug,
    name: member.name,
    profilePicture: toPicture(member.profile_picture),
    chapterName,
    month: monthOf(today),
    rank: standing.currentRank,
    points: standing.points,
    // Only handles the platform confirmed the member owns: the page marks them "verified by <chapter>".
    handles: PLATFORMS.flatMap((platform) => {
      const { handle, verified } = handles[platform];
      return handle && verified ? [{ platform, handle, url: platformProfileUrl(platform, handle) }] : [];
    }),
    achievements: standing.badges.map((badge) => ({ ...badge, cardUrl: `${publicUrl}${achievementCardPath(slug, badge.id)}` })),
    dailyActivity,
    pageUrl: `${publicUrl}${pagePath(slug)}`,
    cardUrl: `${publicUrl}${cardPath(slug)}`,
    stored: member.profile_picture,
    today,
  };
}

export interface PublicAchievementView {
  name: string;
  type: AchievementType;
  month: string;
  value: number | null;
}

/** One achievement of the visible member at `slug`; 404 noAchievement for an id that is not theirs. */
export async function publicAchievementOf(db: Kysely<Database>, slug: string, achievementId: string): Promise<PublicAchievementView> {
  const member = await visibleMember(db, slug);
  // A malformed id is no achievement of anyone's (and never reaches the uuid column).
  const row = UUID.test(achievementId)
    ? await db.selectFrom('achievements').select(['type', 'month', 'value']).where('id', '=', achievementId).where('user_id', '=', member.id).executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, PRIVACY_MESSAGES.noAchievement);
  return { name: member.name, ...row };
}
