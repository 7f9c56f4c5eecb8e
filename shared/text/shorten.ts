/**
 * The text cut to at most `max` characters, an ellipsis (…) standing for what was cut: queue titles,
 * notification previews, headlines with a length limit.
 */
export const shorten = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
