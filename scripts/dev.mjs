// `npm run dev`: the API on port 4000 plus every app's webpack dev server (shell on 3000, remotes on 3001–3005).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { packagesWithScript, pnpmCommand, root } from './lib/proc.mjs';

const [cmd, ...pre] = pnpmCommand();
const children = [];

function start(name, command, args, options) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `[${name}] `;
  const relay = (stream) => (chunk) => stream.write(String(chunk).replace(/^(?=.)/gm, prefix));
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  children.push(child);
}

start('api', process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], { cwd: path.join(root, 'api'), env: { ...process.env, PORT: process.env.API_PORT ?? '4000' } });
for (const app of packagesWithScript('dev').filter((dir) => dir === 'shell' || dir.startsWith('mfe-'))) {
  start(app, cmd, [...pre, '--filter', app, 'run', 'dev']);
}
console.log('Open http://localhost:3000 once the dev servers say they compiled. Ctrl+C stops everything.');

const stop = () => { for (const child of children) child.kill('SIGTERM'); setTimeout(() => process.exit(0), 500); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
