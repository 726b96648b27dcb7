import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db';
import { createUser } from '../modules/users/service';
import { writeBackup } from './backup';
import { distrust, ensureMonthBackup, listBackups, readBackupFile, sha256File, tableCounts, verifiedRestore, writeVerifiedBackup } from './verify';

describe('backups that prove themselves', () => {
  let database: DatabaseHandle;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-verify-'));
  const backupDir = path.join(folder, 'backups');
  before(async () => {
    database = await createTestDatabase();
    await createUser(database.db, { email: 'one@verify.test', name: 'One', password: 'secret-pass', role: 'MEMBER' });
    // A stored picture: backups carry it as a row of stored_files, and their counts line says one picture.
    const bytes = Buffer.from('RIFF-not-really-a-webp');
    await database.db
      .insertInto('stored_files')
      .values({ name: `${randomUUID()}.webp`, kind: 'public', content_type: 'image/webp', bytes, size: bytes.length })
      .execute();
  });
  after(async () => {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });
  const record = (name: string) => database.db.selectFrom('backups').selectAll().where('name', '=', name).executeTakeFirst();

  it('writes, reads back and records: checksum, size and the row counts of the database', async () => {
    const result = await ensureMonthBackup(database.db, backupDir, '2026-03');
    assert.deepEqual(result, { name: '2026-03.json.gz', reused: false, replaced: null });
    const file = path.join(backupDir, '2026-03.json.gz');
    const recorded = await record('2026-03.json.gz');
    assert.ok(recorded);
    assert.equal(recorded.sha256, await sha256File(file));
    assert.equal(Number(recorded.size_bytes), fs.statSync(file).size);
    assert.deepEqual(recorded.counts, await tableCounts(database.db));
    assert.equal(recorded.month, '2026-03');
    const contents = await readBackupFile(file);
    assert.deepEqual(contents.trailer?.counts, contents.counts);
    assert.equal(contents.pictures, 1);
    assert.equal(contents.header.databaseId, (await database.db.selectFrom('database_identity').select('id').executeTakeFirstOrThrow()).id);
    assert.deepEqual(fs.readdirSync(backupDir), ['2026-03.json.gz']);

    // Run again with nothing changed: the file verifies and is kept as it is.
    const again = await ensureMonthBackup(database.db, backupDir, '2026-03');
    assert.equal(again.reused, true);
    assert.equal((await record('2026-03.json.gz'))!.sha256, recorded.sha256);
  });

  it('removes a stray temporary file of a dead writer at the next run, and leaves one of a live writer', async () => {
    const dead = path.join(backupDir, '2026-04.json.gz.999999.tmp');
    const live = path.join(backupDir, `2026-04.json.gz.${process.ppid}.tmp`);
    fs.mkdirSync(backupDir, { recursive: true });
    fs.writeFileSync(dead, 'half a backup');
    fs.writeFileSync(live, 'being written');
    await ensureMonthBackup(database.db, backupDir, '2026-04');
    assert.equal(fs.existsSync(dead), false);
    assert.equal(fs.existsSync(live), true);
    fs.rmSync(live);
    assert.equal(await distrust(database.db, path.join(backupDir, '2026-04.json.gz')), null);
  });

  it('replaces an empty file, a foreign one, a changed one and one the database has outgrown; each ends verified', async () => {
    const db = database.db;
    const file = path.join(backupDir, '2026-05.json.gz');
    fs.writeFileSync(file, '');
    let result = await ensureMonthBackup(db, backupDir, '2026-05');
    assert.equal(result.reused, false);
    assert.match(result.replaced!, /no checksum was recorded/);
    assert.equal(await distrust(db, file), null);

    // Empty, but recorded: the checksum no longer matches.
    fs.writeFileSync(file, '');
    assert.match((await distrust(db, file))!, /checksum/);
    result = await ensureMonthBackup(db, backupDir, '2026-05');
    assert.equal(result.reused, false);
    assert.equal(await distrust(db, file), null);

    // A backup of another database under the month's name (its record made to match, as after copying both over).
    const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    const header = JSON.parse(lines[0]!) as Record<string, unknown>;
    lines[0] = JSON.stringify({ ...header, databaseId: randomUUID() });
    fs.writeFileSync(file, gzipSync(lines.join('\n')));
    await db
      .updateTable('backups')
      .set({ sha256: await sha256File(file) })
      .where('name', '=', '2026-05.json.gz')
      .execute();
    assert.equal(await distrust(db, file), 'it belongs to another database');
    result = await ensureMonthBackup(db, backupDir, '2026-05');
    assert.equal(result.replaced, 'it belongs to another database');
    assert.equal(await distrust(db, file), null);

    // An older backup: the database has rows since.
    await createUser(db, { email: 'later@verify.test', name: 'Later', password: 'secret-pass', role: 'MEMBER' });
    assert.equal(await distrust(db, file), "its rows are not the database's rows any more");
    result = await ensureMonthBackup(db, backupDir, '2026-05');
    assert.equal(result.reused, false);
    assert.equal(await distrust(db, file), null);
  });

  it('refuses to name a file that fails its check: no file, no record', async () => {
    const file = path.join(backupDir, 'refused.json.gz');
    await assert.rejects(
      writeVerifiedBackup(database.db, file, {
        reached: async (point) => {
          // Fails after the check, before the rename, as a failed check would.
          if (point === 'verified') throw new Error('check failed');
        },
      }),
      /check failed/,
    );
    assert.equal(fs.existsSync(file), false);
    assert.equal(await record('refused.json.gz'), undefined);
    assert.deepEqual(
      fs.readdirSync(backupDir).filter((name) => name.startsWith('refused')),
      [],
    );
  });

  it('lists each backup with size, date and state, and restore-backup checks checksum and counts before touching anything', async () => {
    const db = database.db;
    fs.writeFileSync(path.join(backupDir, 'copied-in.json.gz'), fs.readFileSync(path.join(backupDir, '2026-03.json.gz')));
    const listed = await listBackups(db, backupDir);
    const stateOf = (name: string) => listed.find((one) => one.name === name)?.state;
    assert.equal(stateOf('2026-03.json.gz'), 'verified');
    assert.equal(stateOf('copied-in.json.gz'), 'unrecorded');
    assert.equal(listed.find((one) => one.name === '2026-03.json.gz')?.sizeBytes, fs.statSync(path.join(backupDir, '2026-03.json.gz')).size);

    // Altered after it was recorded: cut short (its counts line lost), then whole again but not the recorded bytes.
    const file = path.join(backupDir, '2026-04.json.gz');
    const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').trim().split('\n');
    fs.writeFileSync(file, gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
    assert.equal((await listBackups(db, backupDir)).find((one) => one.name === '2026-04.json.gz')?.state, 'changed');
    const usersBefore = await db.selectFrom('users').select('id').execute();
    await assert.rejects(verifiedRestore(db, file), /cut short.*nothing was restored/);
    fs.writeFileSync(file, gzipSync(`${lines.join('\n')}\n`, { level: 1 })); // whole again, but not the recorded bytes
    await assert.rejects(verifiedRestore(db, file), /checksum is not the one recorded/);
    assert.equal((await db.selectFrom('users').select('id').execute()).length, usersBefore.length, 'nothing was restored');

    // A file written without its counts line's agreement.
    const trailer = JSON.parse(lines.at(-1)!) as { counts: Record<string, number> };
    trailer.counts.users = (trailer.counts.users ?? 0) + 1;
    const lying = path.join(folder, 'lying.json.gz');
    fs.writeFileSync(lying, gzipSync(`${[...lines.slice(0, -1), JSON.stringify(trailer)].join('\n')}\n`));
    await assert.rejects(verifiedRestore(db, lying), /do not match its own counts/);

    // The recorded one restores, and says its checksum matched.
    const restored = await verifiedRestore(db, path.join(backupDir, '2026-03.json.gz'));
    assert.equal(restored.checksum, 'matched');
    // A backup written by hand elsewhere (no record here) restores after a full read of it.
    const manual = path.join(folder, 'manual.json.gz');
    await writeBackup(db, manual);
    assert.equal((await verifiedRestore(db, manual)).checksum, 'not recorded');
  });
});
