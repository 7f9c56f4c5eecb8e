// `npm run fuzz`: the API fuzzer alone, longer than in the test suite. FUZZ_RUNS requests in all
// (default 6,000, spread over every operation of /api/openapi.json), FUZZ_SEED to replay a run (default:
// a new random seed, printed). The result goes to .test-results/fuzz.json and its last line reads
// 'fuzzer: N requests, F failures'. A failing case is printed shrunk: add it to server/fuzz/regressions.ts.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { fuzzLine, summarizeFuzz } from './test-summary.mjs';

const runs = process.env.FUZZ_RUNS ?? '6000';
const seed = process.env.FUZZ_SEED ?? String(randomInt(1, 2 ** 31 - 1));
const report = '.test-results/fuzz.json';
fs.rmSync(report, { force: true });
console.log(`API fuzzer: ${runs} requests, seed ${seed} (FUZZ_SEED=${seed} replays this run)`);
const status =
  spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'server/fuzz/api-fuzz.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
  }).status ?? 1;
const fuzz = summarizeFuzz([report]);
if (fs.existsSync(report)) {
  const { durationMs, failing } = JSON.parse(fs.readFileSync(report, 'utf8'));
  for (const f of failing) console.log(`\n${f.op}: ${f.reason}\n  minimal request: ${f.request}`);
  console.log(`\nseed ${seed}, ${Math.round(durationMs / 1000)} s`);
}
console.log(fuzzLine(fuzz));
process.exit(status !== 0 || fuzz.failures > 0 || fuzz.missing > 0 ? 1 : 0);
