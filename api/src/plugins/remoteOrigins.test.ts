import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { remoteOrigins } from './remoteOrigins';

describe('remoteOrigins', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-origins-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (value: unknown) => {
    fs.writeFileSync(path.join(dir, 'remotes.json'), typeof value === 'string' ? value : JSON.stringify(value));
    // A later mtime than the previous write, even on a coarse clock.
    const later = new Date(Date.now() + Math.floor(Math.random() * 100_000) + 1000);
    fs.utimesSync(path.join(dir, 'remotes.json'), later, later);
  };

  it('lists the origins of absolute URLs only, once each, and follows changes to the file', () => {
    const origins = remoteOrigins(dir);
    assert.deepEqual(origins(), []);
    write({
      mfe_public: '/remotes/mfe-public/1/mf-manifest.json',
      mfe_admin: 'http://127.0.0.1:4252/v1/mf-manifest.json',
      mfe_x: 'https://cdn.example.org/x/mf-manifest.json',
      mfe_y: 'https://cdn.example.org/y/mf-manifest.json',
    });
    assert.deepEqual(origins(), ['http://127.0.0.1:4252', 'https://cdn.example.org']);
    write({ mfe_admin: '/remotes/mfe-admin/2/mf-manifest.json' });
    assert.deepEqual(origins(), []);
  });

  it('ignores a broken file and values that are not URLs', () => {
    const origins = remoteOrigins(dir);
    write('{ not json');
    assert.deepEqual(origins(), []);
    write({ a: 'javascript:alert(1)', b: 42, c: 'http://', d: 'ftp://files.example.org/m.json' });
    assert.deepEqual(origins(), []);
  });
});
