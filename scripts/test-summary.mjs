#!/usr/bin/env node
// Sums the JSON reports of Vitest and Playwright into passed and failed counts, and names each
// failed test with the first lines of its error, so the end of a long log says what broke and why.
// As a command: node scripts/test-summary.mjs report.json… → the failed tests, then `N passed, N failed`.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first lines of an error message, without colour codes, indented under the test's name. */
function reason(message) {
  const lines = (message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '')
    .slice(0, 6);
  return lines.length === 0 ? '' : `\n${lines.map((l) => `    ${l.slice(0, 240)}`).join('\n')}`;
}

/** Playwright's report: suites of specs, each with its tests' results (the last try's error). */
function playwrightFailures(suite, file = suite.file ?? '') {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((t) => t.status === 'unexpected')
      .map((t) => {
        const last = t.results.at(-1);
        return `${spec.file ?? file} › ${spec.title}${reason(last?.error?.message ?? last?.errors?.[0]?.message)}`;
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap((s) => playwrightFailures(s, s.file ?? file))];
}

/** Vitest's report: files, each with its assertions; a file that could not run is one failure. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const failed = file.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${file.name} › ${a.fullName}${reason(a.failureMessages?.[0])}`);
    return failed.length === 0 && file.status === 'failed'
      ? [`${file.name} › ${reason(file.message) || 'did not run'}`]
      : failed;
  });
}

export function summarise(files) {
  let passed = 0;
  let failed = 0;
  const names = [];
  for (const file of files) {
    if (!existsSync(file)) {
      // A suite that wrote no report did not run to the end: count it as one failure.
      failed += 1;
      names.push(`${basename(file)}: no report (the suite did not finish)`);
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (report.stats) {
      passed += report.stats.expected + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected;
      names.push(...playwrightFailures(report));
    } else {
      passed += report.numPassedTests ?? 0;
      failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
      names.push(...vitestFailures(report));
    }
  }
  return { passed, failed, names };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed, names } = summarise(process.argv.slice(2));
  for (const name of names) console.log(`Failed: ${name}`);
  console.log(`${passed} passed, ${failed} failed`);
}
