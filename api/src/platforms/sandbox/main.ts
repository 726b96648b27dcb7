// The platform sandbox on its own: tsx api/src/platforms/sandbox/main.ts --port 4100 --data <file>
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sandboxPlatformEnv, startSandbox } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4100' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: path.join(path.dirname(fileURLToPath(import.meta.url)), 'sample-data.json') },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535 (got "${values.port}")`);
  process.exit(1);
}

try {
  const sandbox = await startSandbox({ port, host: values.host, dataFile: path.resolve(values.data!) });
  console.log(`Platform sandbox on ${sandbox.url} (data: ${path.resolve(values.data!)})`);
  console.log('Point the API at it with:');
  for (const [name, value] of Object.entries(sandboxPlatformEnv(sandbox.url))) console.log(`  ${name}=${value}`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`Platform sandbox failed to start: ${(error as Error).message}`);
  process.exit(1);
}
