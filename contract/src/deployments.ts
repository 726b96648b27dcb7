/**
 * Remote deployments through the API (docs/deploying-a-remote.md): a remote's team uploads its built remote as one
 * archive with a deploy token (or an admin does, from the admin area); the API checks it, stores it in the database
 * under its content hash, and every instance serves it. Which version each remote serves is data: a stable version
 * and, optionally, a canary with a share of browsers (sticky per browser). Pages report a remote's load failures and
 * render errors per version; a canary failing too often is rolled back by the API itself.
 *
 * A deploy token is sent in the `x-deploy-token` header, never in a URL. Routes that take one also take an admin's
 * bearer token instead.
 */
import { DEPLOY_LIMITS } from './constants';
import { bearer, routeTable } from './route';
import { bool, checkedByHandler, int, list, MessageResponse, nint, nstr, num, obj, oneOf, opt, str, Type, withData, type Static } from './schema';

/** The header that carries a deploy token. */
export const DEPLOY_TOKEN_HEADER = 'x-deploy-token';

/** What a page reports about a remote: one `session` per browser tab and version, a failure at most once per page. */
export const REMOTE_HEALTH_KINDS = ['session', 'load-failure', 'render-error'] as const;
export type RemoteHealthKind = (typeof REMOTE_HEALTH_KINDS)[number];

/** Where a version came from: the app's own build on the server, an upload with a deploy token, an admin's upload. */
export const VERSION_SOURCES = ['build', 'token', 'admin'] as const;
/** stable: served to everyone else; canary: served to its share; retired: served to nobody now. */
export const VERSION_STATES = ['stable', 'canary', 'retired'] as const;
/** What changed a remote's versions (history). */
export const DEPLOY_ACTIONS = ['deploy', 'canary', 'promote', 'rollback', 'stop-canary', 'auto-rollback'] as const;
export type DeployAction = (typeof DEPLOY_ACTIONS)[number];

/** A remote, by its package folder ('mfe-admin'); the container name ('mfe_admin') is in the answers. */
const RemoteParams = obj({ remote: str });

export const RemoteVersion = obj({
  /** `<yyyymmddhhmmss>-<content hash>`, as in the remote's URL /remotes/<package>/<version>/mf-manifest.json. */
  version: str,
  /** The full SHA-256 of the version's files (null for a build on the server, which is not stored). */
  contentHash: nstr,
  url: str,
  source: oneOf(VERSION_SOURCES),
  /** Who uploaded it: the member's name, or the deploy token's name; null for a build. */
  deployedBy: nstr,
  deployedAt: nstr,
  state: oneOf(VERSION_STATES),
  /** Total bytes of its files, and how many (null for a build). */
  size: nint,
  files: nint,
  /** What pages reported for this version. */
  sessions: int,
  failures: int,
  /** failures / sessions; null before any session. */
  failureRate: Type.Union([num, Type.Null()]),
});
export type RemoteVersion = Static<typeof RemoteVersion>;

export const DeployHistoryEntry = obj({
  action: oneOf(DEPLOY_ACTIONS),
  version: nstr,
  /** The version served before the change (stable, or the canary for stop-canary). */
  previous: nstr,
  /** The canary's share after the change (0-100), for canary actions. */
  share: nint,
  /** Who did it: a member's name, a deploy token's name, or null for the API itself (auto-rollback). */
  by: nstr,
  /** Why, in words (an auto-rollback's failure rate). */
  reason: nstr,
  at: str,
});
export type DeployHistoryEntry = Static<typeof DeployHistoryEntry>;

export const RemoteDeployment = obj({
  remote: str,
  name: str,
  stable: str,
  canary: Type.Union([obj({ version: str, share: int, since: str }), Type.Null()]),
  /** Newest first. */
  versions: list(RemoteVersion),
  /** Newest first, at most 50. */
  history: list(DeployHistoryEntry),
});
export type RemoteDeployment = Static<typeof RemoteDeployment>;

/** When the API rolls a canary back by itself: more than `failureRate` of its sessions failed, over `minSessions`. */
export const CanaryRule = obj({ minSessions: int, failureRate: num });
export type CanaryRule = Static<typeof CanaryRule>;

export const DeploymentsResponse = withData(obj({ remotes: list(RemoteDeployment), canaryRule: CanaryRule }));
export type DeploymentsResponse = Static<typeof DeploymentsResponse>;

/** A version as accepted: `stored` false when the same content was uploaded before (nothing new kept). */
export const DeployedVersionResponse = withData(obj({ remote: str, version: str, url: str, stored: bool, state: oneOf(VERSION_STATES) }));
export type DeployedVersionResponse = Static<typeof DeployedVersionResponse>;

