// npm run fonts: Inter (variable weight, from @fontsource-variable/inter) cut to the letters our
// readers need, into web/assets/fonts/ with their @font-face rules in web/styles/fonts.css. Both are
// committed (the build and the development server read them as they are); run this again after
// updating the font package or the letters, and scripts/fonts.test.ts checks the files are current.
//
// Why: fontsource splits Inter by script into Latin (48 KB), Latin Extended, Cyrillic (19 KB),
// Cyrillic Extended (26 KB), Greek and Vietnamese; an Uzbek page asks for the Latin file, and a page in
// Uzbek Cyrillic for Cyrillic and the whole Cyrillic Extended file for four letters (ў is in Cyrillic;
// қ, ғ, ҳ are not). Here: Latin with the Uzbek ʻ, Cyrillic with №, and the four Uzbek letters alone,
// each with only the OpenType features the interface uses (kerning, ligatures, tabular figures…).
// A character outside these ranges is drawn in the fallback font, as any browser does.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const SOURCE_DIR = 'node_modules/@fontsource-variable/inter/files';
export const FONT_DIR = 'web/assets/fonts';
export const FONT_CSS = 'web/styles/fonts.css';

/** Inclusive code point ranges. */
type Ranges = readonly (readonly [number, number])[];

export interface FontSubset {
  /** The file written to FONT_DIR (Vite adds a hash when it builds). */
  file: string;
  /** fontsource's file that has these letters. */
  source: string;
  ranges: Ranges;
}

export const FONT_SUBSETS: readonly FontSubset[] = [
  {
    // Uzbek (Latin), English and the digits; Latin-1's letters for names and borrowed words; the
    // modifier letters ʻ ʼ (oʻ, gʻ); dashes, quotes, bullet, ellipsis, guillemets, €, ™, the four arrows, minus.
    file: 'inter-latin.woff2',
    source: 'inter-latin-wght-normal.woff2',
    ranges: [
      [0x20, 0x7e],
      [0xa0, 0xff],
      [0x2bb, 0x2bc],
      [0x2010, 0x2015],
      [0x2018, 0x201e],
      [0x2022, 0x2022],
      [0x2026, 0x2026],
      [0x2039, 0x203a],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2190, 0x2193],
      [0x2212, 0x2212],
    ],
  },
  {
    // Russian and Uzbek Cyrillic (Ўў included), Ґґ, and №.
    file: 'inter-cyrillic.woff2',
    source: 'inter-cyrillic-wght-normal.woff2',
    ranges: [
      [0x400, 0x45f],
      [0x490, 0x491],
      [0x2116, 0x2116],
    ],
  },
  {
    // The Uzbek Cyrillic letters outside basic Cyrillic: Ғғ, Ққ, Ҳҳ.
    file: 'inter-uzbek-cyrillic.woff2',
    source: 'inter-cyrillic-ext-wght-normal.woff2',
    ranges: [
      [0x492, 0x493],
      [0x49a, 0x49b],
      [0x4b2, 0x4b3],
    ],
  },
];

/** The OpenType features kept: what text needs (kerning, ligatures, marks, local forms) and what the interface asks for (`tabular-nums`: tnum; capitals: case). */
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'case'];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
export const unicodeRange = (ranges: Ranges) => ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
export const covers = (ranges: Ranges, codePoint: number) => ranges.some(([a, b]) => codePoint >= a && codePoint <= b);

const textOf = (ranges: Ranges) => ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');

/** The font files and their stylesheet, as `npm run fonts` writes them. */
export async function makeFonts(): Promise<{ files: Map<string, Buffer>; css: string }> {
  const files = new Map<string, Buffer>();
  for (const subset of FONT_SUBSETS) {
    const source = fs.readFileSync(path.join(SOURCE_DIR, subset.source));
    files.set(subset.file, await subsetFont(source, textOf(subset.ranges), { targetFormat: 'woff2', keepFeatures: FEATURES }));
  }
  const faces = FONT_SUBSETS.map(
    (subset) => `@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url("../assets/fonts/${subset.file}") format("woff2-variations");
  unicode-range: ${unicodeRange(subset.ranges)};
}`,
  );
  const css = `/* Written by \`npm run fonts\` (scripts/fonts.ts): Inter cut to the letters of Uzbek (both scripts), Russian and English. Do not edit. */\n${faces.join('\n')}\n`;
  return { files, css };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, css } = await makeFonts();
  fs.mkdirSync(FONT_DIR, { recursive: true });
  for (const [file, data] of files) {
    fs.writeFileSync(path.join(FONT_DIR, file), data);
    console.log(`${FONT_DIR}/${file}: ${(data.length / 1024).toFixed(1)} KB`);
  }
  fs.writeFileSync(FONT_CSS, css);
  console.log(FONT_CSS);
}
