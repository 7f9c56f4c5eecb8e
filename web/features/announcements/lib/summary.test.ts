import { describe, expect, it } from 'vitest';
import { summaryOf } from './summary';

describe('summaryOf', () => {
  it("turns a job's HTML into one line of text, entities read", () => {
    expect(summaryOf('<h2>Talablar</h2><ul><li>Tajriba&nbsp;1 yil</li><li>Ipak &amp; atlas</li></ul><p>Ish <b>Marg&#39;ilonda</b></p>')).toBe("Talablar Tajriba 1 yil Ipak & atlas Ish Marg'ilonda");
  });

  it("keeps a service's text on one line", () => {
    expect(summaryOf('Tabiiy bo‘yoqlar.\n\nBuyurtma   qabul qilinadi.')).toBe('Tabiiy bo‘yoqlar. Buyurtma qabul qilinadi.');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const s = summaryOf('atlas '.repeat(50), 40);
    expect(s.length).toBeLessThanOrEqual(40);
    expect(s).toMatch(/^atlas( atlas)*…$/);
    expect(summaryOf('a'.repeat(100), 20)).toBe(`${'a'.repeat(19)}…`);
  });
});
