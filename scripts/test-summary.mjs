#!/usr/bin/env node
// Sums the JSON reports of Vitest and Playwright into passed and failed counts.
// As a command: node scripts/test-summary.mjs report.json… → prints `N passed, N failed`.
import { existsSync, readFileSync } from 'node:fs';

export function summarise(files) {
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    if (!existsSync(file)) {
      // A suite that wrote no report did not run to the end: count it as one failure.
      failed += 1;
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (report.stats) {
      passed += report.stats.expected + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected;
    } else {
      passed += report.numPassedTests ?? 0;
      failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    }
  }
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed } = summarise(process.argv.slice(2));
  console.log(`${passed} passed, ${failed} failed`);
}
