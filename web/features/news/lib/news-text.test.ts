import { describe, expect, it } from 'vitest';
import { firstSentence, scriptOf } from './news-text';

describe('firstSentence', () => {
  it('keeps only the text before the first full stop, with the stop', () => {
    expect(firstSentence("Marg'ilonda ipak bayrami o'tdi. Unda 200 usta qatnashdi.")).toBe("Marg'ilonda ipak bayrami o'tdi.");
  });
  it('keeps a text without a full stop whole, and trims it', () => {
    expect(firstSentence('  Yangi qonun kuchga kirdi  ')).toBe('Yangi qonun kuchga kirdi');
  });
  it('an empty text stays empty', () => {
    expect(firstSentence('')).toBe('');
  });
});

describe('scriptOf', () => {
  it('is Cyrillic only for ?script=cyrl', () => {
    expect(scriptOf('?script=cyrl')).toBe('cyrl');
    expect(scriptOf('?script=latn')).toBe('latn');
    expect(scriptOf('?script=xyz')).toBe('latn');
    expect(scriptOf('')).toBe('latn');
  });
});
