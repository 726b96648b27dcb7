import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DatabaseHandle } from '../db';
import { createTestDatabase } from '../../test/database';
import type { PlatformClients } from '../platforms';
import { dateIn } from '../clock';
import { auditLogCommand, runJobCommand } from './adminCommands';
import { createAdminCommand, UsageError } from './commands';
import { addUser } from '../../test/app';

const quiet = { info() {}, warn() {}, error() {} };

describe('CLI admin commands', () => {
  let database: DatabaseHandle;
  const timeZone = 'Asia/Kolkata';
  const fetched: string[] = [];
  const clients = {
    leetcode: {
      // Three problems accepted now: three solved today.
      fetchSolvedProblems: async (handle: string) => {
        fetched.push(handle);
        return ['a', 'b', 'c'].map((slug) => ({ key: `leetcode:${slug}`, epochMs: Date.now() }));
      },
    },
    codeforces: { features: new Set() },
    codechef: { features: new Set() },
  } as unknown as PlatformClients;
  before(async () => {
    database = await createTestDatabase();
  });
  after(() => database.close());

  it('audit-log prints the newest entries, create-admin included', async () => {
    assert.equal(await auditLogCommand(database, undefined), 'The audit log is empty.');
    await createAdminCommand(database.db, { email: 'ops@uni.edu', name: 'Ops Admin', password: 'secret-pass' });
    const output = await auditLogCommand(database, '5');
    assert.match(output, /\tcreate-admin\tOperator \(command line\)\tOps Admin\t- -> \{"role":"ADMIN","created":true\}/);
    assert.match(output, /\(1 of 1 entries, newest first\)/);
    await assert.rejects(auditLogCommand(database, '0'), UsageError);
  });

  it('run-job queues today’s practice, runs it once and prints its progress to the end', async () => {
    const member = await addUser(database, 'MEMBER');
    await database.db
      .insertInto('platform_accounts')
      .values({ user_id: member.id, platform: 'leetcode', handle: 'cli_lc', verified_at: new Date(Date.now() - 86_400_000) })
      .execute();
    const lines: string[] = [];
    const ctx = { db: database.db, clients, timeZone, backupDir: '/nonexistent', log: quiet };
    const result = await runJobCommand(database, ctx, ['practice-today'], (line) => lines.push(line));
    assert.ok(result.startsWith('Done: '), result);
    assert.deepEqual(JSON.parse(result.slice('Done: '.length)), { day: dateIn(new Date(), timeZone), members: 1, awarded: 1, failed: 0 });
    assert.match(lines[0]!, /^Today's practice \(\d{4}-\d{2}-\d{2}\): queued \(run [0-9a-f-]{36}\)$/);
    assert.equal(lines.at(-1), 'completed 1/1');
    assert.deepEqual(fetched, ['cli_lc']);
    assert.match(await auditLogCommand(database, '1'), /\trun-job\tOperator \(command line\)\t-\t/);
    await assert.rejects(
      runJobCommand(database, ctx, ['everything'], () => {}),
      /Unknown job/,
    );
    await assert.rejects(
      runJobCommand(database, ctx, ['contest-results'], () => {}),
      /Give the contest/,
    );
  });
});
