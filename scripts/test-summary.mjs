#!/usr/bin/env node
// Sums the JSON reports of Vitest and Playwright into passed and failed counts, and names each
// failed test so the end of a long log says what broke.
// As a command: node scripts/test-summary.mjs report.json… → the failed tests, then `N passed, N failed`.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** Playwright's report: suites of specs, each with its tests' results. */
function playwrightFailures(suite, file = suite.file ?? '') {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((t) => t.status === 'unexpected')
      .map(() => `${spec.file ?? file} › ${spec.title}`),
  );
  return [...own, ...(suite.suites ?? []).flatMap((s) => playwrightFailures(s, s.file ?? file))];
}

/** Vitest's report: files, each with its assertions; a file that could not run is one failure. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const failed = file.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${file.name} › ${a.fullName}`);
    return failed.length === 0 && file.status === 'failed'
      ? [`${file.name} › ${file.message?.split('\n')[0] ?? 'did not run'}`]
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
