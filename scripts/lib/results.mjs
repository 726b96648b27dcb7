// Test counts from each suite, summed into the one line CI prints last.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './proc.mjs';

export const resultsDir = path.join(root, '.tmp', 'results');

export function createTally() {
  const suites = [];
  return {
    /** `seconds`: how long the suite took, printed beside its counts. */
    add(name, passed, failed, seconds) {
      suites.push({ name, passed, failed, ...(seconds === undefined ? {} : { seconds: Math.round(seconds) }) });
    },
    get passed() {
      return suites.reduce((sum, s) => sum + s.passed, 0);
    },
    get failed() {
      return suites.reduce((sum, s) => sum + s.failed, 0);
    },
    print() {
      console.log('\nSummary');
      for (const s of suites) console.log(suiteLine(s));
    },
    save(file) {
      fs.mkdirSync(resultsDir, { recursive: true });
      fs.writeFileSync(path.join(resultsDir, file), JSON.stringify(suites, null, 2));
    },
  };
}

/** One suite's line in a summary: its counts and, when known, its time. */
export function suiteLine(suite) {
  const time = suite.seconds === undefined ? '' : ` (${suite.seconds} s)`;
  return `  ${suite.failed ? '✗' : '✓'} ${suite.name}: ${suite.passed} passed, ${suite.failed} failed${time}`;
}

/** Counts from Jest's --json output file; a run that wrote nothing counts as one failure. */
export function jestCounts(file, exitCode) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    const failedSuites = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
    return { passed: report.numPassedTests, failed: report.numFailedTests + failedSuites + (exitCode && !report.numFailedTests && !failedSuites ? 1 : 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/** Counts from the summary lines of Node's spec reporter ("ℹ pass 12", "ℹ fail 0"). */
export function nodeTestCounts(output, exitCode) {
  const pass = output.match(/ℹ pass (\d+)/g);
  const fail = output.match(/ℹ fail (\d+)/g);
  if (!pass) return { passed: 0, failed: 1 };
  const last = (list) => Number(list[list.length - 1].split(' ').pop());
  const failed = fail ? last(fail) : 0;
  return { passed: last(pass), failed: failed || (exitCode ? 1 : 0) };
}

/** Counts from Playwright's JSON reporter. */
export function playwrightCounts(file, exitCode) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    const { stats } = report;
    // A test that did not run (a project it depends on failed, the run stopped early) is reported as skipped; it counts
    // as failed here, so no test leaves the count unnoticed (a test that skips itself, e.g. on a month's last day, does not).
    const notRun = playwrightTests(report).filter((test) => test.status === 'skipped' && test.expectedStatus !== 'skipped').length;
    const failed = stats.unexpected + notRun + (exitCode && !stats.unexpected && !notRun ? 1 : 0);
    return { passed: stats.expected + stats.flaky, failed };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/** Every test of a Playwright JSON report, in its nested suites. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite) => {
    for (const inner of suite.suites ?? []) walk(inner);
    for (const spec of suite.specs ?? []) tests.push(...spec.tests);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return tests;
}
