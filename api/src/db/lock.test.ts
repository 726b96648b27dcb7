import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { openPglite } from '.';
import { acquireLock, DataFolderLockedError } from './lock';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-lock-test-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('data folder lock', () => {
  it('is taken, refused to a second holder, and released', () => {
    const file = path.join(tmp, 'a.lock');
    const release = acquireLock(file);
    assert.equal(fs.readFileSync(file, 'utf8'), String(process.pid));
    assert.throws(() => acquireLock(file), DataFolderLockedError);
    release();
    assert.equal(fs.existsSync(file), false);
    acquireLock(file)();
  });

  it('replaces a stale lock whose process is dead', () => {
    const file = path.join(tmp, 'b.lock');
    fs.writeFileSync(file, String(deadPid()));
    const release = acquireLock(file);
    assert.equal(fs.readFileSync(file, 'utf8'), String(process.pid));
    release();
  });

  it('refuses a lock held by another live process', () => {
    const file = path.join(tmp, 'c.lock');
    fs.writeFileSync(file, String(process.ppid));
    assert.throws(
      () => acquireLock(file),
      (error: unknown) => error instanceof DataFolderLockedError && error.pid === process.ppid,
    );
  });

  it('guards the embedded database: a second open of the same folder fails with a clear message', async () => {
    const dataDir = path.join(tmp, 'data');
    const first = await openPglite(dataDir);
    try {
      await assert.rejects(openPglite(dataDir), (error: unknown) => {
        assert.ok(error instanceof DataFolderLockedError);
        assert.match(error.message, /in use by another process/);
        assert.match(error.message, /stop the server/);
        return true;
      });
    } finally {
      await first.close();
    }
    assert.equal(fs.existsSync(path.join(dataDir, 'db.lock')), false);
    const again = await openPglite(dataDir);
    await again.close();
  });
});
