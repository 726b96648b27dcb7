// The e2e run's log, read for secrets where they must never be (docs/live.md, "Signing the stream in"): a sign-in
// token (a JWT) anywhere, the stream ticket's cookie, or a token-like parameter in any URL but the two links whose
// secret is the URL itself (a mail's one-click unsubscribe, the first admin's setup link).

const JWT = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/;
const SECRET_PARAMS = /[?&](token|access_token|auth|authorization|bearer|jwt|ticket)=/i;
const CAPABILITY_URLS = [/^\/api\/v1\/mail\/unsubscribe\?/, /^\/setup\?/];

/** What the log shows: how many requests and streams it logged, and each problem found (a line number and why). */
export function scanLog(text) {
  const problems = [];
  let requests = 0;
  let streams = 0;
  text.split('\n').forEach((line, index) => {
    const where = `line ${index + 1}`;
    if (JWT.test(line)) problems.push(`${where}: a sign-in token`);
    if (line.includes('chapter_stream')) problems.push(`${where}: the stream ticket's cookie`);
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    const url = entry?.req?.url;
    if (typeof url !== 'string') return;
    requests += 1;
    if (url.startsWith('/api/v1/stream') && !url.startsWith('/api/v1/stream/')) {
      streams += 1;
      const query = new URLSearchParams(url.split('?')[1] ?? '');
      const extra = [...query.keys()].filter((key) => key !== 'lastEventId');
      if (extra.length > 0) problems.push(`${where}: the stream's URL carries ${extra.join(', ')}`);
    }
    if (SECRET_PARAMS.test(url) && !CAPABILITY_URLS.some((allowed) => allowed.test(url))) problems.push(`${where}: a token in the URL ${url.split('?')[0]}`);
  });
  // A log without requests proves nothing: it must be the access log of a run that opened streams.
  if (requests < 50) problems.push(`only ${requests} requests were logged: the server must log at the level npm start uses (info)`);
  if (streams === 0) problems.push('no page opened the live stream during the run');
  return { requests, streams, problems };
}
