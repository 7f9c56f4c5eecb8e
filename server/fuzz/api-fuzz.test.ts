import { fc, test } from '@fast-check/vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { requestArb } from '../test/fuzz/arbitraries';
import type { FuzzRequest } from '../test/fuzz/requests';
import { startFuzzTarget, writeFuzzReport } from '../test/fuzz/target';
import { REGRESSIONS } from './regressions';

/**
 * The API fuzzer: for every operation of GET /api/openapi.json, property-based requests made from the
 * operation's declared schemas (server/test/fuzz/arbitraries.ts), valid and hostile, sent as nobody,
 * an ordinary user, a seller, an admin and a forged token to the app with the demo content. A
 * property fails on any 5xx and on any answer that its operation does not declare or whose body does
 * not match the declared schema; fast-check shrinks it to a minimal request, which goes into
 * ./regressions.ts.
 *
 * FUZZ_RUNS: requests in all (spread evenly over the operations; default 1,200 in the test suite,
 * `npm run fuzz` sends 6,000). FUZZ_SEED: the seed (default fixed, so CI is reproducible). The
 * count of requests and failures goes to .test-results/fuzz.json for CI's summary.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_200);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

const target = await startFuzzTarget();
const runsPerOperation = Math.max(3, Math.ceil(RUNS / target.operations.length));
afterAll(async () => {
  const report = writeFuzzReport(target.stats, { seed: SEED, runsPerOperation, operations: target.operations.length });
  console.info(`fuzzer: ${report.requests} requests, ${report.failures} failures (seed ${SEED}, ${runsPerOperation} runs per operation, ${Math.round(report.durationMs / 1000)} s)`);
  await target.close();
});

/** A stable seed per operation, so adding an operation does not change the others' requests. */
const seedOf = (key: string) => [...key].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED);

/** `{{kind}}` → the first real value of that kind in the demo content. */
function withRealValues(req: FuzzRequest): FuzzRequest {
  const fill = (v: unknown): unknown =>
    typeof v === 'string'
      ? v.replace(/\{\{(\w+)\}\}/g, (_, kind: string) => target.real[kind]?.[0] ?? `{{${kind}}}`)
      : Array.isArray(v)
        ? v.map(fill)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]))
          : v;
  return fill(req) as FuzzRequest;
}

describe('requests the fuzzer once found failing', () => {
  for (const { why, request, repeat } of REGRESSIONS) {
    it(why, async () => {
      const filled = withRealValues(request);
      for (let i = 0; i < (repeat ?? 1); i++) expect(await target.send(filled)).toBeNull();
    });
  }
});

describe('every operation of the OpenAPI document', () => {
  it('has operations to fuzz', () => {
    expect(target.operations.length).toBeGreaterThan(40);
  });

  // Deletions last, so the other operations still find the demo content they were given.
  const operations = [...target.operations.filter((o) => o.method !== 'DELETE'), ...target.operations.filter((o) => o.method === 'DELETE')];
  for (const op of operations) {
    test.prop([requestArb({ doc: target.doc, dictionary: target.dictionary }, op)], { numRuns: runsPerOperation, seed: seedOf(op.key), endOnFailure: false })(
      op.key,
      async (request) => {
        const reason = await target.send(request);
        if (reason) throw new Error(reason);
      },
      Math.max(30_000, runsPerOperation * 3_000),
    );
  }
});

export { fc };
