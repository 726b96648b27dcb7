import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const SRC = path.dirname(fileURLToPath(import.meta.url));

// Tests import the whole app on purpose (through the helpers in api/test); the layering rule is about the code the server runs.
const TEST_CODE = /\.test\.ts$/;
const IMPORT = /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"](\.[^'"]+)['"]|\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)|\bimport\s+['"](\.[^'"]+)['"]/g;

/** The unit the rule is about: each folder under src, each feature under modules, each file directly in src. */
function unitOf(relative: string): string {
  const parts = relative.replace(/\.ts$/, '').split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0]!;
}

/** Every import from one unit into another, as "from -> to" with the files that make it. */
function unitImports(root: string): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  const files = fs
    .readdirSync(root, { recursive: true })
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !TEST_CODE.test(file));
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? match[2] ?? match[3]!));
      if (target.startsWith('..')) continue;
      const [from, to] = [unitOf(file), unitOf(target)];
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), file]);
    }
  }
  return edges;
}

/** The groups of units that reach each other through imports (strongly connected, more than one unit). */
function importCycles(edges: Map<string, string[]>): string[][] {
  const next = new Map<string, string[]>();
  for (const key of edges.keys()) {
    const [from, to] = key.split(' -> ') as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  // Tarjan's algorithm.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, counter);
    low.set(unit, counter++);
    stack.push(unit);
    for (const to of next.get(unit)!) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(unit, Math.min(low.get(unit)!, index.get(to)!));
    }
    if (low.get(unit) === index.get(unit)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== unit);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const unit of next.keys()) if (!index.has(unit)) visit(unit);
  return cycles;
}

const describeCycle = (group: string[], edges: Map<string, string[]>) =>
  [...edges]
    .filter(([key]) => group.includes(key.split(' -> ')[0]!) && group.includes(key.split(' -> ')[1]!))
    .map(([key, files]) => `  ${key} (${[...new Set(files)].join(', ')})`)
    .join('\n');

describe('API layers', () => {
  const edges = unitImports(SRC);

  it('has no two folders that import each other, directly or around a loop', () => {
    const cycles = importCycles(edges);
    assert.deepEqual(cycles, [], `Imports go both ways between:\n${cycles.map((group) => describeCycle(group, edges)).join('\n\n')}`);
  });

  it('keeps the jobs above the feature modules: a route reaches a job only through what its deps hand it', () => {
    const upward = [...edges].filter(([key]) => /^modules(\/[^ ]+)? -> jobs$/.test(key));
    assert.deepEqual(upward, []);
  });

  it('keeps the plugins below the modules: a plugin is given what it needs from a module through its options, never by import', () => {
    const upward = [...edges].filter(([key]) => /^plugins -> modules/.test(key));
    assert.deepEqual(upward, []);
  });

  it('keeps the test helpers out of the code the build ships: only tests import from api/test', () => {
    const shipped = fs
      .readdirSync(SRC, { recursive: true })
      .map((file) => String(file).split(path.sep).join('/'))
      .filter((file) => file.endsWith('.ts') && !TEST_CODE.test(file));
    const reaching = shipped.filter((file) =>
      [...fs.readFileSync(path.join(SRC, file), 'utf8').matchAll(IMPORT)].some((match) =>
        path.posix.normalize(path.posix.join('src', path.posix.dirname(file), match[1] ?? match[2] ?? match[3]!)).startsWith('test/'),
      ),
    );
    assert.deepEqual(reaching, []);
  });

  it('notices a loop between two folders, through a dynamic import too', (t) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
    t.after(() => fs.rmSync(root, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('modules/points/ledger.ts', "import { x } from '../users/service';\n");
    write('modules/users/service.ts', "export const load = () => import('../points/ledger');\n");
    write('modules/users/service.test.ts', "import { startTestApp } from '../../testing';\n");
    write('jobs/run.ts', "import type { y } from '../modules/points/ledger';\n");
    assert.deepEqual(importCycles(unitImports(root)), [['modules/points', 'modules/users']]);
  });
});
