import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CYRILLIC_WORDS } from '../shared/text/cyrillic-words';
import { CYRILLIC_DIR, cyrillicText, LATIN_DIR, makeCyrillicDictionaries } from './cyrillic-dictionaries';

describe('the Uzbek Cyrillic dictionaries', () => {
  it('are what `npm run dictionaries:cyrillic` makes of the Latin ones (correct a word in shared/text/cyrillic-words.ts, then run it)', () => {
    const made = makeCyrillicDictionaries();
    expect(fs.readdirSync(CYRILLIC_DIR).sort()).toEqual([...made.keys()]);
    expect(fs.readdirSync(LATIN_DIR).filter((f) => f.endsWith('.json')).sort()).toEqual([...made.keys()]);
    for (const [file, text] of made) expect(fs.readFileSync(path.join(CYRILLIC_DIR, file), 'utf8'), file).toBe(text);
  });

  it('keep placeholders, and write no Uzbek word in Latin letters', () => {
    expect(cyrillicText("{name} telefoniga SMS orqali kod yuborildi ({count} marta)")).toBe('{name} телефонига СМС орқали код юборилди ({count} марта)');
    // Keyboard keys keep the names their caps print (issue 40: not 'Энтер').
    expect(cyrillicText('Enter — yuborish, Shift+Enter — yangi qator')).toBe('Enter — юбориш, Shift+Enter — янги қатор');
    const latinWords = new Set<string>();
    const walk = (node: unknown) => {
      if (typeof node === 'string') for (const w of node.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, '').match(/[A-Za-z]+/g) ?? []) latinWords.add(w);
      else if (node && typeof node === 'object') Object.values(node).forEach(walk);
    };
    for (const text of makeCyrillicDictionaries().values()) walk(JSON.parse(text));
    // Only the names and formats the reviewed list keeps in Latin letters.
    const kept = new Set(Object.values(CYRILLIC_WORDS).filter((w) => !/[\u0400-\u04FF]/.test(w)).map((w) => w.toLowerCase()));
    expect([...latinWords].filter((w) => !kept.has(w.toLowerCase()) && !kept.has(`${w.toLowerCase()}4`))).toEqual([]);
  });
});
