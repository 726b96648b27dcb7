import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import zlib from 'node:zlib';
import { encodeBody, preferredEncoding } from './encodings';

describe('the encoding of a kept answer', () => {
  it('prefers brotli, falls back to gzip, and respects q=0 and *', () => {
    assert.equal(preferredEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(preferredEncoding('gzip, deflate'), 'gzip');
    assert.equal(preferredEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(preferredEncoding('br;q=0.5, gzip;q=1'), 'gzip');
    assert.equal(preferredEncoding('*'), 'br');
    assert.equal(preferredEncoding('*;q=0'), null);
    assert.equal(preferredEncoding('identity'), null);
    assert.equal(preferredEncoding(''), null);
    assert.equal(preferredEncoding(undefined), null);
  });

  it('decompresses to the same bytes', () => {
    const json = JSON.stringify({ data: Array.from({ length: 50 }, (_, i) => ({ name: `Member ${i}`, points: i * 7 })) });
    assert.equal(zlib.brotliDecompressSync(encodeBody(json, 'br')).toString(), json);
    assert.equal(zlib.gunzipSync(encodeBody(json, 'gzip')).toString(), json);
  });
});
