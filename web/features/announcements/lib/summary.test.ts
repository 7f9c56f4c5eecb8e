import { describe, expect, it } from 'vitest';
import { summaryOf } from './summary';

describe('summaryOf', () => {
  it("turns a job's HTML into one line of text, entities read, keeping its sentence breaks", () => {
    expect(summaryOf('<h2>Talablar</h2><ul><li>Tajriba&nbsp;1 yil</li><li>Ipak &amp; atlas</li></ul><p>Ish <b>Marg&#39;ilonda</b></p>')).toBe("Talablar. Tajriba 1 yil. Ipak & atlas. Ish Marg'ilonda");
    // A line that ends with its own stop keeps it; inline tags break nothing.
    expect(
      summaryOf("<p>To'quvchi kerak.</p><ul><li>Ish vaqti: 08:00–17:00, yakshanba dam olish kuni</li><li>Tushlik to'lanadi</li></ul><p><strong>Talablar:</strong> aniqlik</p>", 300),
    ).toBe("To'quvchi kerak. Ish vaqti: 08:00–17:00, yakshanba dam olish kuni. Tushlik to'lanadi. Talablar: aniqlik");
    expect(summaryOf('<p>Manzil:<br>Marg&#39;ilon</p><p>Savol bormi?</p><p>Yozing</p>')).toBe("Manzil: Marg'ilon. Savol bormi? Yozing");
  });

  it("keeps a service's text on one line, its line breaks as sentence breaks", () => {
    expect(summaryOf('Tabiiy bo‘yoqlar.\n\nBuyurtma   qabul qilinadi.')).toBe('Tabiiy bo‘yoqlar. Buyurtma qabul qilinadi.');
    expect(summaryOf('Atlas tikamiz\nAdras ham\nNarxi:\n100 000 so‘m')).toBe('Atlas tikamiz. Adras ham. Narxi: 100 000 so‘m');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const s = summaryOf('atlas '.repeat(50), 40);
    expect(s.length).toBeLessThanOrEqual(40);
    expect(s).toMatch(/^atlas( atlas)*…$/);
    expect(summaryOf('a'.repeat(100), 20)).toBe(`${'a'.repeat(19)}…`);
  });
});
