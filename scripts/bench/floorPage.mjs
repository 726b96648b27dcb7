// The floor rows of the Lighthouse table: a page with no script, no style sheet and no image, served by the bench
// itself, loaded with the same browser and throttling as the app's pages. What it costs is Chromium's own work for any
// navigation (a new script context for the document, the first style and layout, the first paint), slowed like the
// rest: no page of the app can score better on the same host at the same moment (docs/benchmarks.md, "The floor").
// Served twice: bare, and with the security headers the app's pages carry (copied from one of its answers), since
// some of them change what the browser does to open a page (Cross-Origin-Opener-Policy puts it in a new process).
import http from 'node:http';

/** A complete, valid page (title, language, description, a heading): only its work is missing. */
const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A page with no script, style sheet or image, the bench's floor.">
<title>Floor</title>
</head>
<body>
<main>
<h1>Floor</h1>
<p>A page with no script, style sheet or image: what any page costs the browser.</p>
</main>
</body>
</html>
`;

/** The headers of a page that say how the browser may open, frame or share it (the ones helmet sets, and kin). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The security headers of `response` (a page of the app), to serve the floor with. */
export function securityHeaders(response) {
  return Object.fromEntries(SECURITY_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)]] : [])));
}

/**
 * Serves FLOOR_HTML on a free port of 127.0.0.1: bare at `/`, with `appHeaders` at `/as-the-app`; resolves with both
 * addresses and a close.
 */
export function serveFloorPage(appHeaders) {
  const server = http.createServer((request, response) => {
    const found = request.url === '/' || request.url === '/as-the-app';
    const own = request.url === '/as-the-app' ? appHeaders : {};
    response.writeHead(found ? 200 : 404, {
      ...own,
      'content-type': found ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.end(found ? FLOOR_HTML : 'Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const base = `http://127.0.0.1:${server.address().port}`;
      resolve({ bare: `${base}/`, asTheApp: `${base}/as-the-app`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
