import { formatPayRange, formatPrice } from '@shared/format/price';
import type { ChannelAnnouncement } from '../announcements';
import type { ChannelProduct } from '../shop';

/**
 * The channel's posts (issue 41): in Uzbek (the channel is Uzbek), HTML (parse_mode 'HTML', the user's
 * words escaped), the money written as the site writes it (@shared/format/price). Telegram takes at most
 * CAPTION_MAX characters of a photo's caption, counted after the markup is read: the description is
 * cut to what is left after the title, the price and the place.
 */

/** Telegram's limit on a photo's caption (the text of a message without a photo may be longer; the same text is sent). */
export const CAPTION_MAX = 1024;
/** A title longer than this is cut (a product's or an announcement's title is at most 150 to 200 characters anyway). */
const TITLE_MAX = 200;
/** A place's names (a region's and a district's are short; the cap keeps the caption's facts short whatever they hold). */
const PLACE_MAX = 120;
/** The description's first words shown under the facts. */
const DESCRIPTION_MAX = 300;

/** The button under a post: to the listing's page on the site. */
export const CHANNEL_BUTTON = "Saytda ko'rish";

/** Text as Telegram's HTML reads it: &, < and > escaped (the only ones it asks for). */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A part of a caption: its markup, and its length as Telegram counts it (the text it shows). */
interface Part {
  html: string;
  length: number;
}
const plain = (text: string): Part => ({ html: escapeHtml(text), length: text.length });
const bold = (text: string): Part => ({ html: `<b>${escapeHtml(text)}</b>`, length: text.length });
const struck = (text: string): Part => ({ html: `<s>${escapeHtml(text)}</s>`, length: text.length });
const line = (...parts: Part[]): Part => ({ html: parts.map((p) => p.html).join(''), length: parts.reduce((n, p) => n + p.length, 0) });

/** Cut to at most `max` characters, at a word where one ends near the cut, with an ellipsis. */
function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  if (max <= 1) return '';
  const head = flat.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** The caption: the lines given, then as much of the description as fits under CAPTION_MAX. */
function caption(lines: Part[], description: string): string {
  const facts = lines.reduce((n, l) => n + l.length, 0) + lines.length - 1;
  const room = Math.min(DESCRIPTION_MAX, CAPTION_MAX - facts - 2);
  const text = room > 20 ? cut(description, room) : '';
  return [...lines.map((l) => l.html), ...(text ? ['', escapeHtml(text)] : [])].join('\n');
}

/** Where a listing is: 'Farg'ona viloyati, Marg'ilon', or null when its author named no place. */
const placeOf = (l: { region: string | null; district: string | null }) => cut([l.region, l.district].filter(Boolean).join(', '), PLACE_MAX) || null;

/** A product's post: its title, its price (with the price before the discount struck through), where it is sold, its short description. */
export function productCaption(p: ChannelProduct): string {
  const price =
    p.priceDiscount < p.price
      ? line(plain(`💰 ${formatPrice(p.priceDiscount)} `), struck(formatPrice(p.price)), plain(p.discountPercent > 0 ? ` (−${p.discountPercent}%)` : ''))
      : plain(`💰 ${formatPrice(p.price)}`);
  const place = placeOf(p);
  return caption([bold(cut(p.title, TITLE_MAX)), price, ...(place ? [plain(`📍 ${place}`)] : [])], p.shortDescription);
}

/** An announcement's post: its title, what it is (a job or a service), its pay, its place, its description's first words. */
export function announcementCaption(a: ChannelAnnouncement): string {
  const kind = a.type === 'work_announcement' ? "💼 Ish e'loni" : '🛠 Xizmat';
  const pay = `${a.type === 'work_announcement' ? 'Maosh' : 'Narxi'}: ${formatPayRange(a.priceMin, a.priceMax, a.negotiable)}`;
  const place = placeOf(a);
  return caption([bold(cut(a.title, TITLE_MAX)), plain(kind), plain(`💰 ${pay}`), ...(place ? [plain(`📍 ${place}`)] : [])], a.description);
}

/** What an old post (past the 48 hours in which Telegram lets a bot delete it) says once its listing is gone. */
export const GONE_CAPTION = "Bu e'lon endi mavjud emas.";
