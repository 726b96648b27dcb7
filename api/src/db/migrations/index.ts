import type { Migration } from 'kysely';
import * as m001 from './001_users';
import * as m002 from './002_accounts';
import * as m003 from './003_learning';
import * as m004 from './004_calendar';
import * as m005 from './005_points';
import * as m006 from './006_jobs';
import * as m007 from './007_month_end';
import * as m008 from './008_leaderboard';
import * as m009 from './009_admin';
import * as m010 from './010_dashboard';
import * as m011 from './011_kept_session';
import * as m012 from './012_login_guard';
import * as m013 from './013_month_end_control';
import * as m014 from './014_stored_files';
import * as m015 from './015_board_versions';
import * as m016 from './016_platform_health';
import * as m017 from './017_contest_settle';
import * as m018 from './018_board_update_indexes';
import * as m019 from './019_notifications';
import * as m020 from './020_upcoming_contests';
import * as m021 from './021_reminders';
import * as m022 from './022_webhooks';
import * as m023 from './023_mark_warnings';
import * as m024 from './024_live';
import * as m025 from './025_live_standings';
import * as m026 from './026_deployments';
import * as m027 from './027_learning_progress';
import * as m028 from './028_privacy';
import * as m029 from './029_platform_health_events';

/** Every migration, imported statically so they run from source and from a build alike. Names sort in order. */
export const migrations: Record<string, Migration> = {
  '001_users': m001,
  '002_accounts': m002,
  '003_learning': m003,
  '004_calendar': m004,
  '005_points': m005,
  '006_jobs': m006,
  '007_month_end': m007,
  '008_leaderboard': m008,
  '009_admin': m009,
  '010_dashboard': m010,
  '011_kept_session': m011,
  '012_login_guard': m012,
  '013_month_end_control': m013,
  '014_stored_files': m014,
  '015_board_versions': m015,
  '016_platform_health': m016,
  '017_contest_settle': m017,
  '018_board_update_indexes': m018,
  '019_notifications': m019,
  '020_upcoming_contests': m020,
  '021_reminders': m021,
  '022_webhooks': m022,
  '023_mark_warnings': m023,
  '024_live': m024,
  '025_live_standings': m025,
  '026_deployments': m026,
  '027_learning_progress': m027,
  '028_privacy': m028,
  '029_platform_health_events': m029,
};
