/**
 * Telegram's share page for an address: the reader picks a chat, and the message carries the
 * address (Telegram draws its preview from the page's Open Graph head) and the text under it.
 * Both are encoded whole (spaces as %20, an Uzbek apostrophe, Cyrillic, '&' and '#' kept as written).
 */
/** The shared message's text: the page's title, and for a product its price as the site writes money ('Atlas — 1 250 000 so'm'). */
export const shareText = (title: string, price?: string): string => (price ? `${title} — ${price}` : title);

export const telegramShareUrl = (url: string, text: string): string => `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;

/**
 * Puts the text on the clipboard. False when it cannot: no clipboard API (an http:// address, an old
 * browser) or the browser refused (no permission, the page not focused); the caller then shows the
 * text to be copied by hand.
 */
export async function copyToClipboard(text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard): Promise<boolean> {
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
