/**
 * The jobs in the admin's hands (tag `jobs`): the scheduled jobs' status and "fetch now" runs, the error queues of the
 * scheduled fetches, the scheduler's switches, "update the leaderboard now" and resetting achievements.
 */
import { bearer, routeTable } from './route';
import {
  answer,
  bool,
  checkedByHandler,
  freeForm,
  int,
  list,
  MessageResponse,
  nint,
  nstr,
  nullable,
  obj,
  oneOf,
  opt,
  str,
  Type,
  withData,
  type Static,
} from './schema';
import { picture } from './common';

/** A run's state; the scheduled jobs' last state is pg-boss's own ('created', 'retry', 'cancelled', 'expired' too). */
export const JOB_STATES = ['queued', 'created', 'retry', 'active', 'completed', 'cancelled', 'expired', 'failed'] as const;
/** What POST /admin/update-leaderboard may refresh. */
export const REFRESH_TYPES = ['overall', 'leetcode', 'gfg', 'codechef', 'codeforces'] as const;
/** The highest passing mark the scheduler settings take. */
export const MAX_PASSING_MARKS = 10_000;

export const JobState = oneOf(JOB_STATES);
export type JobState = Static<typeof JobState>;
export type RefreshType = (typeof REFRESH_TYPES)[number];

// ---- runs ----
/**
 * An on-demand run (a "fetch now", a re-run, a month end): `progress` while it counts its work, `result` the job's own
 * summary (its keys differ per job), `error` when it failed.
 */
export const JobRun = obj({
  id: str,
  name: str,
  label: str,
  state: JobState,
  createdAt: str,
  startedAt: nstr,
  completedAt: nstr,
  progress: nullable(obj({ done: int, total: int })),
  result: freeForm,
  error: nstr,
});
export type JobRun = Static<typeof JobRun>;
/** A scheduled job with its last run (pg-boss's state) and its next one. */
export const ScheduledJobStatus = obj({
  name: str,
  label: str,
  lastRunAt: nstr,
  lastState: Type.Unsafe<JobState | null>({ type: ['string', 'null'], enum: [...JOB_STATES, null] }),
  lastError: nstr,
  nextRunAt: nstr,
});
export type ScheduledJobStatus = Static<typeof ScheduledJobStatus>;
/** A calendar contest that has ended, whose results may be fetched now. */
export const FinishedContest = obj({ contestId: str, contestName: str, platform: str, date: str, endTime: str });
export type FinishedContest = Static<typeof FinishedContest>;
/**
 * GET /admin/job-status; `queued` holds the recent on-demand runs, newest first (finished ones too); `timeZone` is the
 * chapter's zone (CHAPTER_TIMEZONE), in which the schedules run: the screen shows every time in it.
 */
export const JobStatus = obj({ scheduled: list(ScheduledJobStatus), queued: list(JobRun), finishedContests: list(FinishedContest), timeZone: str });
export type JobStatus = Static<typeof JobStatus>;
export const JobStatusResponse = withData(JobStatus);
export type JobStatusResponse = Static<typeof JobStatusResponse>;
/** POST /admin/run-job (checked by the handler: a known job, a finished contest). */
export const RunJobRequest = Type.Union([obj({ job: Type.Literal('contest-results'), contestId: str }), obj({ job: Type.Literal('practice-today') })]);
export type RunJobRequest = Static<typeof RunJobRequest>;
/** POST /admin/run-job, POST /admin/month-end/run and GET /admin/job-run/:id */
export const JobRunResponse = withData(JobRun);
export type JobRunResponse = Static<typeof JobRunResponse>;

// ---- error queues ----
/** A member whose fetch failed; `profilePic` is their picture. */
export const ErrorUserBase = obj({ userId: str, name: str, profilePic: picture, academicYear: nint, errorMessage: str });
export type ErrorUserBase = Static<typeof ErrorUserBase>;
export const ContestErrorUser = obj({ ...ErrorUserBase.properties, platformUsername: nstr });
export type ContestErrorUser = Static<typeof ContestErrorUser>;
export const PracticeErrorUser = obj({ ...ErrorUserBase.properties, errorType: str, leetcodeUsername: nstr, geeksforgeeksUsername: nstr });
export type PracticeErrorUser = Static<typeof PracticeErrorUser>;
export const ContestErrorRecord = obj({ contestId: str, contestName: str, contestType: str, contestDate: str, users: list(ContestErrorUser) });
export type ContestErrorRecord = Static<typeof ContestErrorRecord>;
/** A day's failed practice fetches; `practiceQuestionId` is the day (YYYY-MM-DD). */
export const PracticeErrorRecord = obj({ practiceQuestionId: str, practiceQuestionDate: str, users: list(PracticeErrorUser) });
export type PracticeErrorRecord = Static<typeof PracticeErrorRecord>;
/** GET /admin/get-all-contest-error */
export const ErrorQueuesResponse = withData(obj({ contestErrorData: list(ContestErrorRecord), practiceQuestionErrorData: list(PracticeErrorRecord) }));
export type ErrorQueuesResponse = Static<typeof ErrorQueuesResponse>;
/**
 * POST /admin/re-run-contest-error, /admin/re-run-practice-question-error. A server with a job queue answers at once
 * with the queued run (`data`); its `errorCount` is then the count before it.
 */
