/**
 * News short descriptions show only the text before the first full stop (spec §3), the stop kept.
 * Text without a stop is shown whole; surrounding spaces are dropped.
 */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const i = trimmed.indexOf('.');
  return i === -1 ? trimmed : trimmed.slice(0, i + 1);
}

/**
 * Whether a body keeps its newlines as line breaks (white-space: pre-line): a plain-text body (the
 * seed's, or an editor's typed text) does; a body made of HTML blocks (paragraphs, lists, headings…)
 * does not, since the newlines between its tags would show as empty lines.
 */
export const keepsNewlines = (html: string): boolean => !/<(p|div|ul|ol|li|h[1-6]|blockquote|table|pre|br|hr)\b/i.test(html);
