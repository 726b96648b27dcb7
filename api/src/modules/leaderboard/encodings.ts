import zlib from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip';

/** Below this many bytes an answer goes as it is (the compress plugin's threshold, app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The encoding to send for an Accept-Encoding header: brotli if accepted, else gzip, else none. `q=0` refuses an
 * encoding; `*` stands for any not named.
 */
export function preferredEncoding(header: string | string[] | undefined): BodyEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (name: BodyEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

export function encodeBody(body: string | Buffer, encoding: BodyEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } })
    : zlib.gzipSync(body, { level: 6 });
}
