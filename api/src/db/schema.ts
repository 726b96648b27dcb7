import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '@chapter/shared/roles';
import type { AnnouncementLink, LeaderboardBoard, MeetingAttendees, PlatformKey, Visibility } from '@chapter/contract';

/** A stored picture: where it lives and its blur placeholder. */
export interface StoredPicture {
  url: string;
  blurhash?: string;
}

export interface UsersTable {
  id: Generated<string>;
  name: string;
  /** Always stored lowercased (a check constraint enforces it). */
  email: string;
  password_hash: string;
  role: ColumnType<Role, Role | undefined, Role>;
  academic_year: number | null;
  bio: string | null;
  phone_number: string | null;
  registration_number: string | null;
  linkedin_username: string | null;
  profile_picture: ColumnType<StoredPicture | null, string | null | undefined, string | null>;
  subscribed: Generated<boolean>;
  protected: Generated<boolean>;
  blocked: Generated<boolean>;
  token_version: Generated<number>;
  kept_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  kept_session_version: ColumnType<number | null, number | null | undefined, number | null>;
  /** The mail kinds besides 'events' (subscribed) the member turned off (migration 019). */
  mail_off: ColumnType<string[], string[] | undefined, string[]>;
  /** Who besides the owner sees each contact field (migration 028, docs/privacy.md). */
  email_visibility: ColumnType<Visibility, Visibility | undefined, Visibility>;
  phone_visibility: ColumnType<Visibility, Visibility | undefined, Visibility>;
  linkedin_visibility: ColumnType<Visibility, Visibility | undefined, Visibility>;
  on_landing_page: Generated<boolean>;
  public_profile: Generated<boolean>;
  public_slug: ColumnType<string | null, string | null | undefined, string | null>;
  deletion_requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  deletion_due_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, never, never>;
}

export interface AllowedEmailsTable {
  id: Generated<string>;
  email: string;
  created_at: ColumnType<Date, never, never>;
}

export interface LoginFailuresTable {
  email: string;
  failures: number;
  last_failure_at: ColumnType<Date, Date | undefined, Date>;
  next_try_at: ColumnType<Date, Date | undefined, Date>;
}

