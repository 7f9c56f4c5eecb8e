const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * An announcement's description (a job's sanitised HTML, a service's plain text) as one line of plain
 * text of at most `max` characters, cut at a word with '…': the page's meta description and a card's
 * excerpt.
 */
export function summaryOf(description: string, max = 160): string {
  const text = description
    .replace(/<(br|\/p|\/li|\/h\d|\/blockquote|\/tr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
