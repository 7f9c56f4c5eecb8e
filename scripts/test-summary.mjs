// Totals from vitest's and Playwright's JSON reports, for the closing 'N passed, N failed' line.
// A suite that could not start counts as failed there, never as silence: a report that is missing or
// unreadable counts one failure, and so does each error Playwright reports outside any test (its web
// server could not start, a spec file did not load…), which leaves every test count at 0.
import fs from 'node:fs';

export function summarize(files, log = (line) => console.error(line)) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of files) {
    let report;
    try {
      report = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      log(`${file}: no report (the suite did not run or could not start); counted as 1 failed`);
      total.failed += 1;
      continue;
    }
    for (const name of failedTests(report)) log(`failed: ${name}`);
    if (report.stats && 'expected' in report.stats) {
      // Playwright
      const errors = Array.isArray(report.errors) ? report.errors.length : 0;
      if (errors) log(`${file}: ${errors} error(s) outside the tests, each counted as failed: ${String(report.errors[0]?.message ?? '').split('\n')[0]}`);
      total.passed += report.stats.expected + (report.stats.flaky ?? 0);
      total.failed += report.stats.unexpected + errors;
      total.skipped += report.stats.skipped;
    } else if ('numPassedTests' in report) {
      // vitest (Jest-compatible JSON)
      total.passed += report.numPassedTests;
      total.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) + (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
      total.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    } else {
      log(`${file}: not a vitest or Playwright report; counted as 1 failed`);
      total.failed += 1;
    }
  }
  return total;
}

/**
 * The names of the tests that failed in one report ('file › title: first line of the error'), so the
 * end of a CI log says what failed: the summary is the part of a long log that is always read.
 */
export function failedTests(report) {
  const firstLine = (text) => String(text ?? '').split('\n').find((line) => line.trim()) ?? '';
  const names = [];
  if (report.stats && 'expected' in report.stats) {
    // Playwright: suites nest; a test whose status is 'unexpected' failed every retry.
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const error = test.results?.at(-1)?.error?.message;
          names.push(`${spec.file ?? file} › ${spec.title}: ${firstLine(error)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
    };
    for (const suite of report.suites ?? []) walk(suite, suite.file);
  } else if (Array.isArray(report.testResults)) {
    // vitest: a file that could not run has no failed assertion, only a message.
    for (const file of report.testResults) {
      const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failed) names.push(`${file.name} › ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
      if (!failed.length && file.status === 'failed') names.push(`${file.name}: ${firstLine(file.message)}`);
    }
  }
  return names;
}

export const closingLine = (t) => `${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`;

/**
 * The API fuzzer's count (server/fuzz/api-fuzz.test.ts writes .test-results/fuzz.json), summed over
 * the given reports: { requests, failures, missing } where `missing` counts reports that are absent
 * or unreadable (the fuzzer did not run). Its tests are already in the vitest report; this is the
 * line that says how much it sent.
 */
export function summarizeFuzz(files, log = (line) => console.error(line)) {
  const total = { requests: 0, failures: 0, missing: 0, runs: [] };
  for (const file of files) {
    let report;
    try {
      report = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      report = null;
    }
    if (!report || report.kind !== 'api-fuzzer') {
      log(`${file}: no fuzzer report (the fuzzer did not run or could not start); counted as 1 failed`);
      total.missing += 1;
      continue;
    }
    total.requests += report.requests;
    total.failures += report.failures;
    total.runs.push(`${report.requests} with seed ${report.seed}`);
  }
  return total;
}

export const fuzzLine = (f) => `fuzzer: ${f.requests} requests, ${f.failures} failures${f.runs.length > 1 ? ` (${f.runs.join('; ')})` : ''}${f.missing ? `, ${f.missing} report(s) missing` : ''}`;

/** The closing lines: the fuzzer's, then 'N passed, N failed' (always the last line); a missing fuzzer report counts as a failed suite. */
export function summaryLines(reports, fuzzReports = [], log) {
  const total = summarize(reports, log);
  if (!fuzzReports.length) return { total, lines: [closingLine(total)] };
  const fuzz = summarizeFuzz(fuzzReports, log);
  total.failed += fuzz.missing;
  return { total, lines: [fuzzLine(fuzz), closingLine(total)] };
}

// node scripts/test-summary.mjs [--fuzz fuzz.json]... report.json...
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const fuzz = args.flatMap((a, i) => (args[i - 1] === '--fuzz' ? [a] : []));
  const reports = args.filter((a, i) => a !== '--fuzz' && args[i - 1] !== '--fuzz');
  for (const line of summaryLines(reports, fuzz).lines) console.log(line);
}