export const RerunResponse = answer({ errorCount: int, data: opt(JobRun) });
export type RerunResponse = Static<typeof RerunResponse>;
/** A contest error record (and one member of it, for ignore-user). */
export const ContestErrorRequest = obj({ contestId: str, userId: opt(str) });
export type ContestErrorRequest = Static<typeof ContestErrorRequest>;
/** A day's practice error record (`practiceQuestionId`: YYYY-MM-DD), and one member of it, for ignore-user. */
export const PracticeErrorRequest = obj({ practiceQuestionId: str, userId: opt(str) });
export type PracticeErrorRequest = Static<typeof PracticeErrorRequest>;
const contestMember = obj({ contestId: str, userId: str });
const practiceMember = obj({ practiceQuestionId: str, userId: str });

// ---- scheduler ----
/** The admin's scheduler switches and the passing mark (docs/rules.md §6). */
export const SchedulerConstants = obj({
  achievementScheduler: bool,
  backupDataScheduler: bool,
  resetDataScheduler: bool,
  autoKickScheduler: bool,
  passingMarks: int,
});
export type SchedulerConstants = Static<typeof SchedulerConstants>;
/** PUT /admin/edit-constant-values: some of SchedulerConstants (at least one; nothing else). */
export const EditConstantsRequest = Type.Object(
  {
    achievementScheduler: opt(bool),
    backupDataScheduler: opt(bool),
    resetDataScheduler: opt(bool),
    autoKickScheduler: opt(bool),
    passingMarks: opt(Type.Integer({ minimum: 0, maximum: MAX_PASSING_MARKS })),
  },
  { additionalProperties: false },
);
export type EditConstantsRequest = Static<typeof EditConstantsRequest>;
/** GET /admin/fetch-constant-values, PUT /admin/edit-constant-values */
export const ConstantValuesResponse = withData(obj({ constant: SchedulerConstants }));
export type ConstantValuesResponse = Static<typeof ConstantValuesResponse>;

/** POST /admin/update-leaderboard; `type` 'overall' when absent. */
export const UpdateLeaderboardRequest = obj({ type: opt(oneOf(REFRESH_TYPES)) });
export type UpdateLeaderboardRequest = Static<typeof UpdateLeaderboardRequest>;
/** POST /admin/reset-achievement: one month's (YYYY-MM), or every member's achievements without a month. */
export const ResetAchievementRequest = obj({ month: opt(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })) });
export type ResetAchievementRequest = Static<typeof ResetAchievementRequest>;

const jobs = { tags: ['jobs'], security: bearer } as const;
/** No job queue on this server (JOBS=false). */
const noQueue = { 503: MessageResponse };

export const jobsRoutes = routeTable({
  'GET /admin/job-status': {
    ...jobs,
    summary: 'Scheduled jobs (last and next run), recent on-demand runs, and contests that have ended',
    response: { 200: JobStatusResponse, ...noQueue },
  },
  'POST /admin/run-job': {
    ...jobs,
    summary: "Fetch now: { job: 'contest-results', contestId } or { job: 'practice-today' }; one run per thing at a time",
    body: checkedByHandler<RunJobRequest>("{ job: 'contest-results', contestId } or { job: 'practice-today' }"),
    response: { 200: JobRunResponse, ...noQueue },
  },
  'GET /admin/job-run/:id': {
    ...jobs,
    summary: 'One on-demand run, for its progress',
    params: obj({ id: str }),
    response: { 200: JobRunResponse, ...noQueue },
  },
  'GET /admin/get-all-contest-error': {
    ...jobs,
    summary: 'Failed contest and practice fetches, per contest and per day',
    response: { 200: ErrorQueuesResponse },
  },
  'POST /admin/re-run-contest-error': {
    ...jobs,
    summary: "Fetch the listed members' results of a contest again",
    body: ContestErrorRequest,
    response: { 200: RerunResponse },
  },
  'POST /admin/ignore-user-from-contest-error': {
    ...jobs,
    summary: 'Drop one member from a contest error record',
    body: contestMember,
    response: { 200: MessageResponse },
  },
  'DELETE /admin/delete-contest-error': {
    ...jobs,
    summary: 'Drop a whole contest error record',
    body: ContestErrorRequest,
    response: { 200: MessageResponse },
  },
  'POST /admin/re-run-practice-question-error': {
    ...jobs,
    summary: "Fetch the listed members' practice of that day again",
    body: PracticeErrorRequest,
    response: { 200: RerunResponse },
  },
  'POST /admin/ignore-user-from-practice-question-error': {
    ...jobs,
    summary: 'Drop one member from a practice error record',
    body: practiceMember,
    response: { 200: MessageResponse },
  },
  'DELETE /admin/delete-practice-question-error': {
    ...jobs,
    summary: 'Drop a whole practice error record',
    body: PracticeErrorRequest,
    response: { 200: MessageResponse },
  },
  'POST /admin/update-leaderboard': {
    ...jobs,
    summary: "Fetch today's practice and the board's profile stats now (type: overall, leetcode, gfg, codechef, codeforces)",
    body: UpdateLeaderboardRequest,
    response: { 200: MessageResponse, ...noQueue },
  },
  'POST /admin/reset-achievement': {
    ...jobs,
    summary: "Remove the achievements of one month (YYYY-MM), or every member's achievements without a month",
    body: ResetAchievementRequest,
    response: { 200: MessageResponse },
  },
  'GET /admin/fetch-constant-values': {
    ...jobs,
    summary: "The scheduler's switches and the passing mark",
    response: { 200: ConstantValuesResponse },
  },
  'PUT /admin/edit-constant-values': {
    ...jobs,
    summary: "Change the scheduler's switches or the passing mark",
    body: EditConstantsRequest,
    response: { 200: ConstantValuesResponse },
  },
});
