import { sql, type Kysely } from 'kysely';
import type { AdminUser, AdminUsersPage } from '@chapter/contract';
import { demote, isRole, promote, roleLabel, ROLES, type Role } from '@chapter/shared/roles';
import type { Database, StoredPicture } from '../../db/schema';
import { MESSAGES } from '@chapter/shared/constants';
import { HttpError } from '../../errors';
import { monthIn } from '../../clock';
import { monthPoints } from '../points/monthPoints';
import { isUuid } from '../validate';
import { writeAudit, type Person } from '../audit/audit';
import { adminCount, eraseAccount, lockAdminSet } from '../users/erase';
import { bodyRecord, escapeLike, optionalText, pageOf, wholeNumber } from '../lists';
import { notify } from '../notifications/notify';

export const USER_MESSAGES = {
  notFound: 'User not found!',
  alreadyAdmin: 'This user is already an ADMIN, the highest role',
  alreadyUser: 'This user is already a USER, the lowest role',
  lastAdmin: 'The chapter must keep at least one admin: this is the last one',
  deleteSelf: 'You cannot delete your own account here',
  deleteProtected: 'This member is protected and cannot be deleted',
} as const;

export interface UsersQuery {
  page: number;
  limit: number;
  search: string;
  sortOrder: 1 | -1;
  roles: Role[];
  protected: boolean | null;
}

/** Reads { page=1, limit=20, search, sortOrder=1, roles[], protected } with plain messages for bad values. */
export function readUsersQuery(body: unknown): UsersQuery {
  const raw = bodyRecord(body);
  const sortOrder = raw.sortOrder === undefined || raw.sortOrder === null ? 1 : Number(raw.sortOrder);
  if (sortOrder !== 1 && sortOrder !== -1) throw new HttpError(400, 'sortOrder must be 1 or -1');
  let roles: Role[] = [];
  if (raw.roles !== undefined && raw.roles !== null) {
    if (!Array.isArray(raw.roles) || !raw.roles.every(isRole)) throw new HttpError(400, `roles must be a list of ${ROLES.join(', ')}`);
    roles = [...new Set(raw.roles as Role[])];
  }
  let protectedOnly: boolean | null = null;
  if (raw.protected === true || raw.protected === 'true') protectedOnly = true;
  else if (raw.protected === false || raw.protected === 'false') protectedOnly = false;
  else if (raw.protected !== undefined && raw.protected !== null && raw.protected !== '') throw new HttpError(400, 'protected must be true or false');
  return {
    page: wholeNumber(raw.page, 1, 1_000_000, 'page'),
    limit: wholeNumber(raw.limit, 20, 100, 'limit'),
    search: optionalText(raw.search, 100, 'search'),
    sortOrder,
    roles,
    protected: protectedOnly,
  };
}

/** One page of every account, by name, with this month's points; filtered by name or e-mail, roles and protection. */
export async function fetchUsers(db: Kysely<Database>, query: UsersQuery, timeZone: string): Promise<AdminUsersPage> {
  let base = db.selectFrom('users as u');
  if (query.search) {
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    base = base.where((eb) => eb.or([eb(sql`lower(u.name)`, 'like', pattern), eb('u.email', 'like', pattern)]));
  }
  if (query.roles.length > 0) base = base.where('u.role', 'in', query.roles);
  if (query.protected !== null) base = base.where('u.protected', '=', query.protected);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();

  // This month in the chapter's zone.
  const month = monthIn(new Date(), timeZone);
  const direction = query.sortOrder === 1 ? 'asc' : 'desc';
  const rows = await base
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.phone_number',
      'u.subscribed',
      'u.role',
      'u.protected',
      'u.blocked',
      'u.profile_picture',
      'u.academic_year',
      sql<number>`coalesce((select p.points from (${monthPoints(month, { member: sql.ref('u.id') })}) p), 0)`.as('points'),
    ])
    .orderBy(sql`lower(u.name)`, direction)
    .orderBy('u.id', direction)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const data: AdminUser[] = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    subscribed: row.subscribed,
    role: row.role,
    position: row.role,
    protected: row.protected,
    blocked: row.blocked,
    profilePicture: (row.profile_picture as StoredPicture | null)?.url ?? null,
    totalQuestionSolved: Number(row.points ?? 0),
    academicYear: row.academic_year,
  }));
  return pageOf('Users fetched successfully', data, query.page, query.limit, Number(count));
}

