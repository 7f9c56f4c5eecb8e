const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * An announcement's description (a job's sanitised HTML, a service's plain text) as one line of plain
 * text of at most `max` characters, cut at a word with '…': the page's meta description and a card's
 * excerpt. Where a paragraph, list item, heading or line ends without its own stop, a full stop is put
 * in, so the excerpt keeps its sentence breaks ("…dam olish kuni. Tushlik…", not "…kuni Tushlik…").
 */
export function summaryOf(description: string, max = 160): string {
  const lines = description
    .replace(/<(br|\/p|\/li|\/h\d|\/blockquote|\/tr|\/div|\/ul|\/ol)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e]!)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const text = lines.map((line, i) => (i < lines.length - 1 && !/[.!?…:;,]$/.test(line) ? `${line}.` : line)).join(' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
