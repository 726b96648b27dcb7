import { performance } from 'node:perf_hooks';
import closeWithGrace from 'close-with-grace';
import { buildApp, defaultPlatforms } from './app';
import { ConfigError, loadConfig } from './config';
import { RedisUnreachableError } from './plugins/rateLimitStore';
import { importUploadedFiles } from './files/storage';
import { openDatabase, type DatabaseHandle } from './db';
import { DataFolderLockedError } from './db/lock';
import { migrateToLatest } from './db/migrate';
import { issueSetupToken, setupLink } from './modules/admin/setup';
import { PLATFORM_RECOVERED_JOB, startJobQueue, type JobQueue } from './jobs/queue';
import { startEventMail, type EventMailContext } from './jobs/eventMail';
import { startWebhookPosts } from './jobs/webhookPosts';
import { urlCipher } from './modules/webhooks/urlCipher';
import { problemsOfTheDayMissing } from './modules/points/problemsOfTheDay';
import { upcomingContestsEmpty } from './modules/upcomingContests/store';
import { ensurePushKeys } from './modules/reminders/pushKeys';
import { dateIn } from './clock';
import type { JobsHandle } from './modules/deps';

const startedAt = performance.now();

async function main(): Promise<void> {
  const config = loadConfig();
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      console.error(`${error.message}\nIs the API already running? Stop it first, or set another DATA_DIR.`);
      process.exit(1);
    }
    throw error;
  }
  await migrateToLatest(database.db);
  // The Web Push (VAPID) keys are made at the first start, once for every instance (reminders).
  await ensurePushKeys(database.db);
  // Pictures and screenshots an earlier version kept in DATA_DIR/uploads move into the shared table (once; their URLs
  // stay the same), so every instance on this database serves them.
  const imported = await importUploadedFiles(database.db, config.dataDir);
  if (imported > 0) console.log(`Moved ${imported} stored pictures from ${config.dataDir}/uploads into the database.`);

  const jobs: JobsHandle = { queue: null, mail: null };
  let queue: JobQueue | null = null;
  let app: Awaited<ReturnType<typeof buildApp>>;
  // The platforms behind the shared circuit breaker: when a paused one answers again, the queue fetches what it missed.
  const platforms = defaultPlatforms(database.db, config, { warn: (details, message) => app?.log.warn(details, message) }, async (platform) =>
    jobs.queue?.runNow(PLATFORM_RECOVERED_JOB, { platform }, `${PLATFORM_RECOVERED_JOB}:${platform}`),
  );
  const { clients } = platforms;
  try {
    app = await buildApp({ config, db: database.db, databaseKind: database.kind, platforms, jobs });
  } catch (error) {
    await database.close();
    throw error;
  }
  closeWithGrace({ delay: 25_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal}: shutting down`);
    await app.close();
    await jobs.mail?.stop();
    await jobs.webhooks?.stop();
    await queue?.stop();
    await database.close();
  });

  // Ready first: the public pages are drawn in a worker meanwhile (web.ts). The queues start before the server listens,
  // so no request finds one missing, and their start (many statements on the embedded database's one connection) no
  // longer holds back the first page's own reads (docs/benchmarks.md, "The web part").
  await app.ready();
  if (config.jobsEnabled) {
    jobs.queue = queue = await startJobQueue(database, {
      db: database.db,
      clients,
      timeZone: config.timeZone,
      backupDir: config.backupDir,
      contestSettle: config.contestSettle,
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      contactEmail: config.contactEmail,
      webhooks: () => jobs.webhooks ?? null,
      log: app.log,
    });
    // A fresh install has no problem of the day until 00:05: fetch today's now.
    const today = dateIn(new Date(), config.timeZone);
    if (await problemsOfTheDayMissing(database.db, today)) await queue.runNow('potd-daily', undefined, `potd-${today}`);
    // Nor any upcoming contest to suggest until 00:20: read the platforms' lists now.
    if (await upcomingContestsEmpty(database.db)) await queue.runNow('upcoming-contests', undefined, 'upcoming-contests-first');
  }
  // Meeting and contest mail is queued and sent in every process, JOBS=false included (it is not a scheduled job).
  const mailContext: EventMailContext = { db: database.db, mailer: app.mailer, timeZone: config.timeZone, publicUrl: config.publicUrl, log: app.log };
  jobs.mail = await startEventMail(queue ? { boss: queue.boss } : { database }, mailContext);
  // Group-chat webhook posts likewise (docs/notifications.md); the day-of job queues its posts here.
  jobs.webhooks = await startWebhookPosts(queue ? { boss: queue.boss } : { database }, {
    db: database.db,
    cipher: urlCipher(config.jwtSecret),
    publicUrl: config.publicUrl,
    chapterName: config.chapterName,
    timeZone: config.timeZone,
    log: app.log,
  });
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}/db`;
  console.log(`\n${config.chapterName} is running at ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
  console.log(`Database: ${where}. Started in ${Math.round(performance.now() - startedAt)} ms.`);
  const setupToken = await issueSetupToken(database.db);
  if (setupToken) {
    const link = setupLink(config.publicUrl, setupToken);
    app.log.info('no admin yet: the first-run setup link was printed');
    console.log(
      `\nNo admin account yet. Create the first admin: ${link}\n` +
        '(the link works once). Or, with the server stopped when using the embedded database:\n' +
        `  npm run cli -- create-admin --email you@example.edu --name "Your Name" --password '…'\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof RedisUnreachableError ? error.message : error);
  process.exit(1);
});
