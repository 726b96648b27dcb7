// The server's page renderer runs renderPages here, in a worker thread (api/src/plugins/pageRenderer.ts): the bundles
// it loads keep their globals and their memory out of the server, and the server answers requests meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { renderPages } from './renderPages.mjs';

parentPort.postMessage(await renderPages(workerData));
