import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, SCRIPT_COOKIE } from '@shared/constants';
import { defaultTextScript, isLanguageCode, scriptChoiceOf } from '@shared/language';
import type { TextScript } from '@shared/schemas/common';
import { latinToCyrillic } from '@shared/text/uzbek';
import { isKeptAnswer, keptAnswer } from './kept-json';

/**
 * People's own Uzbek text in the reader's script, in the JSON API (issue 40, item 7). The pages do it
 * as they render (the `script` cookie in the page cache's key; web/lib/text-script.tsx), and the reads
 * the web makes after load answer the same way: a reader whose interface is Uzbek Cyrillic (the
 * language cookie) gets titles and texts transliterated (latinToCyrillic), unless they chose the
 * original (the `script` cookie 'latn'); every other reader gets them as written. What is stored is
 * never changed.
 *
 * Reads of one item (a product, an announcement, a news item, a course) stay as written: their page's
 * Latin/Cyrillic switch needs the original (news details take ?script= as before).
 */

/** The fields of people's own text a Cyrillic reader gets transliterated, wherever they are in an answer. */
const TEXT_FIELDS = new Set(['title', 'short_description', 'description', 'address']);

/** The script of people's text for this request: the same signal the pages render with (language and script cookies). */
function readerTextScript(request: FastifyRequest): TextScript {
  const language = request.cookies[LANGUAGE_COOKIE];
  return defaultTextScript(isLanguageCode(language) ? language : 'uz', scriptChoiceOf(request.cookies[SCRIPT_COOKIE]));
}

function transliterate(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(transliterate);
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[key] = typeof field === 'string' ? (TEXT_FIELDS.has(key) ? latinToCyrillic(field) : field) : transliterate(field);
  return out;
}

/**
 * Each kept (cached, shared) answer's Cyrillic copy, made once and kept as long as the Latin answer is:
 * the copy is another object, so a Latin answer is never sent to a Cyrillic reader nor the reverse,
 * and a hit costs no transliteration (the copy is marked kept: its JSON is made once too).
 */
const cyrillicCopies = new WeakMap<object, unknown>();

/** An answer in `script`: as it is for latn; for cyrl a copy with the text fields transliterated. */
function inTextScript<T>(answer: T, script: TextScript): T {
  if (script === 'latn' || typeof answer !== 'object' || answer === null) return answer;
  if (!isKeptAnswer(answer)) return transliterate(answer) as T;
  let copy = cyrillicCopies.get(answer);
  if (copy === undefined) cyrillicCopies.set(answer, (copy = keptAnswer(transliterate(answer) as object)));
  return copy as T;
}

/**
 * The answer in the request's reader's script. The answer varies by the cookies, so it says so (Vary:
 * Cookie): no shared or browser cache gives one reader's script to another.
 */
export function inReadersScript<T>(request: FastifyRequest, reply: FastifyReply, answer: T): T {
  reply.header('vary', 'Cookie');
  return inTextScript(answer, readerTextScript(request));
}
