import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No toast can show a raw key: every dictionary key the app raises a toast with (notify({title:
 * {key: '…'}}), the comment too, each branch of a `cond ? 'a' : 'b'`) exists in the Uzbek
 * dictionaries, which every language falls back to. Keys built at run time (`${base}.title`) are
 * checked where they are built. Whether the key's area is loaded on the page the toast shows on is
 * the store's business (notification-store.test.ts: a key is never shown).
 */
const web = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

function uzKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') keys.add(prefix);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${prefix}.${k}`);
  };
  const dir = path.join(web, 'locales/uz');
  for (const file of fs.readdirSync(dir)) walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), file.replace(/\.json$/, ''));
  return keys;
}

function raisedKeys(): { file: string; key: string }[] {
  const out: { file: string; key: string }[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const m of source.matchAll(/\b(?:title|comment): \{ key: ([^}]*?)(?:, params:[^}]*)?\s?\}/g)) {
          for (const literal of m[1]!.matchAll(/'([a-zA-Z][\w.]*)'/g)) out.push({ file: path.relative(web, file), key: literal[1]! });
        }
      }
    }
  };
  visit(web);
  return out;
}

describe('the keys toasts are raised with', () => {
  it('are found, and every one of them exists in the dictionaries', () => {
    const raised = raisedKeys();
    // The scan finds the toasts (a regression of the pattern would make this test pass on nothing).
    expect(raised.map((r) => r.key)).toEqual(expect.arrayContaining(['seller.edit.done', 'auth.signIn.successTitle', 'announcements.mine.shownDone', 'announcements.mine.hiddenDone']));
    const known = uzKeys();
    expect(raised.filter((r) => !known.has(r.key))).toEqual([]);
  });
});
