import type { Role } from '@chapter/shared/roles';

/**
 * Who may call a route: anyone, anyone holding the secret its URL carries (a setup link, a calendar feed: a wrong
 * secret is refused with 403/404/410, never by role), anyone signed in, or a signed-in user with at least this role.
 */
export type Access = 'public' | 'secret' | 'signedIn' | Role;

const V1 = '/api/v1';
const admin = (method: string, path: string): [string, Access] => [`${method} ${V1}/admin/${path}`, 'ADMIN'];
const core = (method: string, path: string): [string, Access] => [`${method} ${V1}/core-member/${path}`, 'COREMEMBER'];
const read = (method: string, path: string): [string, Access] => [`${method} ${V1}/${path}`, 'signedIn'];
const open = (method: string, path: string): [string, Access] => [`${method} ${path}`, 'public'];
const secret = (method: string, path: string): [string, Access] => [`${method} ${path}`, 'secret'];

/**
 * The one list of every route's access, 'METHOD /path' as registered → its rule. The rules: the auth flow, reporting
 * an issue, health, config, the public pages, pictures and the API docs are public; every read needs a sign-in;
 * content writes need COREMEMBER; everything under /admin needs ADMIN. A route missing here fails the RBAC test.
 */
export const ROUTE_ACCESS: Readonly<Record<string, Access>> = Object.fromEntries([
  open('GET', '/api/docs'),
  open('GET', '/api/docs/static/index.html'),
  open('GET', '/api/docs/static/swagger-initializer.js'),
  open('GET', '/api/docs/json'),
  open('GET', '/api/docs/yaml'),
  open('GET', '/api/docs/static/*'),
  // Which version of each remote this browser loads (its canary choice): the map every page also carries inline.
  open('GET', '/remotes.json'),
  open('GET', `${V1}/health`),
  open('GET', `${V1}/config`),
  open('GET', `${V1}/public/overview`),
  // A member's opt-in public profile (issue 32, docs/privacy.md): its page, its data and its share cards.
  open('GET', '/u/:slug'),
  // The installable app's manifest and icons (docs/pwa.md).
  open('GET', '/manifest.webmanifest'),
  open('GET', '/icons/:name'),
  open('GET', `${V1}/public/profiles/:slug`),
  open('GET', `${V1}/public/profiles/:slug/card.png`),
  open('GET', `${V1}/public/profiles/:slug/achievements/:achievementId/card.png`),
  // Pictures are shown by <img> tags, which send no bearer token; their names are unguessable.
  open('GET', `${V1}/files/pictures/:name`),
  open('GET', `${V1}/auth/verify-auth-token`),
  open('POST', `${V1}/auth/login`),
  open('POST', `${V1}/auth/register`),
  open('POST', `${V1}/auth/send-otp`),
  open('POST', `${V1}/auth/verify-otp`),
  open('POST', `${V1}/auth/change-password`),
  open('POST', `${V1}/user/report-an-issue`),
  // The first admin's setup page (its one-time token) and a member's calendar feed (its private address).
  secret('GET', '/setup'),
  secret('POST', '/setup'),
  secret('GET', `${V1}/public/calendar/:file`),
  // A mail's unsubscribe link (its signed token): what it names, and turning that kind of mail off in one click.
  secret('GET', `${V1}/mail/unsubscribe`),
  secret('POST', `${V1}/mail/unsubscribe`),
  // The live stream opens with its ticket cookie (an EventSource sends no bearer header); the ticket needs a sign-in.
  secret('GET', `${V1}/stream`),
  read('POST', 'stream/ticket'),

  read('POST', 'user/get-profile-data'),
  read('GET', 'user/get-edit-profile-page-data'),
  read('POST', 'user/edit-profile'),
  read('POST', 'user/change-password'),
  read('POST', 'user/edit-profile-picture'),
  read('POST', 'user/toggle-subscribe-btn'),
  read('GET', 'user/get-all-users-with-id-and-name'),
  read('POST', 'user/generate-verification-code'),
  read('POST', 'user/verify-platform'),
  read('GET', 'user/get-potd'),
  read('POST', 'user/get-points-history'),
  read('POST', 'user/get-leaderboard-data'),
  read('POST', 'user/get-leaderboard-data-leetcode'),
  read('POST', 'user/get-leaderboard-data-gfg'),
  read('POST', 'user/get-leaderboard-data-codechef'),
  read('POST', 'user/get-leaderboard-data-codeforces'),
  read('GET', 'user/get-top-5-users'),
  read('GET', 'user/stats-data'),
  read('GET', 'user/platform-health'),
  read('GET', 'user/refresh-my-figures'),
  read('POST', 'user/refresh-my-figures'),
  read('POST', 'core-member/fetch-all-resources'),
  read('POST', 'core-member/fetch-all-questions'),
  read('POST', 'core-member/fetch-all-video-resource'),
  read('POST', 'core-member/fetch-all-video'),
  read('POST', 'core-member/fetch-all-roadmaps'),
  read('POST', 'core-member/get-roadmap'),
  read('GET', 'core-member/get-dashboard-calender-data'),
  read('GET', 'core-member/get-all-announcement'),
  read('GET', 'user/get-calendar-feed'),
  read('POST', 'user/create-calendar-feed'),
  read('DELETE', 'user/revoke-calendar-feed'),
  read('GET', 'user/reminders'),
  read('PUT', 'user/reminders'),
  read('GET', 'push/public-key'),
  read('POST', 'push/subscriptions'),
  read('DELETE', 'push/subscriptions'),
  read('GET', 'notifications'),
  read('GET', 'notifications/unread-count'),
  read('POST', 'notifications/read'),
  read('GET', 'user/mail-switches'),
  read('PUT', 'user/mail-switches'),
  // A member's own data (issue 32): privacy choices, the export, and asking for (or cancelling) deletion.
  read('GET', 'user/privacy'),
  read('PUT', 'user/privacy'),
  read('GET', 'user/export-my-data'),
  read('GET', 'user/delete-my-account'),
  read('POST', 'user/delete-my-account'),
  read('DELETE', 'user/delete-my-account'),
  // The chapter's standings in the calendar contests running now: a read, like the calendar itself.
  read('GET', 'calendar/live-standings'),
  // Suggestions for the calendar's add-contest form, and asking the platforms again.
  [`GET ${V1}/calendar/upcoming-contests`, 'COREMEMBER'],
  [`POST ${V1}/calendar/upcoming-contests/refresh`, 'COREMEMBER'],

  core('POST', 'create-resource'),
  core('PUT', 'edit-resource'),
  core('DELETE', 'delete-resource'),
  core('POST', 'add-question'),
  // Learning progress (issue 31): reading a problem from its platform for the add form, and a set's order.
  core('POST', 'lookup-problem'),
  core('PUT', 'reorder-questions'),
  core('DELETE', 'delete-question'),
  core('POST', 'create-video-resource'),
  core('PUT', 'edit-video-resource'),
  core('DELETE', 'delete-video-resource'),
  core('POST', 'add-video'),
  core('DELETE', 'delete-video'),
  core('POST', 'create-roadmap'),
  core('PUT', 'save-roadmap'),
  core('DELETE', 'delete-roadmap'),
  core('POST', 'create-contest'),
  core('DELETE', 'delete-contest'),
  core('POST', 'create-meeting'),
  core('DELETE', 'delete-meeting'),
  core('POST', 'create-mom'),
  core('DELETE', 'delete-mom'),
  core('POST', 'create-announcement'),
  core('DELETE', 'delete-announcement'),
  core('POST', 'add-festival'),
  core('DELETE', 'delete-festival'),

  admin('GET', 'check-role'),
  admin('POST', 'add-allowed-emails'),
  admin('POST', 'upload-csv-allowed-emails'),
  admin('POST', 'fetch-all-allowed-emails'),
  admin('DELETE', 'delete-allowed-email'),
  admin('POST', 'fetch-all-users'),
  admin('POST', 'promote-user'),
  admin('POST', 'demote-user'),
  admin('DELETE', 'delete-user-account'),
  admin('POST', 'toggle-protected-status'),
  admin('POST', 'update-points'),
  admin('GET', 'get-all-contest-error'),
  admin('POST', 're-run-contest-error'),
  admin('POST', 'ignore-user-from-contest-error'),
  admin('DELETE', 'delete-contest-error'),
  admin('POST', 're-run-practice-question-error'),
  admin('POST', 'ignore-user-from-practice-question-error'),
  admin('DELETE', 'delete-practice-question-error'),
  admin('POST', 'update-leaderboard'),
  admin('POST', 'reset-achievement'),
  admin('GET', 'fetch-constant-values'),
  admin('PUT', 'edit-constant-values'),
  admin('POST', 'fetch-audit-log'),
  admin('GET', 'job-status'),
  admin('POST', 'run-job'),
  admin('GET', 'job-run/:id'),
  admin('GET', 'month-end/months'),
  admin('GET', 'month-end/preview'),
  admin('POST', 'month-end/run'),
  admin('GET', 'month-end/at-risk'),
  admin('PUT', 'month-end/warning-days'),
  admin('GET', 'backups'),
  admin('GET', 'backups/:name'),
  admin('GET', 'platform-health'),
  admin('POST', 'platform-health/:platform/probe'),
  admin('GET', 'webhooks'),
  admin('POST', 'webhooks'),
  admin('DELETE', 'webhooks/:id'),
  admin('POST', 'webhooks/:id/test'),
  admin('GET', 'deployments'),
  admin('POST', 'deployments/:remote/canary'),
  admin('DELETE', 'deployments/:remote/canary'),
  admin('POST', 'deployments/:remote/promote'),
  admin('POST', 'deployments/:remote/rollback'),
  admin('GET', 'deploy-tokens'),
  admin('POST', 'deploy-tokens'),
  admin('DELETE', 'deploy-tokens/:id'),
  // A remote's upload and the deployed shell's versions: a deploy token for that remote (x-deploy-token header) or an
  // admin. Without a token they answer as admin routes do (401 without a sign-in, 403 for other roles).
  [`GET ${V1}/deployments/shell`, 'ADMIN'],
  [`POST ${V1}/deployments/:remote/versions`, 'ADMIN'],
  // What a page reports about a remote version (no account needed; rate-limited per address).
  open('POST', `${V1}/remote-health`),
]);

/** The declared access of a registered route, or undefined when it has none. */
export const accessOf = (method: string, url: string): Access | undefined => ROUTE_ACCESS[`${method} ${url}`];
