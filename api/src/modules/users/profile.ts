import type { Kysely } from 'kysely';
import type { EditProfileData, PlatformHandle, PlatformKey, ProfileData, UserRef } from '@chapter/contract';
import type { Database, User } from '../../db/schema';
import { HttpError } from '../../errors';
import type { SessionUser } from './service';
import { toPicture } from '../../files';
import { byPlatform, platformHandlesOf } from './platformHandles';
import { findUserById } from './service';
import { memberStanding, type MemberStanding } from '../leaderboard/memberStanding';
import { finishedSetsOf, type FinishedSet } from '../learning/progress/marks';
import { visibleContact } from '../privacy/visibility';

export const USER_NOT_FOUND = 'User not found!';

/**
 * A profile as the profile and compare pages show it. The e-mail, phone number and LinkedIn follow the owner's
 * privacy choices (docs/privacy.md): the owner always sees them, others only as the choice allows (admins included:
 * the admin area keeps what admins need). Points, ranks, activity and badges come from the points engine's ledger
 * (memberStanding).
 */
export function toProfileData(
  user: User,
  viewer: SessionUser,
  platforms: Record<PlatformKey, PlatformHandle>,
  standing: MemberStanding,
  finishedSets: FinishedSet[] = [],
): ProfileData {
  const isOwnProfile = user.id === viewer.id;
  const contact = visibleContact(user, viewer);
  return {
    _id: user.id,
    name: user.name,
    email: contact.email,
    role: user.role,
    academicYear: user.academic_year,
    profilePicture: toPicture(user.profile_picture),
    bio: user.bio ?? '',
    linkedinUsername: contact.linkedinUsername,
    leetcodeUsername: platforms.leetcode.handle,
    codechefUsername: platforms.codechef.handle,
    codeforcesUsername: platforms.codeforces.handle,
    geeksforgeeksUsername: platforms.geeksforgeeks.handle,
    platforms,
    points: standing.points,
    // The contract's totalQuestionSolved is what the Points tile shows: this month's points (docs/rules.md §10).
    totalQuestionSolved: standing.points,
    problemsSolved: standing.problemsSolved,
    currentRank: standing.currentRank,
    prevMonthData: { prevRank: standing.prevRank },
    subscribed: user.subscribed,
    avgPerDay: standing.avgPerDay,
    maxStreak: standing.maxStreak,
    dailyActivity: standing.dailyActivity,
    phoneNumber: contact.phoneNumber,
    badges: standing.badges,
    isOwnProfile,
    // Every viewer sees them (docs/learning-progress.md).
    finishedSets,
  };
}

/** The caller's own profile, or the one of `userId`. */
export async function getProfile(
  db: Kysely<Database>,
  viewer: SessionUser,
  standing: { timeZone: string; maxStaleMs: number },
  userId?: string,
): Promise<ProfileData> {
  const user = await findUserById(db, userId || viewer.id);
  if (!user) throw new HttpError(404, USER_NOT_FOUND);
  return toProfileData(
    user,
    viewer,
    await platformHandlesOf(db, user.id),
    await memberStanding(db, user.id, standing.timeZone, standing.maxStaleMs),
    await finishedSetsOf(db, user.id),
  );
}

export async function getEditProfileData(db: Kysely<Database>, userId: string): Promise<EditProfileData> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(404, USER_NOT_FOUND);
  const platforms = await platformHandlesOf(db, user.id);
  return {
    name: user.name,
    bio: user.bio ?? '',
    email: user.email,
    phoneNumber: user.phone_number,
    academicYear: user.academic_year,
    profilePic: toPicture(user.profile_picture),
    coding: byPlatform((platform) => platforms[platform].handle),
    verifiedProfile: byPlatform((platform) => platforms[platform].verified),
    social: { linkedin: user.linkedin_username },
    platforms,
  };
}

/** Flips the e-mail notification setting and returns the new one. */
export async function toggleSubscription(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ subscribed: eb.not('subscribed') }))
    .where('id', '=', userId)
    .returning('subscribed')
    .executeTakeFirst();
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  return row.subscribed;
}

/** Everyone not blocked, by name: the compare page's selectors. */
export async function listUserRefs(db: Kysely<Database>): Promise<UserRef[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'profile_picture'])
    .where('blocked', '=', false)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.name, role: row.role, profilePicture: toPicture(row.profile_picture) }));
}
