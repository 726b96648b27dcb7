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
  'calendar_feeds',
] as const;

/** Tables derived from the others and rebuilt from them (the stored leaderboards): not backed up. */
export const DERIVED_TABLES = ['leaderboard_members', 'leaderboard_entries', 'leaderboard_state'] as const;
