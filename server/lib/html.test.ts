import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeUserHtml, userPlainText } from './html';

describe('sanitizeUserHtml', () => {
  it('keeps formatting', () => {
    expect(sanitizeUserHtml('<p>Atlas <strong>qo‘lda</strong></p><ul><li>ipak</li></ul>')).toBe('<p>Atlas <strong>qo‘lda</strong></p><ul><li>ipak</li></ul>');
  });

  it('drops scripts, event handlers, styles and iframes', () => {
    const out = sanitizeUserHtml('<p onclick="alert(1)" style="color:red">a</p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil"></iframe><svg onload=alert(1)>');
    expect(out).toBe('<p>a</p>');
  });

  it('drops javascript: and data: links but keeps safe ones', () => {
    expect(sanitizeUserHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeUserHtml('<a href="JaVaScRiPt&#58;alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeUserHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).not.toContain('data:');
    expect(sanitizeUserHtml('<a href="https://lex.uz/docs/1">lex</a>')).toBe('<a href="https://lex.uz/docs/1" rel="nofollow noopener noreferrer ugc" target="_blank">lex</a>');
  });
});

describe('htmlToText', () => {
  it('gives readable text with line breaks between blocks', () => {
    expect(htmlToText('<p>Birinchi &amp; ikkinchi</p><p>Uchinchi<br>qator</p>')).toBe('Birinchi & ikkinchi\nUchinchi\nqator');
  });
});

describe('userPlainText', () => {
  it('drops markup and scripts, keeps the writer’s lines and one empty line between paragraphs', () => {
    expect(userPlainText('Birinchi qator\r\nIkkinchi  qator\n\n\n\nYangi <b>xat</b>boshi<script>alert(1)</script> & oxiri')).toBe('Birinchi qator\nIkkinchi qator\n\nYangi xatboshi & oxiri');
  });

  it('never answers markup, not even from escaped markup (its entities are read back)', () => {
    const hostile = [
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      '&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;',
      '&amp;amp;amp;amp;amp;amp;amp;lt;img src=x onerror=alert(1)&amp;amp;amp;amp;amp;amp;amp;gt;',
      '&lt;img src=x onerror=alert(1)&gt;',
      '&#60;svg onload=alert(1)&#62;',
      '&lt;!-- x --&gt;&lt;/p&gt;&lt;?xml?&gt;',
    ];
    for (const input of hostile) {
      const out = userPlainText(input);
      expect(out, input).not.toMatch(/<[a-z!/?]/i);
      // Read as HTML, it is text and nothing else.
      expect(sanitizeUserHtml(out), input).not.toMatch(/<[a-z]/i);
    }
    // Plain comparisons and ampersands stay as written.
    expect(userPlainText('1 < 2 va 3 > 2, Tom & Jerry')).toBe('1 < 2 va 3 > 2, Tom & Jerry');
  });
});
