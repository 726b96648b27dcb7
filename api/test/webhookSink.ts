import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SinkPost {
  path: string;
  body: Record<string, unknown>;
}

export interface WebhookSink {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every post that arrived, in order (those answered with a failure too). */
  posts: SinkPost[];
  /** The status each path answers with (default 204); set one to 500 to make that endpoint fail. */
  status: Map<string, number>;
  /** The posts a path took (answered 2xx). */
  delivered(path: string): SinkPost[];
  close(): Promise<void>;
}

/**
 * A local HTTP endpoint standing in for Discord, Slack or a JSON receiver: it records each POST's path and JSON body
 * and answers each path with its set status. An answer takes a moment, as a real one does, so runs side by side overlap.
 */
export async function startWebhookSink(): Promise<WebhookSink> {
  const posts: SinkPost[] = [];
  const taken: SinkPost[] = [];
  const status = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // Recorded as empty: the test's assertions on the body fail.
      }
      const post = { path, body };
      posts.push(post);
      const code = status.get(path) ?? 204;
      if (code < 300) taken.push(post);
      setTimeout(() => {
        response.statusCode = code;
        response.end(code < 300 ? undefined : '{"message": "sink is down"}');
      }, 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    posts,
    status,
    delivered: (path) => taken.filter((post) => post.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