/** The deployed shell: the shared versions it gives remotes (a build needing others is refused) and its kind. */
export const DeployedShellResponse = withData(obj({ provides: Type.Record(str, str), test: bool, buildId: nstr }));
export type DeployedShellResponse = Static<typeof DeployedShellResponse>;

export const DeployToken = obj({
  id: str,
  remote: str,
  name: str,
  createdBy: nstr,
  createdAt: str,
  lastUsedAt: nstr,
  revokedAt: nstr,
});
export type DeployToken = Static<typeof DeployToken>;
export const DeployTokensResponse = withData(list(DeployToken));
export type DeployTokensResponse = Static<typeof DeployTokensResponse>;
/** The token itself is in this answer only; the API keeps its hash. */
export const NewDeployTokenResponse = withData(obj({ token: str, deployToken: DeployToken }));
export type NewDeployTokenResponse = Static<typeof NewDeployTokenResponse>;

export interface NewDeployTokenRequest {
  remote: string;
  name: string;
}
export interface CanaryRequest {
  version: string;
  /** 1-100. */
  share: number;
}
export interface RemoteHealthReport {
  remote: string;
  version: string;
  kind: RemoteHealthKind;
}

const admin = { tags: ['deployments'], security: bearer } as const;

export const deploymentRoutes = routeTable({
  'GET /deployments/shell': {
    tags: ['deployments'],
    summary: 'The deployed shell: the shared versions it provides and whether it is a test build (deploy token or admin)',
    response: { 200: DeployedShellResponse },
  },
  'POST /deployments/:remote/versions': {
    tags: ['deployments'],
    summary: `Upload a built remote as one .tar.gz (at most ${DEPLOY_LIMITS.archiveBytes / 1024 / 1024} MB); ?canary=N serves it to N % of browsers, otherwise it becomes stable (deploy token for this remote, or admin)`,
    consumes: ['application/gzip'],
    params: RemoteParams,
    querystring: obj({ canary: opt(Type.String({ pattern: '^[0-9]{1,3}$' })) }),
    body: checkedByHandler<Uint8Array>("the remote's build folder as a gzip-compressed tar archive, mf-manifest.json at its root"),
    response: { 200: DeployedVersionResponse, 201: DeployedVersionResponse, 409: MessageResponse, 413: MessageResponse },
  },
  'GET /admin/deployments': {
    ...admin,
    summary: 'Every remote: its stable version, its canary and share, its versions with their sessions and failure rate, its history',
    response: { 200: DeploymentsResponse },
  },
  'POST /admin/deployments/:remote/canary': {
    ...admin,
    summary: 'Serve an uploaded version to a share of browsers { version, share: 1-100 } (replaces a running canary)',
    params: RemoteParams,
    body: checkedByHandler<CanaryRequest>('{ version, share: 1-100 }'),
    response: { 200: MessageResponse, 409: MessageResponse },
  },
  'DELETE /admin/deployments/:remote/canary': {
    ...admin,
    summary: 'Stop the canary: every browser gets the stable version',
    params: RemoteParams,
    response: { 200: MessageResponse, 409: MessageResponse },
  },
  'POST /admin/deployments/:remote/promote': {
    ...admin,
    summary: 'Make the canary the stable version for every browser',
    params: RemoteParams,
    response: { 200: MessageResponse, 409: MessageResponse },
  },
  'POST /admin/deployments/:remote/rollback': {
    ...admin,
    summary: 'Serve the stable version deployed before the current one again (and stop any canary)',
    params: RemoteParams,
    response: { 200: MessageResponse, 409: MessageResponse },
  },
  'GET /admin/deploy-tokens': {
    ...admin,
    summary: 'The deploy tokens, revoked ones included (never the tokens themselves)',
    response: { 200: DeployTokensResponse },
  },
  'POST /admin/deploy-tokens': {
    ...admin,
    summary: 'Create a deploy token for one remote { remote, name }; the answer is the only time the token is shown',
    body: checkedByHandler<NewDeployTokenRequest>('{ remote: a remote package such as mfe-admin, name }'),
    response: { 200: NewDeployTokenResponse },
  },
  'DELETE /admin/deploy-tokens/:id': {
    ...admin,
    summary: 'Revoke a deploy token: it deploys nothing more',
    params: obj({ id: str }),
    response: { 200: MessageResponse, 409: MessageResponse },
  },
  'POST /remote-health': {
    tags: ['deployments'],
    summary: "A page's report on a remote version { remote, version, kind: session | load-failure | render-error }; nothing personal",
    body: checkedByHandler<RemoteHealthReport>('{ remote: container name, version, kind }'),
    response: { 204: Type.Null() },
  },
});
