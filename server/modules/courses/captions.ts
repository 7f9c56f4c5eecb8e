import { captionsMarkup, notCaptions } from './courses.errors';

/**
 * A lesson's captions file, checked by its content before it is stored (editor.service.ts): WebVTT as
 * browsers read it for a <track>, and nothing else.
 *
 * - UTF-8 (WebVTT's only encoding; a byte-order mark is dropped), no control character but tab, CR, LF;
 * - the first line is `WEBVTT`, alone or followed by a space or tab and a comment;
 * - at least one cue timing line (`00:01.000 --> 00:04.000`);
 * - every `<…>` is one of WebVTT's own cue tags (c, i, b, u, ruby, rt, v, lang, with classes and an
 *   annotation) or a cue timestamp: an HTML tag (`<script>`, `<img …>`, `<a …>`), a comment or an
 *   unclosed `<` is refused, and so is a STYLE block (its CSS could fetch from elsewhere).
 * The size is bounded while the file arrives (CAPTIONS_MAX_BYTES, a 413).
 *
 * A browser never runs a cue's text as a page (it parses only those tags); the markup is refused so
 * that the file holds nothing that would mean more anywhere else either: /media serves it as text/vtt
 * under the sandbox CSP. Answers the text to store (UTF-8, without the byte-order mark).
 */
export function checkCaptions(buffer: Buffer): Buffer {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    throw notCaptions();
  }
  if (!/^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(text)) throw notCaptions();
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(text)) throw notCaptions();
  if (!CUE_TIMING.test(text)) throw notCaptions();
  if (/(?:^|\r\n|\r|\n)STYLE[ \t]*(?:\r\n|\r|\n)/.test(text)) throw captionsMarkup();
  for (const tag of text.match(/<[^>]*>?/g) ?? []) if (!VTT_TAG.test(tag) && !VTT_TIMESTAMP.test(tag)) throw captionsMarkup();
  return Buffer.from(text, 'utf8');
}

const TIME = String.raw`(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}`;
const CUE_TIMING = new RegExp(String.raw`(?:^|\r\n|\r|\n)${TIME}[ \t]+-->[ \t]+${TIME}(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)`);
/** WebVTT's cue tags: <c.class>, <i>, <b>, <u>, <ruby>, <rt>, <v Speaker>, <lang en> (only these two take an annotation), and their ends. */
const VTT_TAG = /^<(?:(?:c|i|b|u|ruby|rt)(?:\.[\w-]+)*|(?:v|lang)(?:\.[\w-]+)*(?:[ \t][^<>\r\n]*)?|\/(?:c|i|b|u|ruby|rt|v|lang))>$/;
const VTT_TIMESTAMP = new RegExp(`^<${TIME}>$`);
