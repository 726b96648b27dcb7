// The server's page renderer runs renderPages here, in a worker thread (api/src/plugins/pageRenderer.ts): the bundles
// it loads keep their globals and their memory out of the server, and the server answers requests meanwhile. The
// worker lives as long as the server and keeps the bundles it loaded (renderPages.mjs): a member's page is drawn on
// each of their requests. Each message `{ id, options }` is answered `{ id, result }` or `{ id, error }`.
import { parentPort } from 'node:worker_threads';
import { renderPages } from './renderPages.mjs';

parentPort.on('message', async ({ id, options }) => {
  try {
    parentPort.postMessage({ id, result: await renderPages(options) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
