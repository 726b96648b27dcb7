/**
 * The contract's values the web apps need at run time (lists to show, limits to check), kept apart from the schemas
 * so that importing them (`@chapter/contract/constants`) does not bring TypeBox into a page.
 */

/** The role ladder (docs/rules.md §1), lowest first. */
export const ROLES = ['USER', 'MEMBER', 'COREMEMBER', 'VICEPRESIDENT', 'PRESIDENT', 'ADMIN'] as const;

/** The four coding platforms, by the key the API uses for them. */
export const PLATFORM_KEYS = ['leetcode', 'codechef', 'codeforces', 'geeksforgeeks'] as const;

/** Paging every list route shares: pages are 1-based, and a page holds 10 items unless the caller asks otherwise. */
export const PAGE_LIMITS = { defaultPage: 1, defaultLimit: 10 } as const;

/** The boards (docs/rules.md §5). */
export const LEADERBOARD_BOARDS = ['overall', 'leetcode', 'codechef', 'codeforces', 'geeksforgeeks'] as const;
/** The largest page of a board a caller may ask for. */
export const MAX_BOARD_LIMIT = 100;
/** The achievements the top 5 shows counts of. */
export const ACHIEVEMENT_TYPES = ['gold', 'silver', 'bronze', 'dailyActiveStreak', 'maxAvgPerDay'] as const;
export const TIER_NAMES = ['Tier 1', 'Tier 2', 'Tier 3', 'Tier 4'] as const;

/**
 * The kinds of mail a member can turn off one by one (docs/notifications.md): meeting and contest announcements
 * (the dashboard's notification switch), reminders before calendar events, and below-the-mark warnings.
 */
export const MAIL_KINDS = ['events', 'reminders', 'warnings'] as const;

/** What the notification centre holds (docs/notifications.md). */
export const NOTIFICATION_KINDS = [
  'announcement',
  'reminder',
  'below-mark',
  'handle-verified',
  'role-changed',
  'contest-revised',
  'canary-rolled-back',
] as const;

/** How long the notification centre keeps an item, in days. */
export const NOTIFICATION_KEEP_DAYS = 90;

/**
 * How many days before the month's last day the below-the-mark warnings go out (docs/notifications.md): 0 turns them
 * off; at most 27, so the warning day falls inside even a 28-day February.
 */
export const MARK_WARNING_DAYS = { default: 7, min: 0, max: 27 } as const;

/** The group chat's incoming webhooks (docs/notifications.md): the kinds of endpoint an admin adds, and the add form's limits. */
export const WEBHOOK_KINDS = ['discord', 'slack', 'json'] as const;
export const WEBHOOK_LIMITS = { name: 60, url: 2048, count: 20 } as const;

/**
 * The lead times a member can pick for reminders before a calendar contest or meeting, in minutes before its start,
 * longest first, with the words the profile and the reminders use for them (docs/notifications.md, "Reminders").
 */
export const REMINDER_LEADS = [
  { minutes: 10080, label: '1 week' },
  { minutes: 1440, label: '1 day' },
  { minutes: 180, label: '3 hours' },
  { minutes: 60, label: '1 hour' },
  { minutes: 15, label: '15 minutes' },
] as const;

/** What an uploaded remote archive may hold (docs/deploying-a-remote.md): refused above these. */
export const DEPLOY_LIMITS = {
  /** The .tar.gz as sent. */
  archiveBytes: 25 * 1024 * 1024,
  /** All its files unpacked. */
  unpackedBytes: 80 * 1024 * 1024,
  files: 2_000,
  /** Any one file. */
  fileBytes: 15 * 1024 * 1024,
  /** A deploy token's name. */
  tokenName: 60,
} as const;

/** The canary rule's defaults: rolled back once more than 20 % of at least 10 sessions failed. */
export const CANARY_ROLLBACK = { minSessions: 10, failureRate: 0.2 } as const;