/** The userId of a body: a uuid naming an account, else 404 (never a database error). */
export function userIdOf(body: unknown): string {
  const id = bodyRecord(body).userId;
  if (id === undefined || id === null || id === '') throw new HttpError(400, 'userId is required');
  if (!isUuid(id)) throw new HttpError(404, USER_MESSAGES.notFound);
  return id;
}

type Trx = Kysely<Database>;

/** Takes the lock, checks the actor is still an admin (a parallel request may have just demoted them) and locks the target. */
async function lockedUser(trx: Trx, actor: Person, userId: string) {
  await lockAdminSet(trx);
  const self = await trx.selectFrom('users').select('role').where('id', '=', actor.id).executeTakeFirst();
  if (self?.role !== 'ADMIN') throw new HttpError(403, MESSAGES.adminsOnly);
  const user = await trx
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'protected', 'profile_picture'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw new HttpError(404, USER_MESSAGES.notFound);
  return user;
}

/** Moves a member one step up or down the role ladder; never past ADMIN or below USER, never the last ADMIN down. */
export async function changeRole(db: Kysely<Database>, actor: Person, userId: string, step: 'promote' | 'demote'): Promise<{ _id: string; role: Role }> {
  return db.transaction().execute(async (trx) => {
    const user = await lockedUser(trx, actor, userId);
    if (step === 'promote' && user.role === 'ADMIN') throw new HttpError(400, USER_MESSAGES.alreadyAdmin);
    if (step === 'demote' && user.role === 'USER') throw new HttpError(400, USER_MESSAGES.alreadyUser);
    if (step === 'demote' && user.role === 'ADMIN' && (await adminCount(trx)) <= 1) throw new HttpError(400, USER_MESSAGES.lastAdmin);
    const role = step === 'promote' ? promote(user.role) : demote(user.role);
    await trx.updateTable('users').set({ role }).where('id', '=', user.id).execute();
    await writeAudit(trx, { action: `${step}-user`, actor, target: user, before: { role: user.role }, after: { role } });
    await notify(trx, [user.id], {
      kind: 'role-changed',
      title: `Your role is now ${roleLabel(role)}`,
      body: `An admin ${step === 'promote' ? 'promoted' : 'moved'} you from ${roleLabel(user.role)} to ${roleLabel(role)}.`,
      link: '/profile',
    });
    return { _id: user.id, role };
  });
}

/** Protects a member from deletion, or lifts it. */
export async function toggleProtected(db: Kysely<Database>, actor: Person, userId: string): Promise<{ _id: string; protected: boolean }> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'name', 'protected']).where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!user) throw new HttpError(404, USER_MESSAGES.notFound);
    const next = !user.protected;
    await trx.updateTable('users').set({ protected: next }).where('id', '=', user.id).execute();
    await writeAudit(trx, { action: 'toggle-protected-status', actor, target: user, before: { protected: user.protected }, after: { protected: next } });
    return { _id: user.id, protected: next };
  });
}

/** Deletes an account in one transaction (users/erase.ts); returns the picture to remove once it has committed. */
export async function deleteUserAccount(db: Kysely<Database>, actor: Person, userId: string): Promise<StoredPicture | null> {
  if (userId === actor.id) throw new HttpError(403, USER_MESSAGES.deleteSelf);
  return db.transaction().execute(async (trx) => {
    const user = await lockedUser(trx, actor, userId);
    if (user.protected) throw new HttpError(403, USER_MESSAGES.deleteProtected);
    if (user.role === 'ADMIN' && (await adminCount(trx)) <= 1) throw new HttpError(400, USER_MESSAGES.lastAdmin);
    return eraseAccount(trx, user, actor, { action: 'delete-user-account' });
  });
}
