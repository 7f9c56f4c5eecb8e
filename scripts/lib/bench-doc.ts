// docs/benchmarks.md is written by the measuring scripts (npm run bench, npm run lighthouse): each owns
// its "## Title" sections and replaces only those, keeping the others and the hand-written notes.
import fs from 'node:fs';

const BENCH_DOC = 'docs/benchmarks.md';
const DOC_INTRO =
  '# Benchmarks\n\n`npm run bench -- --write` and `npm run lighthouse -- --write` rewrite the measured sections of this file. Timings are measured, never asserted in tests.\n';

/** Replaces (or appends) one "## Title" section of docs/benchmarks.md, keeping the others. */
export function writeSection(title: string, body: string) {
  const doc = fs.existsSync(BENCH_DOC) ? fs.readFileSync(BENCH_DOC, 'utf8') : DOC_INTRO;
  const heading = `## ${title}\n`;
  const section = `${heading}\n${body}\n`;
  const start = doc.indexOf(heading);
  let next: string;
  if (start === -1) next = `${doc.trimEnd()}\n\n${section}`;
  else {
    const after = doc.indexOf('\n## ', start + heading.length);
    next = doc.slice(0, start) + section + (after === -1 ? '' : `\n${doc.slice(after + 1)}`);
  }
  fs.writeFileSync(BENCH_DOC, next);
}
