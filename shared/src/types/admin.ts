// The admin area's contract (the /admin routes, plus the audit log and the jobs on demand): one copy for the API
// and mfe-admin. Allowed e-mails live in accounts.ts.
import type { Role } from '@chapter/contract';
import type { MessageResponse, Picture } from '@chapter/contract';

// ---- users ----
/** One row of POST /admin/fetch-all-users. */
export interface AdminUser {
  _id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  subscribed: boolean;
  role: Role;
  /** The role as the screens name it ('Position'). */
  position: string;
  protected: boolean;
  blocked: boolean;
  /** The picture's URL, or null. */
  profilePicture: string | Picture | null;
  /** Points this month. */
  totalQuestionSolved: number;
  academicYear: number | null;
}
/** POST /admin/fetch-all-users; `protected` absent means both. */
export interface AdminUsersQuery {
  page: number;
  limit: 10 | 20 | 50;
  search: string;
  sortOrder: 1 | -1;
  roles?: Role[];
  protected?: boolean;
}
export interface AdminUsersPage extends MessageResponse {
  data: AdminUser[];
  currentPage: number;
  limit: number;
  totalPages: number;
  totalCount: number;
}
/** POST /admin/promote-user, /admin/demote-user { userId } */
export interface RoleChangeResponse extends MessageResponse {
  data: { _id: string; role: Role };
}
/** POST /admin/toggle-protected-status { userId } */
export interface ProtectionResponse extends MessageResponse {
  data: { _id: string; protected: boolean };
}
/** POST /admin/update-points: `delta` negative to deduct; the reason goes to the member's points history. */
export interface UpdatePointsRequest {
  userId: string;
  delta: number;
  reason: string;
}

// ---- scheduler ----
export interface SchedulerConstants {
  achievementScheduler: boolean;
  backupDataScheduler: boolean;
  resetDataScheduler: boolean;
  autoKickScheduler: boolean;
  passingMarks: number;
}
/** GET /admin/fetch-constant-values; PUT /admin/edit-constant-values takes (some of) SchedulerConstants. */
export interface ConstantValuesResponse extends MessageResponse {
  data: { constant: SchedulerConstants };
}

// ---- error queues ----
export interface ErrorUserBase {
  userId: string;
  name: string;
  profilePic: Picture | null;
  academicYear: number | null;
  errorMessage: string;
}
export interface ContestErrorUser extends ErrorUserBase {
  platformUsername: string | null;
}
export interface PracticeErrorUser extends ErrorUserBase {
  errorType: string;
  leetcodeUsername: string | null;
  geeksforgeeksUsername: string | null;
}
export interface ContestErrorRecord {
  contestId: string;
  contestName: string;
  contestType: string;
  contestDate: string;
  users: ContestErrorUser[];
}
export interface PracticeErrorRecord {
  practiceQuestionId: string;
  practiceQuestionDate: string;
  users: PracticeErrorUser[];
}
/** GET /admin/get-all-contest-error */
export interface ErrorQueuesResponse extends MessageResponse {
  data: { contestErrorData: ContestErrorRecord[]; practiceQuestionErrorData: PracticeErrorRecord[] };
}
/** POST /admin/re-run-contest-error, /admin/re-run-practice-question-error */
export interface RerunResponse extends MessageResponse {
  errorCount: number;
}

// ---- audit log ----
export interface AuditEntry {
  _id: string;
  at: string;
  action: string;
  /** `_id` null: the operator at the command line. */
  actor: { _id: string | null; name: string };
  target: { _id: string | null; name: string | null } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
/** POST /admin/fetch-audit-log */
export interface AuditLogQuery {
  page: number;
  limit: number;
  action?: string;
  actorId?: string;
  targetId?: string;
  search?: string;
}
export interface AuditLogPage extends MessageResponse {
  data: AuditEntry[];
  currentPage: number;
  limit: number;
  totalPages: number;
  totalCount: number;
  /** Every action name the log can hold, for the filter. */
  actions: string[];
}

// ---- jobs ----
/** A run's state; the scheduled jobs' last state is pg-boss's own ('created', 'retry', 'cancelled', 'expired' too). */
export type JobState = 'queued' | 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'expired' | 'failed';
export interface JobRun {
  id: string;
  name: string;
  label: string;
  state: JobState;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  progress: { done: number; total: number } | null;
  result: unknown;
  error: string | null;
}
export interface ScheduledJobStatus {
  name: string;
  label: string;
  lastRunAt: string | null;
  lastState: JobState | null;
  lastError: string | null;
  nextRunAt: string | null;
}
export interface FinishedContest {
  contestId: string;
  contestName: string;
  platform: string;
  date: string;
  endTime: string;
}
/** GET /admin/job-status; `queued` holds the recent on-demand runs, newest first (finished ones too). */
export interface JobStatusResponse extends MessageResponse {
  /** `timeZone`: the chapter's zone (CHAPTER_TIMEZONE), in which the schedules run. */
  data: { scheduled: ScheduledJobStatus[]; queued: JobRun[]; finishedContests: FinishedContest[]; timeZone: string };
}
/** POST /admin/run-job */
export type RunJobRequest = { job: 'contest-results'; contestId: string } | { job: 'practice-today' };
/** POST /admin/run-job and GET /admin/job-run/:id */
export interface JobRunResponse extends MessageResponse {
  data: JobRun;
}
