import { createRequire } from 'node:module';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import { API_BASE } from '@chapter/shared/constants';
import type { Config } from './config';
import type { DatabaseKind } from './db';
import type { Database, PlatformKey } from './db/schema';
import { TOO_MANY_REQUESTS } from './errors';
import { errorReruns } from './jobs/reruns';
import { mailPlugin } from './mail';
import { setupPageRoutes } from './modules/admin/setupPage';
import { publicProfilePageRoutes } from './modules/publicProfile/routes';
import { pwaRoutes } from './modules/pwa/routes';
import { scheduleStatus } from './jobs/adminRuns';
import type { JobsHandle, PlatformDeps, RouteDeps } from './modules/deps';
import { ROUTE_MODULES, type ModuleContext } from './routeModules';
import { createPlatformClients, platformSettingsFromEnv } from './platforms';
import { createBreakerStore } from './modules/platformHealth/breakerStore';
import { authPlugin } from './plugins/auth';
import { sessionSource } from './modules/auth/sessions';
import { readBoardsState } from './modules/leaderboard/standings';
import { registerErrorHandler } from './plugins/errors';
import { connectRateLimitRedis, sharedLimits } from './plugins/rateLimitStore';
import { checkResponses } from './plugins/responseCheck';
import { guardRequests } from './plugins/requestGuard';
import { recordRoutes } from './plugins/routeTable';
import { isApiPath, registerWeb, routedPath } from './plugins/web';
import { logBounds } from './modules/live/log';
import { publicChapterConfig } from './modules/config/publicConfig';
import { publicOverview } from './modules/public/service';
import { remoteOrigins } from './plugins/remoteOrigins';
import { API_VERSION } from './version';
import { localBus, redisBus } from './cache/bus';
import { sharedVersions } from './plugins/sharedVersions';
import { writerSeesOwnChange } from './modules/leaderboard/writerSeesOwnChange';
import { requestJobRun } from './modules/jobRuns/jobRuns';
import { remoteSource } from './modules/deployments/serving';
import { schemaController } from './schemaCompilers';

export interface AppOptions {
  config: Config;
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  /** Default: clients for the real platforms (or PLATFORM_*_URL) counting days in the chapter's time zone. */
  platforms?: PlatformDeps;
  /** The server fills in `queue` once the job queue runs (admin "update now" routes queue their work there), and `mail`. */
  jobs?: JobsHandle;
}

function loggerOptions(config: Config) {
  if (config.logLevel === 'silent' || !process.stdout.isTTY) return { level: config.logLevel };
  const target = createRequire(import.meta.url).resolve('pino-pretty');
  return { level: config.logLevel, transport: { target, options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } };
}

/** The real platforms (or PLATFORM_*_URL), counting days in the chapter's time zone, behind the shared circuit breaker. */
export function defaultPlatforms(
  db: Kysely<Database>,
  config: Pick<Config, 'timeZone'>,
  log: { warn(details: object, message: string): void },
  onRecovered?: (platform: PlatformKey) => Promise<unknown>,
): PlatformDeps {
  const breaker = createBreakerStore(db, { log, onRecovered });
  return { clients: createPlatformClients({ ...platformSettingsFromEnv(process.env), timeZone: config.timeZone }, breaker), breaker };
}

