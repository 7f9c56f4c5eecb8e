import { describe, expect, it } from 'vitest';
import { firstSentence, keepsNewlines } from './news-text';

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


describe('keepsNewlines', () => {
  it('keeps the newlines of a plain-text body, also with inline tags', () => {
    expect(keepsNewlines('Birinchi xatboshi.\n\nIkkinchi xatboshi.')).toBe(true);
    expect(keepsNewlines('<b>Muhim:</b> ariza\nonlayn topshiriladi.')).toBe(true);
  });
  it('leaves HTML blocks to their own layout', () => {
    expect(keepsNewlines('<p>Birinchi.</p>\n<p>Ikkinchi.</p>')).toBe(false);
    expect(keepsNewlines('<ul><li>Bir</li></ul>')).toBe(false);
    expect(keepsNewlines('Satr<br>satr')).toBe(false);
  });
});
