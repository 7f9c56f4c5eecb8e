/**
 * Serialising kept answers, in one place. Services answer objects; an answer (or a part of one) that
 * a cache keeps and every caller shares is marked here (keptAnswer), and the public-read layer
 * (server/plugins/page-reads.ts, and a route sending a kept answer) turns it into JSON text with
 * answerJson: made once per kept object, when it is first sent, and reused while the object is kept
 * (the text lives as long as the object, in a WeakMap), so a cache hit costs no JSON.stringify. An
 * answer made of a caller's own fields and kept parts (joined) costs the caller's fields only.
 *
 * The text is JSON.stringify's, byte for byte: what the route would send is the same whichever way.
 */

const texts = new WeakMap<object, string>();
const kept = new WeakSet<object>();
/** Objects made by joined(): their own fields (written one by one) and the kept object spread after them. */
const joins = new WeakMap<object, { fields: Record<string, unknown>; rest?: object }>();

/** Marks an object that is kept (in a cache) and shared by every caller: its JSON is made once. Answers the object itself. */
export function keptAnswer<T extends object>(value: T): T {
  kept.add(value);
  return value;
}

/** Whether an object is a kept answer (keptAnswer): one object shared by every caller while a cache holds it. */
export const isKeptAnswer = (value: object): boolean => kept.has(value);

/**
 * `{ ...fields, ...rest }` for a caller, where `rest` (if any) is kept and each field may be kept or
 * joined itself: its JSON is the fields' (a kept one's kept text) followed by the kept text of `rest`.
 */
export function joined<F extends Record<string, unknown>, R extends object = Record<never, never>>(fields: F, rest?: R): F & R {
  const value = { ...fields, ...rest } as F & R;
  joins.set(value, { fields, rest });
  return value;
}

/** An object's members as JSON text, without its braces ('' when it has none). */
const members = (json: string) => json.slice(1, -1);

function write(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const known = texts.get(value);
  if (known !== undefined) return known;
  if (kept.has(value)) {
    const text = JSON.stringify(value);
    texts.set(value, text);
    return text;
  }
  const join = joins.get(value);
  if (!join) return JSON.stringify(value);
  const parts = Object.entries(join.fields)
    .filter(([, v]) => v !== undefined && typeof v !== 'function')
    .map(([key, v]) => `${JSON.stringify(key)}:${write(v)}`);
  if (join.rest) parts.push(members(write(join.rest)));
  return `{${parts.filter(Boolean).join(',')}}`;
}

/** The JSON text of a kept or joined answer; undefined for any other (the route's serializer writes it). */
export const answerJson = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && (kept.has(value) || joins.has(value)) ? write(value) : undefined;
