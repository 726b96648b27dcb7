// Sums every suite's saved counts (.tmp/results/*.json) into the last line CI prints.
import fs from 'node:fs';
import path from 'node:path';
import { resultsDir, suiteLine } from './lib/results.mjs';

const expected = process.argv.slice(2); // result files that must exist, e.g. unit.json e2e.json
let passed = 0;
let failed = 0;
for (const file of expected) {
  const full = path.join(resultsDir, file);
  if (!fs.existsSync(full)) {
    console.log(`  ✗ ${file}: no results (the suite did not run)`);
    failed += 1;
    continue;
  }
  for (const suite of JSON.parse(fs.readFileSync(full, 'utf8'))) {
    passed += suite.passed;
    failed += suite.failed;
    console.log(suiteLine(suite));
  }
}
if (passed === 0) failed += 1; // a run that ran no test at all is not a pass
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
