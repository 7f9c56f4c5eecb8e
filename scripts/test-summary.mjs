// Totals from vitest's and Playwright's JSON reports, for the closing 'N passed, N failed' line.
import fs from 'node:fs';

export function summarize(files) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (report.stats && 'expected' in report.stats) {
      // Playwright
      total.passed += report.stats.expected + (report.stats.flaky ?? 0);
      total.failed += report.stats.unexpected;
      total.skipped += report.stats.skipped;
    } else if ('numPassedTests' in report) {
      // vitest (Jest-compatible JSON)
      total.passed += report.numPassedTests;
      total.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) + (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
      total.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    }
  }
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = summarize(process.argv.slice(2));
  console.log(`${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`);
}
