/**
 * The month end in the admin's hands (docs/rules.md §6): the finished months and their month end's state, a preview
 * of what it would do, running it (or one step a run skipped), and the verified backups.
 */
import { bearer, routeTable } from './route';
import { bool, checkedByHandler, int, list, MessageResponse, nint, nstr, num, obj, oneOf, opt, str, Type, withData, type Static } from './schema';
import { JobRunResponse } from './jobs';

/** The month end's steps, in the order a run does them. */
export const MONTH_END_STEPS = ['ranks', 'achievements', 'backup', 'autoKick', 'subscriptions'] as const;
export const MONTH_END_STEP_STATES = ['done', 'skipped', 'pending'] as const;
/** Why a member below the passing mark keeps their role (the first that applies, in this order). */
export const SPARE_REASONS = ['protected', 'coreMember', 'blocked'] as const;
/** verified: the file's checksum is the recorded one; changed: it is not; unrecorded: no record (not checked); missing: recorded, no file. */
export const BACKUP_STATES = ['verified', 'changed', 'unrecorded', 'missing'] as const;

export const MonthEndStepName = oneOf(MONTH_END_STEPS);
export type MonthEndStepName = Static<typeof MonthEndStepName>;
export type MonthEndStepState = (typeof MONTH_END_STEP_STATES)[number];
export type SpareReason = (typeof SPARE_REASONS)[number];
export type BackupState = (typeof BACKUP_STATES)[number];

/** A step of a month's end: `enabled` when its scheduler switch is on (a run does it; off: a run records it as skipped). */
export const MonthEndStepStatus = obj({ name: MonthEndStepName, label: str, enabled: bool, state: oneOf(MONTH_END_STEP_STATES) });
export type MonthEndStepStatus = Static<typeof MonthEndStepStatus>;
/** A month's end: when its run started and finished (null before), and each step's state. */
export const MonthStatus = obj({ month: str, startedAt: nstr, finishedAt: nstr, steps: list(MonthEndStepStatus) });
export type MonthStatus = Static<typeof MonthStatus>;
/** GET /admin/month-end/months: the finished months an admin can pick, newest first; `currentMonth` is 'YYYY-MM'. */
export const MonthEndMonths = obj({ currentMonth: str, months: list(MonthStatus) });
export type MonthEndMonths = Static<typeof MonthEndMonths>;
export const MonthEndMonthsResponse = withData(MonthEndMonths);
export type MonthEndMonthsResponse = Static<typeof MonthEndMonthsResponse>;

/** A member the month end would move or spare, with the month's points. */
export const PlannedMember = obj({ userId: str, name: str, role: str, points: int });
export type PlannedMember = Static<typeof PlannedMember>;
/**
 * GET /admin/month-end/preview: what the month end of `month` would do now, computed without changing anything.
 * `ranked`: how many members are ranked; `removals`: members (role MEMBER) below the passing mark who go back to USER;
 * `spared`: members below the passing mark who keep their role, and why; `resubscribe`: accounts whose notifications
 * are turned back on.
 */
export const MonthEndPreview = obj({
  month: str,
  passingMarks: int,
  ranked: int,
  achievements: list(obj({ userId: str, name: str, type: str, value: num })),
  removals: list(PlannedMember),
  spared: list(obj({ ...PlannedMember.properties, reason: oneOf(SPARE_REASONS) })),
  resubscribe: int,
  status: MonthStatus,
});
export type MonthEndPreview = Static<typeof MonthEndPreview>;
export const MonthEndPreviewResponse = withData(MonthEndPreview);
export type MonthEndPreviewResponse = Static<typeof MonthEndPreviewResponse>;

/** GET /admin/month-end/preview?month=YYYY-MM */
export const MonthEndPreviewQuery = obj({ month: str });
export type MonthEndPreviewQuery = Static<typeof MonthEndPreviewQuery>;
/** POST /admin/month-end/run: a finished month's whole end `{ month }`, or one step a run skipped `{ month, step }`. */
export const MonthEndRunRequest = obj({ month: str, step: opt(MonthEndStepName) });
export type MonthEndRunRequest = Static<typeof MonthEndRunRequest>;

/**
 * A member the month end would remove now (the preview's removals for the current month), and whether they were
 * warned this month: `warnedAt` when the in-app notice was added, `mailedAt` when the mail went (null: not yet, or
 * `takesMail` false: they turned warning mails off).
 */
