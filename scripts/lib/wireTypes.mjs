// A check `npm run lint` runs: every wire shape of /api/v1 is declared once, in contract/ (docs/architecture.md, "The
// contract"). Outside contract/, no type or interface may
//   - take the name of a type the contract declares (a copy, which drifts), or
//   - be named as a request or answer body is (…Request, …Response, …Answer): such a shape belongs in the contract,
// unless it is one of the few below that are not bodies of /api/v1.
import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './citations.mjs';

/** Names ending as a body does that are not bodies of /api/v1 (name → what it is). */
const NOT_WIRE = {
  ApiRequestConfig: "the web client's axios options",
  FakeAnswer: "the web tests' fake API's answer",
  FakeRoutes: "the web tests' fake API's table",
  RawResponse: "a coding platform's HTTP answer, before it is read",
  SandboxRequest: 'a request the platform sandbox received',
  ReceivedRequest: 'a request the platform sandbox received, as tests read it',
  SessionRequest: "a message on the web apps' session bus",
  KeptAnswer: "an answer the leaderboard's cache keeps",
  RunRequest: 'what a job run is queued with, inside the API',
};
/** contract/src files that hold the building blocks rather than shapes (their names, like Method, are not bodies). */
const BLOCKS = new Set(['index.ts', 'route.ts', 'schema.ts', 'constants.ts']);

const DECLARED = /^\s*(?:export\s+)?(?:declare\s+)?(?:interface|type)\s+([A-Z]\w*)/gm;
const WIRE_NAME = /(Request|Response|Answer)$/;

/** The type names contract/src exports. */
function contractNames(root) {
  const names = new Set();
  const dir = path.join(root, 'contract', 'src');
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.ts') || BLOCKS.has(file)) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const match of text.matchAll(/^export\s+(?:type|interface)\s+([A-Z]\w*)/gm)) names.add(match[1]);
  }
  return names;
}

/** Every declaration outside contract/ that repeats or should be a wire shape, as `file:line: name (why)`. */
export function strayWireTypes(root) {
  const contract = contractNames(root);
  const found = [];
  for (const file of sourceFiles(root)) {
    if (file.startsWith('contract/') || !/\.(ts|tsx)$/.test(file)) continue;
    let text;
    try {
      text = fs.readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    for (const match of text.matchAll(DECLARED)) {
      const name = match[1];
      if (name in NOT_WIRE || name.startsWith('Fastify')) continue; // Fastify's own types, augmented
      const line = text.slice(0, match.index).split('\n').length;
      if (contract.has(name)) found.push(`${file}:${line}: ${name} (the contract declares it: import it instead)`);
      else if (WIRE_NAME.test(name)) found.push(`${file}:${line}: ${name} (named as a body: declare it in contract/)`);
    }
  }
  return found;
}
