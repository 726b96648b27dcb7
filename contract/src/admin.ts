/**
 * The admin area's routes (admins only): the allowed e-mails, the members list and what an admin may do to an
 * account, points corrections and the audit log. The jobs (./jobs), the month end (./monthEnd) and the platforms'
 * health (./platformHealth, with the members' GET /user/platform-health) have files of their own; `adminRoutes` holds
 * them all. The allowed e-mails' shapes are the accounts' (./accounts).
 */
import { AddAllowedEmailsResponse, AllowedEmailsPage, type MultipartForm } from './accounts';
import { role } from './common';
import { bearer, routeTable } from './route';
import {
  answer,
  bool,
  checkedByHandler,
  freeForm,
  int,
  MessageResponse,
  nint,
  nstr,
  nullable,
  num,
  obj,
  opt,
  page,
  str,
  strings,
  Type,
  withData,
  type Static,
} from './schema';
import { jobsRoutes } from './jobs';
import { monthEndRoutes } from './monthEnd';
import { platformHealthRoutes } from './platformHealth';

export * from './jobs';
export * from './monthEnd';
export * from './platformHealth';

/** The most points one correction may add or deduct. */
export const MAX_POINTS_ADJUSTMENT = 10_000;

/** GET /admin/check-role: 200 for an admin, with their role. */
export const AdminRoleCheck = answer({ role: str });
export type AdminRoleCheck = Static<typeof AdminRoleCheck>;

/** The account an action is about: `userId` (for DELETE /admin/delete-allowed-email, the allowed e-mail's _id). */
export const UserIdRequest = obj({ userId: str });
export type UserIdRequest = Static<typeof UserIdRequest>;

// ---- allowed e-mails ----
/** POST /admin/add-allowed-emails: a list, or comma-separated text. */
export const AddAllowedEmailsRequest = obj({ emails: Type.Union([Type.Array(str), str]) });
export type AddAllowedEmailsRequest = Static<typeof AddAllowedEmailsRequest>;
/** POST /admin/fetch-all-allowed-emails { page=1, limit=10, search, sortOrder=1 } */
export const AllowedEmailsQuery = obj({
  page: int,
  limit: int,
  search: str,
  sortOrder: Type.Union([Type.Literal(1), Type.Literal(-1)]),
});
export type AllowedEmailsQuery = Static<typeof AllowedEmailsQuery>;

// ---- users ----
/** One row of POST /admin/fetch-all-users; `position` is the role as the screens name it, `profilePicture` its URL. */
export const AdminUser = obj({
  _id: str,
  name: str,
  email: str,
  phoneNumber: nstr,
  subscribed: bool,
  role,
  position: str,
  protected: bool,
  blocked: bool,
  profilePicture: nstr,
  /** Points this month. */
  totalQuestionSolved: num,
  academicYear: nint,
});
export type AdminUser = Static<typeof AdminUser>;
/** POST /admin/fetch-all-users; `protected` absent means both. */
export const AdminUsersQuery = obj({
  page: int,
  limit: Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50)]),
  search: str,
  sortOrder: Type.Union([Type.Literal(1), Type.Literal(-1)]),
  roles: opt(Type.Array(role)),
  protected: opt(bool),
});
export type AdminUsersQuery = Static<typeof AdminUsersQuery>;
export const AdminUsersPage = page(AdminUser, { limit: int });
export type AdminUsersPage = Static<typeof AdminUsersPage>;
/** POST /admin/promote-user, /admin/demote-user { userId } */
export const RoleChangeResponse = withData(obj({ _id: str, role }));
export type RoleChangeResponse = Static<typeof RoleChangeResponse>;
/** POST /admin/toggle-protected-status { userId } */
export const ProtectionResponse = withData(obj({ _id: str, protected: bool }));
export type ProtectionResponse = Static<typeof ProtectionResponse>;
/**
 * POST /admin/update-points: `delta` negative to deduct (`points` is its other name); the reason (`reason`, or `note`
 * from older callers) goes to the member's points history.
 */
export const UpdatePointsRequest = obj({
  userId: str,
  delta: opt(Type.Integer({ minimum: -MAX_POINTS_ADJUSTMENT, maximum: MAX_POINTS_ADJUSTMENT })),
  points: opt(Type.Integer({ minimum: -MAX_POINTS_ADJUSTMENT, maximum: MAX_POINTS_ADJUSTMENT })),
  note: opt(Type.String({ maxLength: 200 })),
  reason: opt(Type.String({ maxLength: 200 })),
});
export type UpdatePointsRequest = Static<typeof UpdatePointsRequest>;

