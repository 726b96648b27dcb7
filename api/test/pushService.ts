// A local Web Push service for tests: a tiny HTTP server that takes the pushes web-push posts, and browsers' keys made
// as a browser makes them (a P-256 key pair and an auth secret), so each push can be decrypted and read.
import crypto, { type ECDH } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { BrowserSubscription } from '../src/modules/reminders/pushSubscriptions';

/** A browser's push keys: its P-256 key pair and 16-byte auth secret; `subscription(endpoint)` is what it sends the server. */
export interface TestBrowser {
  ecdh: ECDH;
  authSecret: Buffer;
  subscription(endpoint: string): BrowserSubscription;
}

export function testBrowser(): TestBrowser {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return {
    ecdh,
    authSecret,
    subscription: (endpoint) => ({ endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }),
  };
}

/** Reads an aes128gcm push body (RFC 8188) encrypted for `browser` (RFC 8291), as the browser would. */
export function decryptPush(body: Buffer, browser: TestBrowser): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('push record without its final delimiter');
  return plain.subarray(0, end).toString('utf8');
}

export interface ReceivedPush {
  /** The endpoint's path: /push/<name>. */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The status the service answered. */
  status: number;
}

export interface TestPushService {
  /** An endpoint on this service; pushes to it are recorded under `/push/<name>`. */
  endpoint(name: string): string;
  received: ReceivedPush[];
  /** Accepted pushes to `/push/<name>`. */
  accepted(name: string): ReceivedPush[];
  /** Answer `status` to every push to these names (500: a failing service; 410: a browser it no longer knows). */
  answer: Map<string, number>;
  /** web-push speaks https only: this agent hands its requests a plain connection to this service instead. */
  agent: https.Agent;
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const status = answer.get(path.replace(/^\/push\//, '')) ?? 201;
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks), status });
      response.writeHead(status).end(status >= 400 ? 'push service says no' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  class PlainAgent extends https.Agent {
    override createConnection(): net.Socket {
      return net.connect({ host: '127.0.0.1', port });
    }
  }
  const agent = new PlainAgent();

  return {
    endpoint: (name) => `https://push.example.test:${port}/push/${name}`,
    received,
    accepted: (name) => received.filter((push) => push.path === `/push/${name}` && push.status < 400),
    answer,
    agent,
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
