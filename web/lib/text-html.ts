/**
 * A description typed as plain text ↔ the small, safe HTML stored for it (product descriptions, job
 * announcements). Pure, so it is unit-tested (web/features/shop/lib/seller-products.test.ts).
 */

/** A line that starts a bulleted list item ("- ", "• " or "* "). */
export const LIST_LINE = /^\s*[-•*]\s+/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Plain text → small, safe HTML. Blank lines separate paragraphs, single line breaks stay as <br>,
 * and lines starting with "- " (or "• ", "* ") become a bulleted list. Everything typed is escaped,
 * so the seller cannot inject markup (the server sanitises again anyway).
 */
export function textToHtml(text: string): string {
  const html: string[] = [];
  let para: string[] = [];
  let list: string[] = [];
  const flushPara = () => {
    if (para.length) html.push(`<p>${para.map(escapeHtml).join('<br>')}</p>`);
    para = [];
  };
  const flushList = () => {
    if (list.length) html.push(`<ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`);
    list = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flushPara();
      flushList();
    } else if (LIST_LINE.test(line)) {
      flushPara();
      list.push(line.replace(LIST_LINE, ''));
    } else {
      flushList();
      para.push(line);
    }
  }
  flushPara();
  flushList();
  return html.join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Stored HTML → the text the edit form shows (the inverse of textToHtml for what it produces). */
export function htmlToText(html: string): string {
  return html
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/li>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h\d|blockquote|ul|ol|tr|table)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

