// `npm run dictionaries:cyrillic`: the Uzbek Cyrillic dictionaries (web/locales/uz-Cyrl) made from the
// Latin ones (web/locales/uz) by the project's transliterator, latinToCyrillic, with its reviewed words
// (shared/text/cyrillic-words.ts). Run it after changing an Uzbek text; a test fails while the committed
// Cyrillic files differ from what it makes. Correct a word in cyrillic-words.ts, never in the output.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { latinToCyrillic } from '../shared/text/uzbek';

export const LATIN_DIR = 'web/locales/uz';
export const CYRILLIC_DIR = 'web/locales/uz-Cyrl';

/** A text in Cyrillic, its placeholders ({count}, {name}) kept as the code fills them in. */
export const cyrillicText = (latin: string) =>
  latin
    .split(/(\{[A-Za-z_][A-Za-z0-9_]*\})/)
    .map((part, i) => (i % 2 === 1 ? part : latinToCyrillic(part)))
    .join('');

function transliterated(node: unknown): unknown {
  if (typeof node === 'string') return cyrillicText(node);
  if (Array.isArray(node)) return node.map(transliterated);
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, transliterated(v)]));
  return node;
}

/** Every Cyrillic dictionary file, by name, as it is written (two-space JSON and a final newline, as the Latin ones). */
export function makeCyrillicDictionaries(): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of fs.readdirSync(LATIN_DIR).filter((f) => f.endsWith('.json')).sort()) {
    const latin: unknown = JSON.parse(fs.readFileSync(path.join(LATIN_DIR, file), 'utf8'));
    files.set(file, `${JSON.stringify(transliterated(latin), null, 2)}\n`);
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.rmSync(CYRILLIC_DIR, { recursive: true, force: true });
  fs.mkdirSync(CYRILLIC_DIR, { recursive: true });
  const files = makeCyrillicDictionaries();
  for (const [file, text] of files) fs.writeFileSync(path.join(CYRILLIC_DIR, file), text);
  console.log(`${files.size} dictionaries in ${CYRILLIC_DIR}`);
}