// ---- audit log ----
/** One audited action; actor `_id` null: the operator at the command line. `before`/`after`: whatever it touched. */
export const AuditEntry = obj({
  _id: str,
  at: str,
  action: str,
  actor: obj({ _id: nstr, name: str }),
  target: nullable(obj({ _id: nstr, name: nstr })),
  before: freeForm,
  after: freeForm,
});
export type AuditEntry = Static<typeof AuditEntry>;
/** POST /admin/fetch-audit-log */
export const AuditLogQuery = obj({
  page: int,
  limit: int,
  action: opt(str),
  actorId: opt(str),
  targetId: opt(str),
  search: opt(str),
});
export type AuditLogQuery = Static<typeof AuditLogQuery>;
/** `actions`: every action name the log can hold, for the filter. */
export const AuditLogPage = page(AuditEntry, { limit: int, actions: strings });
export type AuditLogPage = Static<typeof AuditLogPage>;

const admin = { tags: ['admin'], security: bearer } as const;
/** A request body over the size limit (the CSV upload's file above 5 MB). */
const tooLarge = { 413: MessageResponse };

const usersRoutes = routeTable({
  'GET /admin/check-role': {
    ...admin,
    summary: 'Confirm the signed-in user is an admin',
    response: { 200: AdminRoleCheck },
  },
  'POST /admin/add-allowed-emails': {
    ...admin,
    summary: 'Allow e-mails to sign up: { emails: [..] } or comma-separated text',
    body: checkedByHandler<AddAllowedEmailsRequest>('{ emails: [..] } or comma-separated text'),
    response: { 200: AddAllowedEmailsResponse, ...tooLarge },
  },
  'POST /admin/upload-csv-allowed-emails': {
    ...admin,
    summary: 'Allow every e-mail found in a CSV file (multipart field file)',
    consumes: ['multipart/form-data'],
    body: checkedByHandler<MultipartForm>('Multipart field file: the CSV file'),
    response: { 200: AddAllowedEmailsResponse, ...tooLarge },
  },
  'POST /admin/fetch-all-allowed-emails': {
    ...admin,
    summary: 'One page of allowed e-mails { page, limit, search, sortOrder }',
    body: checkedByHandler<AllowedEmailsQuery>('{ page, limit, search, sortOrder }'),
    response: { 200: AllowedEmailsPage, ...tooLarge },
  },
  'DELETE /admin/delete-allowed-email': {
    ...admin,
    summary: 'Remove an allowed e-mail { userId: its _id }',
    body: checkedByHandler<UserIdRequest>('{ userId: the allowed e-mail’s _id }'),
    response: { 200: MessageResponse, ...tooLarge },
  },
  'POST /admin/fetch-all-users': {
    ...admin,
    summary: 'One page of accounts { page, limit ≤ 100, search, sortOrder, roles[], protected }',
    body: checkedByHandler<AdminUsersQuery>('{ page, limit ≤ 100, search, sortOrder, roles[], protected }'),
    response: { 200: AdminUsersPage },
  },
  'POST /admin/promote-user': {
    ...admin,
    summary: 'Move a member one step up the role ladder { userId }',
    body: checkedByHandler<UserIdRequest>('{ userId }'),
    response: { 200: RoleChangeResponse },
  },
  'POST /admin/demote-user': {
    ...admin,
    summary: 'Move a member one step down the role ladder { userId }; the last admin stays',
    body: checkedByHandler<UserIdRequest>('{ userId }'),
    response: { 200: RoleChangeResponse },
  },
  'DELETE /admin/delete-user-account': {
    ...admin,
    summary: 'Delete an account and its data; its points stay archived { userId }',
    body: checkedByHandler<UserIdRequest>('{ userId }'),
    response: { 200: MessageResponse },
  },
  'POST /admin/toggle-protected-status': {
    ...admin,
    summary: 'Protect a member from deletion, or lift it { userId }',
    body: checkedByHandler<UserIdRequest>('{ userId }'),
    response: { 200: ProtectionResponse },
  },
  'POST /admin/fetch-audit-log': {
    ...admin,
    summary: 'One page of the admin audit log { page, limit, action, actorId, targetId, search }',
    body: checkedByHandler<AuditLogQuery>('{ page, limit, action, actorId, targetId, search }'),
    response: { 200: AuditLogPage },
  },
  'POST /admin/update-points': {
    tags: ['points'],
    security: bearer,
    summary: "Add (positive) or deduct (negative) points from a member's current month; recorded with the admin's name",
    body: UpdatePointsRequest,
    response: { 200: MessageResponse },
  },
});

export const adminRoutes = { ...usersRoutes, ...jobsRoutes, ...monthEndRoutes, ...platformHealthRoutes };
