import http from 'node:http';

/** One event as a page's EventSource would get it. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/** An open text/event-stream read as an EventSource would: events in order, comments (heart-beats) counted. */
export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  comments: number;
  /** Resolves with the first event (from the start of the stream) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** The answer's body when it was not a stream (a refusal). */
  body(): Promise<string>;
  close(): void;
}

/** Opens `url` (absolute) with `headers` and parses what arrives. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: SseEvent[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let text = '';
      let comments = 0;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) events.push({ id, event, data: JSON.parse(data.join('\n')) });
        }
        for (const wake of [...waiters]) wake();
      });
      const ended = new Promise<void>((done) => response.on('end', done).on('close', done));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        get comments() {
          return comments;
        },
        next: (match, timeoutMs = 20_000) =>
          new Promise((found, fail) => {
            const check = () => {
              const hit = events.find(match);
              if (!hit) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          }),
        body: async () => {
          await ended;
          return text;
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
