import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { connectPostgres, openPglite, type DatabaseHandle } from '../db';
import { migrateToLatest } from '../db/migrate';
import { seedMembers } from '../demo/seedMembers';
import { updateSchedulerSettings } from '../modules/points/schedulerSettings';
import type { MonthEndPoint } from './monthEnd';
import { distrust } from '../backup/verify';
import { scratchDatabase } from '../../test/cutProxy';

const MEMBERS = 3_000;
const MONTH = '2026-10';
const CHILD = fileURLToPath(new URL('./monthEndChild.ts', import.meta.url));
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
// In the order month end reaches them: each run is killed at the next point, resuming from where the last one died.
const KILL_POINTS: MonthEndPoint[] = [
  'ranks:during',
  'ranks:after',
  'achievements:start',
  'achievements:during',
  'backup:start',
  'backup:writing',
  // Checked and recorded in its transaction, not yet renamed: the temporary file stays behind, the record never commits.
  'backup:verified',
  // In place under its name, its record not committed: a file no record vouches for, replaced by the next run.
  'backup:renamed',
  'backup:written',
  'autoKick:during',
  'subscriptions:during',
  'subscriptions:after',
];
// A hang guard for one child on a busy machine; a month end of a few thousand members takes seconds.
const CHILD_TIMEOUT_MS = 120_000;

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

function runChild(target: string, backupDir: string, dieAt?: MonthEndPoint): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, target, MONTH, backupDir, ...(dieAt ? [dieAt] : [])], {
      cwd: API_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`month end child hung (${dieAt ?? 'no kill point'}): ${output}`));
    }, CHILD_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, output });
    });
  });
}

describe('month end killed (SIGKILL) at each point, then run again', () => {
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-kill-backups-'));
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  let target: string;
  let dropDatabase = async () => {};
  let usersBefore: unknown[];

  const open = (): Promise<DatabaseHandle> => Promise.resolve(serverUrl ? connectPostgres(target) : openPglite(target));
  /** Works on the database with no child holding it (an embedded data folder admits one process at a time). */
  const withDatabase = async <T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> => {
    const database = await open();
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };

  /** Everything month end touches: ranks, achievements, roles and subscriptions, its own marks, the backup. */
  const outcome = () =>
    withDatabase(async ({ db }) => {
      const backups = fs.readdirSync(backupDir).sort();
      const backupLines =
        backups.length === 1
          ? gunzipSync(fs.readFileSync(path.join(backupDir, backups[0]!)))
              .toString('utf8')
              .trim()
              .split('\n')
              .slice(1)
          : [];
      const backupRows: Record<string, number> = {};
      for (const line of backupLines) {
        const entry = JSON.parse(line) as { table?: string; rows?: unknown[] };
        if (!entry.table || !entry.rows) continue; // the closing counts line
        const { table, rows } = entry;
        backupRows[table] = (backupRows[table] ?? 0) + rows.length;
      }
      return {
        ranks: (await sql`select user_id, points, rank from monthly_ranks where month = ${MONTH} order by user_id`.execute(db)).rows,
        achievements: (await sql`select user_id, type, value from achievements where month = ${MONTH} order by user_id, type`.execute(db)).rows,
        users: (await sql`select id, role, subscribed from users order by id`.execute(db)).rows,
        runs: (await sql`select month, steps_done, finished_at is not null as finished from month_end_runs order by month`.execute(db)).rows,
        backups,
        backupRows,
      };
    });

  before(async () => {
    if (serverUrl) {
      const scratch = await scratchDatabase(serverUrl, 'chapter_kill');
      target = scratch.url;
      dropDatabase = scratch.drop;
    } else {
      target = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-kill-db-'));
    }
    await withDatabase(async ({ db }) => {
      await migrateToLatest(db);
      await updateSchedulerSettings(db, { autoKickScheduler: true });
      await seedMembers(db, MEMBERS, MONTH, 'kill', 0.2);
      usersBefore = (await sql`select id, role, subscribed from users`.execute(db)).rows;
    });
  });
  after(async () => {
    await dropDatabase();
    if (!serverUrl) fs.rmSync(target, { recursive: true, force: true });
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it(`a chapter of ${MEMBERS} members ends up exactly as after one uninterrupted run: no achievement or backup twice`, async () => {
    for (const point of KILL_POINTS) {
      const exit = await runChild(target, backupDir, point);
      assert.equal(exit.signal, 'SIGKILL', `the month end reached ${point} and died there (exit ${exit.code}): ${exit.output}`);
      if (point === 'backup:writing' || point === 'backup:verified') {
        assert.ok(
          fs.readdirSync(backupDir).some((name) => name.endsWith('.tmp')),
          'a half-written backup was left behind by the killed writer',
        );
        assert.equal(fs.existsSync(path.join(backupDir, `${MONTH}.json.gz`)), false, 'nothing under the final name yet');
      }
      if (point === 'backup:renamed') {
        assert.deepEqual(fs.readdirSync(backupDir), [`${MONTH}.json.gz`], 'the earlier temporary files were removed; the new one has its name');
        assert.deepEqual(await withDatabase(({ db }) => db.selectFrom('backups').select('name').execute()), [], 'its record never committed');
      }
    }
    const finish = await runChild(target, backupDir);
    assert.equal(finish.code, 0, finish.output);
    const resumed = await outcome();
    assert.ok(resumed.ranks.length >= MEMBERS, 'every member was ranked');
    assert.ok(resumed.achievements.length >= 3, 'the podium and the badges were awarded');
    assert.deepEqual(resumed.backups, [`${MONTH}.json.gz`], 'one backup, whole, under its final name (the half-written one removed)');
    await withDatabase(async ({ db }) => {
      assert.deepEqual(
        (await db.selectFrom('backups').select('name').execute()).map((row) => row.name),
        [`${MONTH}.json.gz`],
        'one backup recorded',
      );
      assert.equal(await distrust(db, path.join(backupDir, `${MONTH}.json.gz`)), null, 'the backup verifies: checksum, counts, this database');
    });
    assert.deepEqual(resumed.runs, [{ month: MONTH, steps_done: ['ranks', 'achievements', 'backup', 'autoKick', 'subscriptions'], finished: true }]);
    const again = await runChild(target, backupDir);
    assert.match(again.output, /"alreadyDone":true/, 'a finished month is not run twice');

    // Undo the month end, then run it once without interruption.
    await withDatabase(async ({ db }) => {
      await sql`delete from monthly_ranks where month = ${MONTH}`.execute(db);
      await sql`delete from achievements where month = ${MONTH}`.execute(db);
      await sql`delete from month_end_runs where month = ${MONTH}`.execute(db);
      await sql`update users set subscribed = s.subscribed, role = s.role from json_populate_recordset(null::users, ${JSON.stringify(usersBefore)}::json) s where s.id = users.id`.execute(
        db,
      );
    });
    fs.rmSync(path.join(backupDir, `${MONTH}.json.gz`));
    const clean = await runChild(target, backupDir);
    assert.equal(clean.code, 0, clean.output);
    assert.deepEqual(await outcome(), resumed);
  });
});
