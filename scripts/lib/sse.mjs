// A text/event-stream read as a page's EventSource reads it, for the scripts (plain Node: api/test/sse.ts is the
// API tests' TypeScript twin). Each event keeps the moment it arrived, so a check can say how long it took.
import http from 'node:http';

/**
 * Opens `url` (absolute, http) with `headers`; resolves once the answer's headers are in. `events` fills as frames
 * arrive ({ id, event, data, at }: `at` is performance.now() at arrival); `next(match)` waits for the first event,
 * from the start of the stream, that `match` accepts.
 */
export function openSse(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (response) => {
      const events = [];
      const waiters = new Set();
      let buffer = '';
      let text = '';
      let ended = false;
      response.setEncoding('utf8');
      response.on('error', () => {});
      response.on('data', (chunk) => {
        const at = performance.now();
        text += chunk;
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id = null;
          let event = 'message';
          const data = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) events.push({ id, event, data: JSON.parse(data.join('\n')), at });
        }
        for (const wake of [...waiters]) wake();
      });
      response.on('close', () => {
        ended = true;
        for (const wake of [...waiters]) wake();
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        /** The body as received so far (a refusal's JSON). */
        text: () => text,
        next: (match, timeoutMs = 20_000) =>
          new Promise((found, fail) => {
            const check = () => {
              const hit = events.find(match);
              if (hit) {
                done();
                found(hit);
              } else if (ended) {
                done();
                fail(new Error(`the stream ended without a matching event; got ${JSON.stringify(events.map(({ at: _at, ...event }) => event))}`));
              }
            };
            const timer = setTimeout(() => {
              done();
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map(({ at: _at, ...event }) => event))}`));
            }, timeoutMs);
            const done = () => {
              waiters.delete(check);
              clearTimeout(timer);
            };
            waiters.add(check);
            check();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
