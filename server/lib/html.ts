import sanitizeHtml from 'sanitize-html';

/**
 * User HTML (product, news, job announcement descriptions) is cleaned with an allow-list before it is
 * stored: no script or style, no event handler attributes, and links only to http(s), mailto and tel
 * (never javascript: or data:). Pages render the stored HTML as it is, so this is the only gate.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr'],
  allowedAttributes: { a: ['href', 'title'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links written by users open safely and pass no ranking credit.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer ugc', target: '_blank' }) },
};

export const sanitizeUserHtml = (html: string): string => sanitizeHtml(html, { ...OPTIONS, allowedAttributes: { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel', 'target'] } }).trim();

/** Text of user HTML with every tag (and a script's or style's content) dropped and the entities read back. */
const tagsDropped = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|li|h\d|br|tr|blockquote)>/gi, '$&\n').replace(/<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ');

/** Plain text of user HTML (for search and for the short description). */
export const htmlToText = (html: string): string => tagsDropped(html).replace(/\n\s*\n+/g, '\n').trim();

const plainPass = (input: string): string =>
  tagsDropped(input.replace(/\r\n?/g, '\n'))
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** A '<' that an HTML parser takes for the start of a tag, an end tag, a comment or a declaration. */
const TAG_START = /<(?=[a-z!/?])/i;
const PLAIN_PASSES = 3;

/**
 * User text shown as plain text with its line breaks (a service announcement's description, a
 * course's description): any markup in it is dropped as htmlToText drops it, and one empty line
 * between paragraphs is kept. The answer holds no markup at all, so a client that shows it as HTML is
 * safe too: the entities are read back (`&lt;b&gt;` is the text `<b>`), so escaped markup is dropped
 * in a further pass (nested escapes: a few passes at most), and a '<' that would still open a tag
 * after them is removed.
 */
export const userPlainText = (input: string): string => {
  let text = plainPass(input);
  for (let pass = 1; pass < PLAIN_PASSES && TAG_START.test(text); pass++) text = plainPass(text);
  return text.replace(new RegExp(TAG_START.source, 'gi'), '');
};
