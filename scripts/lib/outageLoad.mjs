// The steady signed-in read load of the cluster suite's outage checks (issue 34): a few clients each read the overall
// board through the balancer about every 100 ms, and every answer is kept (when it was sent, how long it took, its
// status, who answered it: an instance, or HAProxy itself when no instance was up). The figures of a phase are read off
// those answers.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each client's requests are this far apart (from one's start to the next one's), or back to back when one is slower. */
export const READ_EVERY_MS = 100;

/**
 * One read of the overall board as a signed-in member, through `base`, with 20 s before it is given up (a hang guard,
 * far past any bound the API states). Resolves with the whole answer; rejects when none came.
 */
export function readBoard(base, token) {
  return fetch(`${base}/api/v1/user/get-leaderboard-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ limit: 20 }),
    signal: AbortSignal.timeout(20_000),
  });
}

/**
 * Starts one reading client per token, sending POST /api/v1/user/get-leaderboard-data through `base`. A request gets
 * 20 s before it is counted as unanswered (status 0): a hang guard, far past any bound the API states.
 */
export function startReadLoad({ base, tokens, everyMs = READ_EVERY_MS }) {
  const outcomes = [];
  let stopping = false;
  const client = async (token) => {
    while (!stopping) {
      const begin = Date.now();
      const outcome = { begin, end: 0, status: 0, servedBy: null, retryAfter: null, message: null };
      try {
        const response = await readBoard(base, token);
        const text = await response.text();
        outcome.status = response.status;
        outcome.servedBy = response.headers.get('x-served-by') || null;
        outcome.retryAfter = response.headers.get('retry-after');
        if (response.status !== 200) {
          try {
            outcome.message = JSON.parse(text).message ?? text.slice(0, 200);
          } catch {
            outcome.message = text.slice(0, 200);
          }
        }
      } catch (error) {
        outcome.message = error.message;
      }
      outcome.end = Date.now();
      outcomes.push(outcome);
      const rest = everyMs - (outcome.end - begin);
      if (rest > 0) await sleep(rest);
    }
  };
  const running = Promise.all(tokens.map(client));
  return {
    outcomes,
    /** The answers to requests sent from `from` (inclusive) to `to` (exclusive), in ms since the epoch. */
    between: (from, to = Infinity) => outcomes.filter((o) => o.begin >= from && o.begin < to),
    /**
     * Waits until every request sent during `quietMs` has succeeded (200), from `since` on; resolves with the time from
     * `since` to the first of those requests (the recovery time). Throws after `timeoutMs`.
     */
    async recovered(since, { quietMs = 2_000, timeoutMs = 30_000 } = {}) {
      for (;;) {
        const after = outcomes.filter((o) => o.begin >= since);
        const lastFailure = after.reduce((last, o) => (o.status !== 200 ? Math.max(last, o.begin) : last), -Infinity);
        const good = after.filter((o) => o.begin > lastFailure);
        if (good.length > 0) {
          const first = Math.min(...good.map((o) => o.begin));
          if (good.some((o) => o.begin - first >= quietMs)) return Math.max(0, first - since);
        }
        if (Date.now() - since > timeoutMs) {
          const last = after.filter((o) => o.status !== 200).at(-1);
          throw new Error(`requests still failed ${Math.round(timeoutMs / 1000)} s after the restart: last ${JSON.stringify(last)}`);
        }
        await sleep(100);
      }
    },
    async stop() {
      stopping = true;
      await running;
    },
  };
}

/** Who answered: an instance (X-Served-By), HAProxy itself (no server named), or nobody (the request failed). */
const answeredBy = (o) => (o.status === 0 ? 'no answer' : (o.servedBy ?? 'haproxy'));

/** Answers by status (a 503 split by who gave it), the longest wait, in words and as data. */
export function figures(outcomes) {
  const byStatus = {};
  for (const o of outcomes) {
    const key = o.status === 503 ? `503 (${answeredBy(o)})` : String(o.status || 'no answer');
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  const longestMs = outcomes.reduce((longest, o) => Math.max(longest, o.end - o.begin), 0);
  const statuses = Object.entries(byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
  return { requests: outcomes.length, byStatus, longestMs, text: `${outcomes.length} requests: ${statuses || 'none'}; longest wait ${longestMs} ms` };
}