export async function buildApp({ config, db, databaseKind, platforms, jobs = { queue: null } }: AppOptions): Promise<FastifyInstance> {
  const app = fastify({ logger: loggerOptions(config), bodyLimit: 1024 * 1024, trustProxy: config.trustProxy, schemaController });
  const https = config.publicUrl.startsWith('https:');
  // Remotes that remotes.json serves from another origin may load their scripts and manifests from there.
  const otherOrigins = remoteOrigins(config.webDir);
  const selfAndRemotes = () => ["'self'", ...otherOrigins()].join(' ');

  recordRoutes(app);
  registerErrorHandler(app);
  guardRequests(app);
  // Tests and the e2e server fail an answer the docs do not describe; production sends what the schemas say.
  if (process.env.NODE_ENV === 'test' || process.env.RESPONSE_CHECK === 'on') checkResponses(app);

  // External plugins first, then ours, then routes (the fastify/demo order).
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [selfAndRemotes],
        styleSrc: ["'self'", "'unsafe-inline'"], // styled-components injects <style> tags
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        connectSrc: [selfAndRemotes],
        objectSrc: ["'none'"],
        // On plain http (a laptop), upgrading would send the page's own requests to https and break them.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });
  // JSON answers and pages above 1 KB go out compressed (brotli or gzip, as the browser asks); the built apps'
  // files are compressed once at build time and sent as they are (plugins/web.ts).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });
  // With REDIS_URL every process counts in one place, so two processes do not each allow the whole limit; while Redis
  // does not answer, each counts alone (docs/operations.md, "When Redis is lost").
  const shared = config.redisUrl ? await connectRateLimitRedis(config.redisUrl) : null;
  await app.register(rateLimit, {
    ...sharedLimits(app, shared),
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // The built apps' static files are not counted: one page load fetches many chunks.
    // Judged on the path as the router reads it (percent-decoded), or /%61pi/… would escape every limit.
    allowList: (request) => !isApiPath(routedPath(request.url)),
    errorResponseBuilder: () => ({ statusCode: 429, message: TOO_MANY_REQUESTS }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.chapterName} API`, version: API_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Cached answers and sessions are keyed by versions read per request; the bus frees older ones early everywhere.
  const bus = shared ? await redisBus(shared) : localBus();
  app.addHook('onClose', () => bus.close());
  const versions = sharedVersions(
    () => readBoardsState(db),
    bus,
    (error) => app.log.warn({ err: error }, 'announcing a cache invalidation failed'),
  );
  const authEpoch = async (request: object) => (await versions(request)).auth_epoch;
  await app.register(authPlugin, { sessions: sessionSource({ db, jwtSecret: config.jwtSecret, authEpoch, bus }) });
  await app.register(mailPlugin, { config });

  const platformDeps = platforms ?? defaultPlatforms(db, config, app.log);
  const deps: RouteDeps = { config, db, databaseKind };
  const context: ModuleContext = {
    ...deps,
    jobs,
    platforms: platformDeps,
    versions,
    bus,
    reruns: errorReruns({ db, clients: platformDeps.clients, timeZone: config.timeZone, backupDir: config.backupDir, contestSettle: config.contestSettle }),
    queueRerun: async (job, id, label, actor) => {
      // Audited as the re-run the admin asked for (with the run's id), as the in-request re-run is.
      const audit =
        job === 'rerun-contest-error'
          ? { action: 're-run-contest-error', after: { contestId: id } }
          : { action: 're-run-practice-question-error', after: { day: id } };
      return (await requestJobRun(db, jobs.queue, actor, { name: job, key: `${job}:${id}`, label, data: { id }, audit })).run;
    },
    scheduleStatus: () => scheduleStatus({ db, timeZone: config.timeZone }, jobs),
  };
  await app.register(
    async (api) => {
      writerSeesOwnChange(api, db, config.timeZone, config.leaderboardRefreshSeconds);
      for (const routes of ROUTE_MODULES) await api.register(routes, context);
    },
    { prefix: API_BASE },
  );

  // The first-run page is the API's own HTML, outside the single-page app.
  await app.register(setupPageRoutes, deps);
  // A member's opt-in public profile is the API's own HTML too, drawn on the server with its OpenGraph card.
  await app.register(publicProfilePageRoutes, deps);
  // The installable app's manifest and icons (docs/pwa.md), drawn from the chapter's configuration.
  await app.register(pwaRoutes, deps);
  // Remote versions uploaded through the API: pages read which one each remote serves; their files are cached on disk.
  const sendPage = await registerWeb(app, config.webDir, {
    uploads: { source: remoteSource(db), cacheDir: path.join(config.dataDir, 'remote-cache') },
    // What the public pages draw with, as GET /config and GET /public/overview answer it (plugins/pageRenderer.ts).
    answers: {
      fixed: { 'GET /config': publicChapterConfig(config) },
      current: { 'GET /public/overview': () => publicOverview(db, config.timeZone) },
    },
    livePosition: async () => (await logBounds(db)).last ?? 0,
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(routedPath(request.url))) return reply.code(404).send({ message: 'Route not found' });
    if (await sendPage(request, reply)) return reply;
    return reply.code(404).send({ message: 'Not found' });
  });

  return app;
}
