import { createRequire } from 'node:module';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/** The api package's version, reported by /api/v1/health. */
export const API_VERSION = version;