export interface Database {
  login_failures: LoginFailuresTable;
  users: UsersTable;
  allowed_emails: AllowedEmailsTable;
  otp_codes: OtpCodesTable;
  issue_reports: IssueReportsTable;
  practice_sets: PracticeSetsTable;
  practice_problems: PracticeProblemsTable;
  video_resources: VideoResourcesTable;
  videos: VideosTable;
  roadmaps: RoadmapsTable;
  learning_counts: LearningCountsTable;
  contests: ContestsTable;
  meetings: MeetingsTable;
  festivals: FestivalsTable;
  platform_accounts: PlatformAccountsTable;
  platform_health: PlatformHealthTable;
  platform_outcomes: PlatformOutcomesTable;
  solved_days: SolvedDaysTable;
  solved_problems: SolvedProblemsTable;
  points_ledger: PointsLedgerTable;
  scheduler_settings: SchedulerSettingsTable;
  problems_of_the_day: ProblemsOfTheDayTable;
  contest_errors: ContestErrorsTable;
  practice_errors: PracticeErrorsTable;
  monthly_ranks: MonthlyRanksTable;
  achievements: AchievementsTable;
  month_end_runs: MonthEndRunsTable;
  leaderboard_members: LeaderboardMembersTable;
  leaderboard_entries: LeaderboardEntriesTable;
  leaderboard_state: LeaderboardStateTable;
  leaderboard_dirty: LeaderboardDirtyTable;
  leaderboard_counts: LeaderboardCountsTable;
  announcements: AnnouncementsTable;
  event_mail_deliveries: EventMailDeliveriesTable;
  calendar_feeds: CalendarFeedsTable;
  audit_log: AuditLogTable;
  setup_tokens: SetupTokensTable;
  deleted_points_ledger: DeletedPointsLedgerTable;
  job_runs: JobRunsTable;
  stored_files: StoredFilesTable;
  database_identity: DatabaseIdentityTable;
  backups: BackupsTable;
  notifications: NotificationsTable;
  upcoming_contests: UpcomingContestsTable;
  reminder_settings: ReminderSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_keys: PushKeysTable;
  reminder_deliveries: ReminderDeliveriesTable;
  mark_warning_deliveries: MarkWarningDeliveriesTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  live_events: LiveEventsTable;
  stream_tickets: StreamTicketsTable;
  live_standings: LiveStandingsTable;
  live_standing_rows: LiveStandingRowsTable;
  deploy_tokens: DeployTokensTable;
  remote_versions: RemoteVersionsTable;
  remote_version_files: RemoteVersionFilesTable;
  remote_releases: RemoteReleasesTable;
  remote_deploy_history: RemoteDeployHistoryTable;
  remote_version_health: RemoteVersionHealthTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

// ---- learning (migration 003_learning) ----
export interface PracticeSetsTable {
  id: Generated<string>;
  title: string;
  description: string;
  /** lower(title || ' ' || description), generated by the database; searched through a trigram index. */
  search_text: ColumnType<string, never, never>;
  /** Kept equal to the distinct platforms of the set's problems, in the same transaction as each change. */
  platforms: ColumnType<string[], string[] | undefined, string[]>;
  total_questions: Generated<number>;
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
  last_updated_at: ColumnType<Date, Date | undefined, Date>;
  last_modified_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PracticeProblemsTable {
  id: Generated<string>;
  set_id: string;
  title: string;
  link: string;
  description: string;
  difficulty: string;
  platform: string;
  created_at: ColumnType<Date, never, never>;
  /** The problem its link names (platforms/problemKey.ts), null for a link that is no known problem (migration 027). */
  problem_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its place in the set, a gapless 1..n (migration 027; left out on insert, a trigger puts it last). */
  position: ColumnType<number, number | undefined, number>;
}

/** A problem a member has solved on a handle (migration 027, docs/learning-progress.md). */
export interface SolvedProblemsTable {
  user_id: string;
  platform: PlatformKey;
  handle: string;
  problem_key: string;
  solved_at: Date;
  first_seen_at: ColumnType<Date, Date | undefined, never>;
}

export interface VideoResourcesTable {
  id: Generated<string>;
  title: string;
  description: string;
  /** lower(title || ' ' || description), generated by the database; searched through a trigram index. */
  search_text: ColumnType<string, never, never>;
  total_videos: Generated<number>;
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
  last_updated_at: ColumnType<Date, Date | undefined, Date>;
  last_modified_at: ColumnType<Date, Date | undefined, Date>;
}

export interface VideosTable {
  id: Generated<string>;
  resource_id: string;
  title: string;
  /** Always the YouTube embed form. */
  link: string;
  description: string;
  created_at: ColumnType<Date, never, never>;
}

export interface RoadmapsTable {
  id: Generated<string>;
  slug: string;
  title: string;
  description: string;
  /** lower(title || ' ' || description), generated by the database; searched through a trigram index. */
  search_text: ColumnType<string, never, never>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  /** RoadmapNode[] of @chapter/shared/types; written as a JSON string. */
  nodes: ColumnType<unknown, string | undefined, string>;
  created_by: string | null;
  date_created: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

// ---- accounts (migration 002_accounts) ----
export interface OtpCodesTable {
  id: Generated<string>;
  email: string;
  /** HMAC of the code; the code itself is never stored. */
  code_hash: string;
  attempts: Generated<number>;
  requested_ip: string | null;
  expires_at: Date;
  verified_at: Date | null;
  used_at: Date | null;
  created_at: ColumnType<Date, never, never>;
}

export interface IssueReportsTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  description: string;
  screenshot: ColumnType<StoredPicture | null, string | null | undefined, string | null>;
  user_id: string | null;
  reporter_ip: string | null;
  created_at: ColumnType<Date, never, never>;
}

// ---- calendar (migration 004_calendar) ----
/** `date` columns are read as text (`date::text`), never as JS Dates, so no time zone can shift them. */
export interface ContestsTable {
  id: Generated<string>;
  name: string;
  link: string;
  platform: 'Codeforces' | 'CodeChef';
  date: ColumnType<string, string, string>;
  start_time: string;
  end_time: string;
  starts_at: Date;
  ends_at: Date;
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
  /** Set once the contest's results are in (migration 006_jobs). */
  results_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** How many re-fetches after the first fetch have run (migration 017_contest_settle). */
  settle_stage: ColumnType<number, number | undefined, number>;
  /** When the next re-fetch is due; null before the first fetch and once final (migration 017). */
  next_settle_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the contest's points became final: its last re-fetch ran (migration 017). */
  final_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

// The values a column holds that are also wire values are declared once, in the contract.
export type { AnnouncementLink, LeaderboardBoard, MeetingAttendees, PlatformKey };
export interface MeetingsTable {
  id: Generated<string>;
  title: string;
  description: string;
  link: string;
  date: ColumnType<string, string, string>;
  time: string;
  /** Who attends and is mailed: the lowest role (migration 010_dashboard). */
  attendees: ColumnType<MeetingAttendees, MeetingAttendees | undefined, MeetingAttendees>;
  compulsory: Generated<boolean>;
  mom_link: string | null;
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface FestivalsTable {
  id: Generated<string>;
  title: string;
  date: ColumnType<string, string, string>;
  created_at: ColumnType<Date, never, never>;
  /** Migration 010_dashboard. */
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
}

// ---- points (migration 005_points) ----

export interface PlatformAccountsTable {
  user_id: string;
  platform: PlatformKey;
  handle: string;
  verified_at: Date | null;
  verification_code: string | null;
  code_expires_at: Date | null;
  /** The last fetched profile stats (the platform client's profile object). */
  profile: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  refreshed_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** When the handle's solves were last fetched (migration 016_platform_health). */
  solves_fetched_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When its stats were last fetched (migration 016); refreshed_at moves with it. */
  stats_fetched_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Its last failed fetch: the kind (the platform client's, e.g. 'refused', 'paused', 'not-found'), when, in words (migration 016). */
  last_failure_kind: ColumnType<string | null, string | null | undefined, string | null>;
  last_failure_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_failure_message: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A platform's circuit breaker, shared by every API instance (migration 016_platform_health). */
export interface PlatformHealthTable {
  platform: PlatformKey;
  state: 'closed' | 'open' | 'half-open';
  /** The first failure of the current run of failures; null while the platform answers. */
  failing_since: Date | null;
  consecutive_failures: number;
  backoff_ms: number;
  next_probe_at: Date | null;
  probe_started_at: Date | null;
  last_success_at: Date | null;
  last_failure_at: Date | null;
  last_error_kind: string | null;
  last_error_message: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A platform's requests in one hour: answered, failed, paused by the breaker (migration 016; the last 24 h kept). */
export interface PlatformOutcomesTable {
  platform: PlatformKey;
  hour: Date;
  succeeded: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  paused: ColumnType<number, number | undefined, number>;
}

export interface SolvedDaysTable {
  user_id: string;
  platform: PlatformKey;
  day: ColumnType<string, string, string>;
  solved: number;
}

export interface PointsLedgerTable {
  id: Generated<string>;
  user_id: string;
  /**
   * What the points are for, unique per member: 'practice:leetcode:2026-11-20', 'contest:<id>:<problem>',
   * 'contest-revision:<id>:<stage>', 'adjustment:<uuid>'.
   */
  source: string;
  kind: 'practice' | 'contest' | 'adjustment';
  platform: PlatformKey | null;
  /** The day the points count for; the month of this day is the month they count in. */
  day: ColumnType<string, string, string>;
  points: number;
  contest_id: string | null;
  note: string | null;
  created_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** A contest revision ('contest-revision:<contest>:<stage>'): the settle stage whose re-fetch wrote it (migration 017). */
  revision_stage: ColumnType<number | null, number | null | undefined, number | null>;
  /** A revision's member's points for the contest before and after it (migration 017). */
  points_before: ColumnType<number | null, number | null | undefined, number | null>;
  points_after: ColumnType<number | null, number | null | undefined, number | null>;
}

// ---- jobs (migration 006_jobs) ----
export interface SchedulerSettingsTable {
  id: ColumnType<boolean, never, never>;
  achievement_scheduler: boolean;
  backup_data_scheduler: boolean;
  reset_data_scheduler: boolean;
  auto_kick_scheduler: boolean;
  passing_marks: number;
  /** Days before the month's last day the below-the-mark warnings go out; 0: off (migration 023_mark_warnings). */
  warn_days_before: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface ProblemsOfTheDayTable {
  platform: 'leetcode' | 'geeksforgeeks';
  day: ColumnType<string, string, string>;
  problem: ColumnType<Record<string, unknown>, string, string>;
  fetched_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ContestErrorsTable {
  contest_id: string;
  user_id: string;
  handle: string;
  message: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PracticeErrorsTable {
  day: ColumnType<string, string, string>;
  user_id: string;
  platform: 'leetcode' | 'geeksforgeeks';
  handle: string;
  message: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** Row counts of practice_sets and video_resources, kept exact by statement triggers (003_learning). */
export interface LearningCountsTable {
  name: string;
  total: ColumnType<number, never, never>;
}

// ---- month end (migration 007_month_end) ----
export interface MonthlyRanksTable {
  /** YYYY-MM */
  month: string;
  user_id: string;
  points: number;
  rank: number;
}

export type AchievementType = 'gold' | 'silver' | 'bronze' | 'dailyActiveStreak' | 'maxAvgPerDay';

export interface AchievementsTable {
  id: Generated<string>;
  user_id: string;
  month: string;
  type: AchievementType;
  value: number | null;
  created_at: ColumnType<Date, never, never>;
}

export interface MonthEndRunsTable {
  month: string;
  steps_done: ColumnType<string[], string[] | undefined, string[]>;
  /** Steps a run left out because their switch was off (migration 013); run later on request. */
  steps_skipped: ColumnType<string[], string[] | undefined, string[]>;
  started_at: ColumnType<Date, Date | undefined, Date>;
  finished_at: Date | null;
}

// ---- month end control (migration 013_month_end_control) ----
/** One row: this database's random id, written into its backups. */
export interface DatabaseIdentityTable {
  id: Generated<string>;
  created_at: ColumnType<Date, never, never>;
  one: ColumnType<boolean, never, never>;
}

/** A backup file of DATA_DIR/backups, with the proof recorded before it took its name. */
export interface BackupsTable {
  name: string;
  month: string | null;
  size_bytes: ColumnType<string, number, number>;
  sha256: string;
  rows: number;
  pictures: number;
  counts: ColumnType<Record<string, number>, string, string>;
  database_id: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

// ---- leaderboards (migration 008_leaderboard) ----
/** The overall board, kept in order by an index (points desc, name in code-point order, id); no stored rank (migration 015). */
export interface LeaderboardMembersTable {
  user_id: string;
  name: string;
  points: number;
  points_increased: number;
  total_solved: number;
}
export interface LeaderboardEntriesTable {
  board: PlatformKey;
  user_id: string;
  name: string;
  score: number;
}
/** How many members each board has at each score (board 'overall': points): ranks and page starts (migration 015). */
export interface LeaderboardCountsTable {
  board: LeaderboardBoard;
  score: number;
  n: number;
}
export interface LeaderboardStateTable {
  id: Generated<boolean>;
  month: string | null;
  stale: Generated<boolean>;
  updated_at: Date | null;
  /** Moves with anything the boards, top 5 or stats show (migration 015). */
  version: Generated<string>;
  /** Moves with anyone's role, block, tokens, name, e-mail or deletion (migration 015). */
  auth_epoch: Generated<string>;
  /** When every board was last rebuilt whole (migration 015). */
  rebuilt_at: Date | null;
}

/** Members whose standing may have changed since the last rebuild (migration 015). */
export interface LeaderboardDirtyTable {
  user_id: string;
}

// ---- dashboard (migration 010_dashboard) ----
export interface AnnouncementsTable {
  id: Generated<string>;
  title: string;
  description: string;
  date: ColumnType<string, string, string>;
  time: string | null;
  links: ColumnType<AnnouncementLink[], string, string>;
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
}
export type EventMailKind = 'meeting' | 'contest';
export interface EventMailDeliveriesTable {
  event_kind: EventMailKind;
  event_id: string;
  user_id: string;
  claimed_at: Date | null;
  sent_at: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
}
export interface CalendarFeedsTable {
  user_id: string;
  nonce: string;
  secret_hash: string;
  created_at: ColumnType<Date, never, never>;
}

// ---- admin (migration 009_admin) ----
export interface AuditLogTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | undefined, never>;
  action: string;
  actor_id: string | null;
  actor_name: string;
  target_id: string | null;
  target_name: string | null;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
}
export interface SetupTokensTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  token_hash: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
  used_at: Date | null;
}
export interface DeletedPointsLedgerTable {
  id: string;
  user_id: string;
  source: string;
  kind: string;
  platform: string | null;
  day: ColumnType<string, string, string>;
  points: number;
  contest_id: string | null;
  note: string | null;
  created_by: string | null;
  created_at: Date;
  deleted_at: ColumnType<Date, Date | undefined, never>;
}
export type JobRunState = 'queued' | 'active' | 'completed' | 'failed';
export interface JobRunsTable {
  id: Generated<string>;
  name: string;
  key: string;
  label: string;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  state: ColumnType<JobRunState, JobRunState | undefined, JobRunState>;
  requested_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  started_at: Date | null;
  completed_at: Date | null;
  progress_done: number | null;
  progress_total: number | null;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  error: string | null;
}

// ---- stored files (migration 014_stored_files) ----
/** public: served at /files/pictures/{name} (profile pictures); private: never served (issue screenshots). */
export type StoredFileKind = 'public' | 'private';

export interface StoredFilesTable {
  name: string;
  kind: StoredFileKind;
  content_type: string;
  /** node-postgres reads bytea as a Buffer; PGlite's bridge may hand a Uint8Array. */
  bytes: ColumnType<Uint8Array, Uint8Array, never>;
  size: number;
  created_at: ColumnType<Date, never, never>;
}

// ---- notification centre (migration 019_notifications) ----
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  title: string;
  body: ColumnType<string, string | undefined, string>;
  link: string | null;
  /** One item per member and key: a retried job adds nothing twice. */
  dedupe_key: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

// ---- below-the-mark warnings (migration 023_mark_warnings) ----
/** One row per member and month: the member was warned (warned_at) and mailed (sent_at) once that month. */
export interface MarkWarningDeliveriesTable {
  user_id: string;
  /** 'YYYY-MM' */
  month: string;
  warned_at: Date | null;
  claimed_at: Date | null;
  sent_at: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
}

// ---- reminders (migration 021_reminders) ----
/** A member's reminders: channels, lead times (minutes before the event's start) and which events. */
export interface ReminderSettingsTable {
  user_id: string;
  email: ColumnType<boolean, boolean | undefined, boolean>;
  push: ColumnType<boolean, boolean | undefined, boolean>;
  lead_minutes: ColumnType<number[], number[] | undefined, number[]>;
  contests: ColumnType<boolean, boolean | undefined, boolean>;
  meetings: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
/** A browser a member turned push on in: its push service endpoint (unique) and its keys (base64url). */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: ColumnType<Date, never, never>;
}
/** The server's VAPID key pair (base64url), one row. */
export interface PushKeysTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  public_key: string;
  private_key: string;
  created_at: ColumnType<Date, never, never>;
}
export type ReminderChannel = 'email' | 'push';
/** One reminder to one member (and, for push, one browser): claimed before the send, marked after it. */
export interface ReminderDeliveriesTable {
  user_id: string;
  event_kind: EventMailKind;
  event_id: string;
  event_start: Date;
  lead_minutes: number;
  channel: ReminderChannel;
  /** The push subscription's id; '' for e-mail. */
  target: ColumnType<string, string | undefined, string>;
  claimed_at: Date | null;
  sent_at: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
}

// ---- group-chat webhooks (migration 022_webhooks) ----
export interface WebhooksTable {
  id: Generated<string>;
  name: string;
  /** The contract's WebhookKind. */
  kind: 'discord' | 'slack' | 'json';
  /** The URL, encrypted (modules/webhooks/urlCipher.ts); never sent to a browser. */
  url_sealed: string;
  /** Scheme, host and last four characters: what the admin is shown. */
  url_masked: string;
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
  last_success_at: Date | null;
  last_failure_at: Date | null;
  last_error: string | null;
  /** The first failure since the last success; null while posts go through. */
  failing_since: Date | null;
}
/** One item posted to one webhook: claimed before the post, marked after it. */
export interface WebhookDeliveriesTable {
  webhook_id: string;
  item_key: string;
  claimed_at: Date | null;
  sent_at: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: ColumnType<Date, never, never>;
}

// ---- upcoming contests (migration 020_upcoming_contests) ----
/** A contest a platform lists as not started yet, as the daily upcoming-contests job last read it. */
export interface UpcomingContestsTable {
  platform: PlatformKey;
  /** The platform's own code of the contest (the one its link names). */
  code: string;
  name: string;
  link: string;
  starts_at: Date;
  ends_at: Date;
  fetched_at: ColumnType<Date, Date | undefined, Date>;
}

// ---- live events (migration 024_live) ----
/** The live event log: written by triggers and publishLive() in the writer's transaction (docs/live.md). */
export interface LiveEventsTable {
  id: GeneratedAlways<string>;
  type: string;
  /** null: every signed-in page; set: only this member's pages. */
  user_id: string | null;
  payload: ColumnType<Record<string, unknown>, string, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
/** A one-minute ticket that opens an event stream, by the SHA-256 of its value. */
export interface StreamTicketsTable {
  hash: string;
  user_id: string;
  expires_at: Date;
}

// ---- live chapter standings (migration 025_live_standings) ----
/** The last read of a running calendar contest's standings (jobs/liveStandings.ts). */
export interface LiveStandingsTable {
  contest_id: string;
  /** When the last read was claimed: the once-a-minute guard across instances. */
  attempted_at: Date;
  /** When a read last worked; null before the first. */
  updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Why the last read failed, in words; null when it worked. */
  problem: ColumnType<string | null, string | null | undefined, string | null>;
}
/** One member who took part, as the last read that worked found them. */
export interface LiveStandingRowsTable {
  contest_id: string;
  user_id: string;
  handle: string;
  /** Place among the chapter's members (solved desc, penalty asc; equal results share it). */
  chapter_rank: number;
  platform_rank: number | null;
  solved: number;
  penalty: number | null;
}

// ---- remote deployments (migration 026_deployments) ----
/** A deploy token for one remote (its package folder); only the token's SHA-256 is kept. */
export interface DeployTokensTable {
  id: Generated<string>;
  pkg: string;
  name: string;
  token_hash: string;
  /** The admin's name. */
  created_by: string | null;
  created_at: ColumnType<Date, never, never>;
  last_used_at: Date | null;
  revoked_at: Date | null;
}
/** An uploaded build of a remote. */
export interface RemoteVersionsTable {
  pkg: string;
  version: string;
  content_hash: string;
  source: 'token' | 'admin';
  deployed_by: string | null;
  deployed_by_user: string | null;
  token_id: string | null;
  /** bigint: the driver answers a string. */
  size: ColumnType<string, number, number>;
  files: number;
  /** The @module-federation/runtime-core version the build used. */
  runtime: string;
  build_id: string | null;
  created_at: ColumnType<Date, never, never>;
}
export interface RemoteVersionFilesTable {
  pkg: string;
  version: string;
  path: string;
  content_type: string;
  bytes: Buffer;
  size: number;
}
/** Which version a remote serves: null stable = the one dist/web/remotes.json names. */
export interface RemoteReleasesTable {
  pkg: string;
  stable_version: string | null;
  canary_version: string | null;
  canary_share: number | null;
  canary_since: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export interface RemoteDeployHistoryTable {
  id: GeneratedAlways<string>;
  pkg: string;
  action: 'deploy' | 'canary' | 'promote' | 'rollback' | 'stop-canary' | 'auto-rollback';
  version: string | null;
  previous: string | null;
  share: number | null;
  by: string | null;
  reason: string | null;
  at: ColumnType<Date, never, never>;
}
export interface RemoteVersionHealthTable {
  pkg: string;
  version: string;
  sessions: ColumnType<number, number | undefined, number>;
  load_failures: ColumnType<number, number | undefined, number>;
  render_errors: ColumnType<number, number | undefined, number>;
}
