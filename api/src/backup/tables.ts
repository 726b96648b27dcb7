/**
 * Every table of the app in an order where each table comes after the ones it references, so a restore
 * can insert them front to back and clear them back to front. backup.test.ts fails when a migration adds a
 * table that is missing here.
 */
export const BACKUP_TABLES = [
  'users',
  'allowed_emails',
  'otp_codes',
  'issue_reports',
  'practice_sets',
  'practice_problems',
  'video_resources',
  'videos',
  // After the two lists whose insert triggers count into it, so the restored totals are the final word.
  'learning_counts',
  'roadmaps',
  'contests',
  'meetings',
  'festivals',
  'platform_accounts',
  'solved_days',
  // Solved problems accumulate (LeetCode lists only the latest): they cannot be fetched again.
  'solved_problems',
  'points_ledger',
  'scheduler_settings',
  'problems_of_the_day',
  'contest_errors',
  'practice_errors',
  'monthly_ranks',
  'achievements',
  'month_end_runs',
  'announcements',
  'event_mail_deliveries',
  'mark_warning_deliveries',
  'calendar_feeds',
  // The notification centre: each member's items and their read state.
  'notifications',
  'reminder_settings',
  'push_subscriptions',
  'push_keys',
  'reminder_deliveries',
  // The group chat's webhooks: their URLs stay encrypted in a backup (under a key derived from JWT_SECRET).
  'webhooks',
  'webhook_deliveries',
  'audit_log',
  'deleted_points_ledger',
  'setup_tokens',
  'job_runs',
  // Pictures and issue screenshots (bytea), pointed at by URL from users and issue_reports; no foreign keys.
  'stored_files',
  // Remote deployments: the uploaded versions with their files, which version each remote serves, its history, and
  // the deploy tokens (hashes only).
  'deploy_tokens',
  'remote_versions',
  'remote_version_files',
  'remote_releases',
  'remote_deploy_history',
] as const;

/** Tables derived from the others and rebuilt from them (the stored leaderboards): not backed up. */
export const DERIVED_TABLES = ['leaderboard_members', 'leaderboard_entries', 'leaderboard_state', 'leaderboard_dirty', 'leaderboard_counts'] as const;

/**
 * Short-lived bookkeeping, forgotten within minutes or hours (failed sign-ins per account; the platforms' health now
 * and their last 24 h of outcomes, which describe the platforms, not the chapter; the platforms' upcoming contests,
 * read again every day; the live event log and its stream tickets, kept for minutes; the live chapter standings of running
 * contests, read again every minute): not backed up.
 */
export const TRANSIENT_TABLES = [
  'login_failures',
  'platform_health',
  'platform_outcomes',
  'upcoming_contests',
  'live_events',
  'stream_tickets',
  'live_standings',
  'live_standing_rows',
  // What pages reported per remote version (sessions and failures): a canary's judgement, not the chapter's record.
  'remote_version_health',
] as const;

/**
 * This database's own records, never carried by a backup nor replaced by a restore: its identity (which backups are
 * its own) and the list of its backup files with their checksums.
 */
export const LOCAL_TABLES = ['database_identity', 'backups'] as const;
