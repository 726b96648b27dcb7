import path from 'node:path';
import { parseArgs } from 'node:util';
import { verifiedRestore, writeVerifiedBackup } from '../backup/verify';
import { monthEndCommand } from './monthEndCommand';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db';
import { createPlatformClients, platformSettingsFromEnv } from '../platforms';
import { auditLogCommand, runJobCommand } from './adminCommands';
import { DataFolderLockedError } from '../db/lock';
import { migrateToLatest } from '../db/migrate';
import { importUploadedFiles } from '../files/storage';
import type { Kysely } from 'kysely';
import { seedDemo } from '../demo/seedDemo';
import type { Database } from '../db/schema';
import { allowEmailsCommand, createAdminCommand, createUserCommand, listAdminsCommand, UsageError, type AccountArgs } from './commands';

const HELP = `Usage: npm run cli -- <command> [options]   (or: pnpm cli <command>)

  create-admin --email <e-mail> --name <name> --password <password>
      Create an admin, or promote an existing account (and set its password). The address is allowed to sign up.
  create-user --email <e-mail> --name <name> --password <password> [--role MEMBER]
      Create an account with the given role (default MEMBER).
  allow-emails <a@x.edu,b@y.edu>
      Add addresses to the sign-up allow list.
  list-admins
      Print every admin.
  seed-demo [--members 70]
      Add demo members with verified platform stats and this month's points, behind the days they solved on
      (heat maps, streaks) as the points engine records them; they cannot sign in; safe to repeat.
  backup [file]
      Write every table to a gzip file (default: DATA_DIR/backups/manual-<time>.json.gz), verified before it takes
      its name.
  restore-backup <file>
      Replace all data with a backup's, in one transaction (stop the server first). The file is read to its end and
      its row counts (and the checksum recorded when this database wrote it) checked before anything is touched.
  audit-log [--limit 50]
      Print the newest admin actions (who, what, on whom, before -> after, when).
  month-end preview --month <YYYY-MM>
      What the month end of a finished month would do now (achievements, who is removed at the passing mark, who
      is spared and why), without changing anything.
  month-end run --month <YYYY-MM> [--step ranks|achievements|backup|autoKick|subscriptions]
      Run a finished month's end now (the steps not done yet whose switch is on), or one step a run skipped; queued
      like the admin area's "Run month end", printed as it goes, and written to the audit log.
  run-job practice-today | run-job contest-results <contestId>
      Fetch today's practice, or a finished contest's results, now: queued like the admin area's "fetch now"
      (once, whichever process takes it) and followed here until it ends. Without <contestId>, lists the contests.

Uses the same configuration as the server (DATA_DIR, DATABASE_URL, …).`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      members: { type: 'string' },
      limit: { type: 'string' },
      month: { type: 'string' },
      step: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || values.help) {
    console.log(HELP);
    return command || values.help ? 0 : 1;
  }
  const args: AccountArgs = values;
  const config = loadConfig();
  const commands: Record<string, (db: Kysely<Database>, database: DatabaseHandle) => Promise<string>> = {
    'create-admin': (db) => createAdminCommand(db, args),
    'create-user': (db) => createUserCommand(db, args),
    'allow-emails': (db) => allowEmailsCommand(db, rest.join(',')),
    'list-admins': (db) => listAdminsCommand(db),
    'seed-demo': async (db) => {
      const count = Number(values.members ?? 70);
      if (!Number.isInteger(count) || count < 1 || count > 10_000) throw new UsageError('--members must be a whole number from 1 to 10000');
      const added = await seedDemo(db, count, config.timeZone);
      return `Added ${added} demo members (${count - added} were there already)`;
    },
    backup: async (db) => {
      const file = path.resolve(rest[0] ?? path.join(config.backupDir, `manual-${new Date().toISOString().replace(/[:.]/g, '-')}.json.gz`));
      // Verified before it takes its name; recorded (checksum, counts) when it is in the backup folder.
      const { rows, pictures, sha256 } = await writeVerifiedBackup(db, file, {
        record: path.dirname(file) === path.resolve(config.backupDir),
      });
      return `Backed up and verified ${rows} rows and ${pictures} pictures to ${file} (sha256 ${sha256})`;
    },
    'audit-log': (_db, database) => auditLogCommand(database, values.limit),
    'run-job': (db, database) => {
      const clients = createPlatformClients({ ...platformSettingsFromEnv(process.env), timeZone: config.timeZone });
      const log = { info: () => {}, warn: (o: unknown, m?: string) => console.warn(m ?? o), error: (o: unknown, m?: string) => console.error(m ?? o) };
      return runJobCommand(
        database,
        { db, clients, timeZone: config.timeZone, backupDir: config.backupDir, contestSettle: config.contestSettle, log: log as never },
        rest,
        (line) => console.log(line),
      );
    },
    'restore-backup': async (db) => {
      if (!rest[0]) throw new UsageError('restore-backup needs the backup file: npm run cli -- restore-backup data/backups/2026-10.json.gz');
      // Checked (whole, counts, the recorded checksum) before anything is touched.
      const { rows, pictures, checksum } = await verifiedRestore(db, path.resolve(rest[0]));
      return `Restored ${rows} rows and ${pictures} pictures from ${rest[0]} (row counts checked; checksum ${checksum === 'matched' ? 'matched the recorded one' : 'not recorded by this database'})`;
    },
    'month-end': (db, database) => {
      const log = { info: () => {}, warn: (o: unknown, m?: string) => console.warn(m ?? o), error: (o: unknown, m?: string) => console.error(m ?? o) };
      const clients = createPlatformClients({ ...platformSettingsFromEnv(process.env), timeZone: config.timeZone });
      const ctx = { db, clients, timeZone: config.timeZone, backupDir: config.backupDir, contestSettle: config.contestSettle, log: log as never };
      return monthEndCommand(database, ctx, rest, { month: values.month, step: values.step }, (line) => console.log(line));
    },
  };
  const run = commands[command];
  if (!run) throw new UsageError(`Unknown command "${command}".\n\n${HELP}`);

  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    // Pictures an earlier version kept in DATA_DIR/uploads join the table first, so a backup made now carries them.
    await importUploadedFiles(database.db, config.dataDir);
    console.log(await run(database.db, database));
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataFolderLockedError) {
      console.error(`${error.message}\nThe API server is probably running on this data folder: stop it, or make the change through the API.`);
    } else if (error instanceof UsageError || error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error((error as Error).message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
