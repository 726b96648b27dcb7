import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { DatabaseHandle } from '../db';
import { createTestDatabase } from '../../test/database';
import type { PlatformClients } from '../platforms';
import { addMonths, monthIn } from '../clock';
import { updateSchedulerSettings } from '../modules/points/schedulerSettings';
import { createUser } from '../modules/users/service';
import { auditLogCommand } from './adminCommands';
import { UsageError } from './commands';
import { monthEndCommand } from './monthEndCommand';

const quiet = { info() {}, warn() {}, error() {} };

describe('CLI month-end preview and run', () => {
  let database: DatabaseHandle;
  const timeZone = 'Asia/Kolkata';
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-cli-month-end-'));
  const last = addMonths(monthIn(new Date(), timeZone), -1);
  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });
  const ctx = () => ({ db: database.db, clients: {} as PlatformClients, timeZone, backupDir, log: quiet });

  it('previews without changing anything, then runs one skipped step later, printing the progress', async () => {
    const db = database.db;
    await updateSchedulerSettings(db, { passingMarks: 5 });
    const slacker = await createUser(db, { email: 'slacker@cli.test', name: 'Sam Slacker', password: 'secret-pass', role: 'MEMBER' });
    const keeper = await createUser(db, { email: 'keeper@cli.test', name: 'Kim Keeper', password: 'secret-pass', role: 'MEMBER' });
    await db.updateTable('users').set({ protected: true }).where('id', '=', keeper.id).execute();

    const preview = await monthEndCommand(database, ctx(), ['preview'], { month: last }, () => {});
    assert.match(preview, new RegExp(`^Month end of ${last} \\(passing mark 5, 2 members ranked\\)`));
    assert.match(preview, /Removed at the passing mark \(1\):\n {2}Sam Slacker \(MEMBER, 0 points\)/);
    assert.match(preview, /Spared \(1\):\n {2}Kim Keeper \(MEMBER, 0 points\): protected/);
    assert.equal(await db.selectFrom('month_end_runs').select('month').executeTakeFirst(), undefined, 'the preview changed nothing');

    const lines: string[] = [];
    const result = await monthEndCommand(database, ctx(), ['run'], { month: last }, (line) => lines.push(line));
    assert.match(result, /Done: /);
    assert.match(lines[0]!, new RegExp(`^Month end of ${last}: queued \\(run [0-9a-f-]{36}\\)$`));
    assert.equal(lines.at(-1), 'completed 5/5'); // the switched-off step counts: recorded as skipped
    assert.equal((await db.selectFrom('users').select('role').where('id', '=', slacker.id).executeTakeFirstOrThrow()).role, 'MEMBER', 'auto-kick is off');

    const step: string[] = [];
    await monthEndCommand(database, ctx(), ['run'], { month: last, step: 'autoKick' }, (line) => step.push(line));
    assert.equal(step.at(-1), 'completed 1/1');
    assert.equal((await db.selectFrom('users').select('role').where('id', '=', slacker.id).executeTakeFirstOrThrow()).role, 'USER');
    assert.match(await auditLogCommand(database, '2'), /\trun-month-end\tOperator \(command line\)\t/);

    await assert.rejects(
      monthEndCommand(database, ctx(), ['run'], { month: last }, () => {}),
      /nothing left to run/,
    );
    await assert.rejects(
      monthEndCommand(database, ctx(), ['run'], { month: monthIn(new Date(), timeZone) }, () => {}),
      /not over yet/,
    );
    await assert.rejects(
      monthEndCommand(database, ctx(), ['preview'], {}, () => {}),
      UsageError,
    );
    await assert.rejects(
      monthEndCommand(database, ctx(), ['everything'], { month: last }, () => {}),
      /Usage: month-end preview/,
    );
  });
});
