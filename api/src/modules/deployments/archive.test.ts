import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { satisfy } from '@module-federation/runtime-core';
import { incompatibility } from '@chapter/shared/compat';
import { DEPLOY_LIMITS } from '@chapter/contract/constants';
import { findArea } from '@chapter/shared/areas';
import { manifestOf, remoteBuild, SHELL_PROVIDES, tarGz } from '../../../test/remoteArchive';
import { contentHashOf, contentTypeOf, pathProblem, unpackBuild } from './archive';

const admin = findArea('mfe-admin');
const refusal = async (archive: Promise<Buffer>) => {
  try {
    await unpackBuild(await archive, admin);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('an uploaded remote archive', () => {
  it("unpacks a build with its manifest, the CLI's chapter-build.json, content types and one content hash for the same files", async () => {
    const files = remoteBuild('mfe-admin', 'mfe_admin');
    const build = await unpackBuild(await tarGz(files), admin);
    assert.equal(build.manifest.name, 'mfe_admin');
    assert.equal(build.build.runtime, '2.9.2');
    assert.equal(build.files.find((file) => file.path === 'remoteEntry.js.br')?.contentType, 'application/javascript; charset=utf-8');
    const reordered = Object.fromEntries(Object.entries(files).reverse());
    assert.equal((await unpackBuild(await tarGz(reordered), admin)).contentHash, build.contentHash, 'the order in the archive does not matter');
    assert.equal(build.contentHash, contentHashOf(build.files));
    assert.match(build.contentHash, /^[0-9a-f]{64}$/);
  });

  it('knows the kinds of files a remote serves, and no others', () => {
    assert.deepEqual(
      ['a.js', 'a.css', 'a.js.map', 'a.woff2', 'a.webp', 'a.js.LICENSE.txt', 'a.js.gz', 'a.html', 'a.sh', 'a.cjs', 'noextension'].map(contentTypeOf),
      [
        'application/javascript; charset=utf-8',
        'text/css; charset=utf-8',
        'application/json; charset=utf-8',
        'font/woff2',
        'image/webp',
        'text/plain; charset=utf-8',
        'application/javascript; charset=utf-8',
        null,
        null,
        null,
        null,
      ],
    );
  });

  it('refuses paths that leave the folder or hold server code or prerendered pages', () => {
    for (const name of ['/abs.js', 'a/../../b.js', 'a\\b.js', 'sp ace.js', 'ünï.js', 'a//b.js', 'server/prerender.cjs', 'pages/index.html']) {
      assert.ok(pathProblem(name), `${name} must be refused`);
    }
    for (const name of ['remoteEntry.js', 'assets/img/logo.svg', '74.6d8d2f9f.js.LICENSE.txt', 'x/server/y.js']) assert.equal(pathProblem(name), null, name);
  });

  it('refuses more files or bigger files than DEPLOY_LIMITS allow, while reading', async () => {
    const many = Object.fromEntries(Array.from({ length: DEPLOY_LIMITS.files }, (_, i) => [`chunks/${i}.js`, 'x']));
    assert.match(String(await refusal(tarGz({ ...remoteBuild('mfe-admin', 'mfe_admin'), ...many }))), /more than 2000 files/);
    const big = Buffer.alloc(DEPLOY_LIMITS.fileBytes + 1);
    assert.match(String(await refusal(tarGz({ ...remoteBuild('mfe-admin', 'mfe_admin'), 'big.js': big }))), /"big.js" is larger than 15 MB/);
    assert.match(String(await refusal(tarGz({ 'remoteEntry.js': 'x' }))), /no mf-manifest.json at its root/);
    assert.match(String(await refusal(tarGz({ 'mf-manifest.json': manifestOf('mfe_admin') }))), /no chapter-build.json at its root/);
  });
});

describe("the deployed shell's check of a remote build (shared/build/compat.cjs, also the CLI's)", () => {
  const manifest = JSON.parse(manifestOf('mfe_admin')) as Parameters<typeof incompatibility>[1];
  it('accepts a build the shell provides for, and names each shared package and the runtime it does not', () => {
    assert.equal(incompatibility('mfe-admin', manifest, SHELL_PROVIDES, '2.9.2', satisfy), null);
    assert.equal(incompatibility('mfe-admin', manifest, null, '9.0.0', satisfy), null, 'a shell from before versions were recorded');
    const older = { ...SHELL_PROVIDES, react: '18.2.0' };
    assert.equal(
      incompatibility('mfe-admin', manifest, older, '2.10.0', satisfy),
      'mfe-admin needs the federation runtime ^2.10.0 (the deployed shell provides 2.9.2), react ^19.3.1 (the deployed shell provides 18.2.0); deploy a shell built with it first (npm run build)',
    );
  });
});