export const AtRiskMember = obj({ ...PlannedMember.properties, warnedAt: nstr, mailedAt: nstr, takesMail: bool });
export type AtRiskMember = Static<typeof AtRiskMember>;
/**
 * GET /admin/month-end/at-risk: the current month's members below the passing mark whom the month end would remove,
 * and the warning (docs/notifications.md, "Below-the-mark warnings"). `warningDay` is 'YYYY-MM-DD', the day this
 * month's warnings go out (null: warnings off); `daysLeft`: whole days after today until the month ends;
 * `removeStepOn`: the remove step's scheduler switch (off: a run removes nobody unless the step is run alone).
 */
export const MonthEndAtRisk = obj({
  month: str,
  passingMarks: int,
  warnDaysBefore: int,
  warningDay: nstr,
  daysLeft: int,
  removeStepOn: bool,
  members: list(AtRiskMember),
});
export type MonthEndAtRisk = Static<typeof MonthEndAtRisk>;
export const MonthEndAtRiskResponse = withData(MonthEndAtRisk);
export type MonthEndAtRiskResponse = Static<typeof MonthEndAtRiskResponse>;
/** PUT /admin/month-end/warning-days: warn this many days before the month's last day (0: off; MARK_WARNING_DAYS). */
export const WarningDaysRequest = obj({ warnDaysBefore: int });
export type WarningDaysRequest = Static<typeof WarningDaysRequest>;
export const WarningDaysResponse = withData(obj({ warnDaysBefore: int, warningDay: nstr }));
export type WarningDaysResponse = Static<typeof WarningDaysResponse>;

/** A backup file with its size, date and verification state; `month` is null for a manual backup. */
export const BackupItem = obj({ name: str, month: nstr, sizeBytes: int, createdAt: str, state: oneOf(BACKUP_STATES), rows: nint });
export type BackupItem = Static<typeof BackupItem>;
/** GET /admin/backups: newest first. */
export const BackupsResponse = withData(list(BackupItem));
export type BackupsResponse = Static<typeof BackupsResponse>;
/** GET /admin/backups/:name: the file itself (gzip); the browser asks for it as a Blob (`responseType: 'blob'`). */
const BackupFile = Type.Unsafe<string>({ description: 'The backup file', content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } } });

const monthEnd = { tags: ['month end'], security: bearer } as const;
/** A month end route's answers besides its own: 409 (a month not over yet, nothing left to do), 503 (no job queue). */
const refusals = { 409: MessageResponse, 503: MessageResponse };

export const monthEndRoutes = routeTable({
  'GET /admin/month-end/months': {
    ...monthEnd,
    summary: 'The finished months with the state of their month end, newest first',
    response: { 200: MonthEndMonthsResponse, ...refusals },
  },
  'GET /admin/month-end/preview': {
    ...monthEnd,
    summary: "What a finished month's end would do now (?month=YYYY-MM), computed without changing anything",
    // A query parameter the docs name, with no keyword that checks its value (no `type`): the handler does.
    querystring: Type.Unsafe<MonthEndPreviewQuery>({ type: 'object', properties: { month: { description: 'YYYY-MM, a finished month' } } }),
    response: { 200: MonthEndPreviewResponse, ...refusals },
  },
  'POST /admin/month-end/run': {
    ...monthEnd,
    summary: "Run a finished month's end now ({ month }), or one step a run skipped ({ month, step }); one run per month at a time",
    body: checkedByHandler<MonthEndRunRequest>('{ month: YYYY-MM, step? }'),
    response: { 200: JobRunResponse, ...refusals },
  },
  'GET /admin/month-end/at-risk': {
    ...monthEnd,
    summary: "The current month's members below the passing mark whom the month end would remove, whether they were warned, and the warning day",
    response: { 200: MonthEndAtRiskResponse },
  },
  'PUT /admin/month-end/warning-days': {
    ...monthEnd,
    summary: "How many days before the month's last day members below the mark are warned (0: off, at most 27)",
    body: checkedByHandler<WarningDaysRequest>('{ warnDaysBefore: 0 to 27 }'),
    response: { 200: WarningDaysResponse },
  },
  'GET /admin/backups': {
    ...monthEnd,
    summary: 'The backups with their size, date and verification state, newest first',
    response: { 200: BackupsResponse, ...refusals },
  },
  'GET /admin/backups/:name': {
    ...monthEnd,
    summary: 'Download one backup file (gzip)',
    params: obj({ name: opt(Type.String({ maxLength: 200 })) }),
    response: { 200: BackupFile },
  },
});
