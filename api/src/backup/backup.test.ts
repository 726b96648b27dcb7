import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db';
import { adjustPoints } from '../modules/points/ledger';
import { createUser } from '../modules/users/service';
import { restoreBackup, writeBackup } from './backup';
import { BACKUP_TABLES, DERIVED_TABLES, LOCAL_TABLES, TRANSIENT_TABLES } from './tables';

describe('backup', () => {
  let database: DatabaseHandle;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-backup-'));
  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const snapshot = async () => {
    const tables: Record<string, unknown> = {};
    for (const table of BACKUP_TABLES) {
      const result = await sql<{ rows: unknown }>`select coalesce(json_agg(t order by t::text), '[]') as rows from ${sql.table(table)} t`.execute(database.db);
      tables[table] = result.rows[0]!.rows;
    }
    return tables;
  };

  it('lists every table the migrations create (derived, transient and local ones apart)', async () => {
    const result = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(database.db);
    assert.deepEqual(result.rows.map((row) => row.name).sort(), [...BACKUP_TABLES, ...DERIVED_TABLES, ...TRANSIENT_TABLES, ...LOCAL_TABLES].sort());
  });

  it('restores exactly what it saved: dates, jsonb and the ledger sequence included', async () => {
    const db = database.db;
    const member = await createUser(db, { email: 'kept@example.edu', name: 'Kept Member', password: 'secret-pass', role: 'MEMBER' });
    const admin = await createUser(db, { email: 'boss@example.edu', name: 'Boss', password: 'secret-pass', role: 'ADMIN' });
    await db
      .insertInto('contests')
      .values({
        name: 'Round',
        link: 'https://codeforces.com/contest/1',
        platform: 'Codeforces',
        date: '2026-11-12',
        start_time: '20:00:00',
        end_time: '22:00:00',
        starts_at: new Date('2026-11-12T14:30:00Z'),
        ends_at: new Date('2026-11-12T16:30:00Z'),
      })
      .execute();
    await db
      .insertInto('platform_accounts')
      .values({ user_id: member.id, platform: 'leetcode', handle: 'kept', verified_at: new Date(), profile: JSON.stringify({ ranking: 5, tags: ['a', 'b'] }) })
      .execute();
    await adjustPoints(db, { userId: member.id, delta: 7, adminId: admin.id, day: '2026-11-02', note: 'welcome' });
    await db
      .insertInto('month_end_runs')
      .values({ month: '2026-10', steps_done: ['ranks', 'achievements'] })
      .execute();
    const before = await snapshot();

    const file = path.join(folder, '2026-11.json.gz');
    const written = await writeBackup(db, file);
    assert.ok(written.rows >= 6);
    assert.deepEqual(fs.readdirSync(folder), ['2026-11.json.gz']);

    // Damage after the backup: lose a member, gain a stranger.
    await db.deleteFrom('users').where('id', '=', member.id).execute();
    await createUser(db, { email: 'later@example.edu', name: 'Later', password: 'secret-pass', role: 'MEMBER' });

    const restored = await restoreBackup(db, file);
    assert.equal(restored.rows, written.rows);
    assert.deepEqual(await snapshot(), before);

    // New ledger rows continue after the restored ones.
    await adjustPoints(db, { userId: member.id, delta: 1, adminId: admin.id, day: '2026-11-03' });
    const ids = await db.selectFrom('points_ledger').select('id').orderBy('id').execute();
    assert.equal(new Set(ids.map((row) => String(row.id))).size, 2);
  });

  it('refuses a file that is not a backup and changes nothing', async () => {
    const file = path.join(folder, 'not-a-backup.gz');
    const { gzipSync } = await import('node:zlib');
    fs.writeFileSync(file, gzipSync('{"hello":"world"}\n'));
    const before = await snapshot();
    await assert.rejects(restoreBackup(database.db, file), /not a backup/);
    assert.deepEqual(await snapshot(), before);
  });

  it('round trip with the stored files: pictures and screenshots come back byte for byte', async () => {
    const db = database.db;
    const { randomBytes, randomUUID } = await import('node:crypto');
    // Every byte value, zeros and 0xff included, plus enough random bytes to need several lines.
    const every = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
    const files = Array.from({ length: 20 }, (_, index) => ({
      name: `${randomUUID()}.webp`,
      kind: index % 5 === 0 ? ('private' as const) : ('public' as const),
      bytes: Buffer.concat([every, randomBytes(5000 + index * 700)]),
    }));
    for (const file of files) {
      await db
        .insertInto('stored_files')
        .values({ name: file.name, kind: file.kind, content_type: 'image/webp', bytes: file.bytes, size: file.bytes.length })
        .execute();
    }
    const owner = await createUser(db, { email: 'pictured@example.edu', name: 'Pictured', password: 'secret-pass', role: 'MEMBER' });
    await db
      .updateTable('users')
      .set({ profile_picture: JSON.stringify({ url: `/api/v1/files/pictures/${files[1]!.name}`, blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' }) })
      .where('id', '=', owner.id)
      .execute();
    const before = await snapshot();

    const file = path.join(folder, 'with-pictures.json.gz');
    const written = await writeBackup(db, file);
    assert.equal(written.pictures, files.length);

    // Lose one file, spoil another, change the owner.
    await db.deleteFrom('stored_files').where('name', '=', files[0]!.name).execute();
    await db.updateTable('stored_files').set({ size: 6 }).where('name', '=', files[1]!.name).execute();
    await db.updateTable('users').set({ profile_picture: null }).where('id', '=', owner.id).execute();

    const restored = await restoreBackup(db, file);
    assert.equal(restored.pictures, files.length);
    assert.deepEqual(await snapshot(), before);
    const rows = await db.selectFrom('stored_files').select(['name', 'kind', 'bytes']).execute();
    for (const original of files) {
      const row = rows.find((candidate) => candidate.name === original.name);
      assert.ok(row && Buffer.from(row.bytes).equals(original.bytes), `${original.name} restored byte for byte`);
      assert.equal(row.kind, original.kind);
    }
  });

  it('restores the pictures of a backup written before the stored_files table (picture lines after the tables) into it', async () => {
    const db = database.db;
    const { randomBytes, randomUUID } = await import('node:crypto');
    const { gunzipSync, gzipSync } = await import('node:zlib');
    const name = `${randomUUID()}.webp`;
    const bytes = randomBytes(9000);
    const owner = await createUser(db, { email: 'old-backup@example.edu', name: 'Old Backup', password: 'secret-pass', role: 'MEMBER' });
    await db
      .updateTable('users')
      .set({ profile_picture: JSON.stringify({ url: `/api/v1/files/pictures/${name}` }) })
      .where('id', '=', owner.id)
      .execute();
    const current = path.join(folder, 'current.json.gz');
    await writeBackup(db, current);
    // The same backup as the previous version wrote it: no migration 014, no stored_files lines, each picture a line of base64.
    const [header, ...rest] = gunzipSync(fs.readFileSync(current)).toString('utf8').split('\n');
    const oldHeader = JSON.parse(header!) as { migrations: string[] };
    oldHeader.migrations = oldHeader.migrations.filter((migration) => migration !== '014_stored_files');
    const tableLines = rest.filter((line) => line.trim() && (JSON.parse(line) as { table: string }).table !== 'stored_files');
    const pictureLine = JSON.stringify({ picture: name, data: bytes.toString('base64') });
    const old = path.join(folder, 'old-format.json.gz');
    fs.writeFileSync(old, gzipSync([JSON.stringify(oldHeader), ...tableLines, pictureLine, ''].join('\n')));

    await db.deleteFrom('users').where('id', '=', owner.id).execute();
    const restored = await restoreBackup(db, old);
    assert.equal(restored.pictures, 1);
    const row = await db.selectFrom('stored_files').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
    assert.ok(Buffer.from(row.bytes).equals(bytes), 'the picture is in the table, byte for byte');
    assert.deepEqual([row.kind, row.content_type, row.size], ['public', 'image/webp', bytes.length]);
    const user = await db.selectFrom('users').select('profile_picture').where('id', '=', owner.id).executeTakeFirstOrThrow();
    assert.deepEqual(user.profile_picture, { url: `/api/v1/files/pictures/${name}` });
  });

  it('refuses a damaged backup (cut short, not gzip, altered rows) with a message, and changes nothing', async () => {
    const db = database.db;
    await createUser(db, { email: 'stays@example.edu', name: 'Stays Here', password: 'secret-pass', role: 'MEMBER' });
    const good = path.join(folder, 'good.json.gz');
    await writeBackup(db, good);
    const { gunzipSync, gzipSync } = await import('node:zlib');
    const bytes = fs.readFileSync(good);
    const lines = gunzipSync(bytes).toString('utf8').split('\n');
    const damaged = {
      'cut short': bytes.subarray(0, Math.floor(bytes.length * 0.6)),
      'not gzip': Buffer.from('{"format":"chapter-backup"}\n'),
      'a broken row line': gzipSync(`${lines[0]}\n{"table":"users","rows":[{"id":\n`),
      'rows the tables refuse': gzipSync(`${lines[0]}\n${JSON.stringify({ table: 'users', rows: [{ id: 'not-a-uuid', email: null }] })}\n`),
      'a foreign table': gzipSync(`${lines[0]}\n${JSON.stringify({ table: 'pg_authid', rows: [] })}\n`),
      'a picture named out of its folder': gzipSync(`${lines[0]}\n${JSON.stringify({ picture: '../../escaped.webp', data: 'AAAA' })}\n`),
      'a picture after which the file breaks': gzipSync(
        `${lines[0]}\n${JSON.stringify({ picture: '00000000-0000-4000-8000-00000000000a.webp', data: 'AAAA' })}\n{"table":`,
      ),
    };
    await db
      .insertInto('stored_files')
      .values({ name: '00000000-0000-4000-8000-000000000000.webp', kind: 'public', content_type: 'image/webp', bytes: Buffer.from('kept'), size: 4 })
      .execute();
    // Something to lose: a restore that went part-way would replace it.
    await createUser(db, { email: 'after-backup@example.edu', name: 'After Backup', password: 'secret-pass', role: 'MEMBER' });
    const before = await snapshot();
    for (const [name, content] of Object.entries(damaged)) {
      const file = path.join(folder, `damaged-${name.replace(/ /g, '-')}.gz`);
      fs.writeFileSync(file, content);
      await assert.rejects(restoreBackup(db, file), /damaged or not a backup|not a backup of this app/, name);
      assert.deepEqual(await snapshot(), before, `${name}: nothing changed, the stored pictures included`);
    }
  });
});
