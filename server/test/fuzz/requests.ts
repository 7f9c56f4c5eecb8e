import type { InjectOptions } from 'fastify';

/**
 * A request as the fuzzer makes it and as the regression table keeps it: plain data (so fast-check
 * can shrink it and a failing one can be pasted into server/fuzz/regressions.ts), turned into an
 * app.inject() call by toInject().
 */

/**
 * Who sends it: nobody, an ordinary user, a seller (housemaker), an admin, a forged token (bad
 * signature), or a well-signed admin token of an account that does not exist.
 */
export const IDENTITIES = ['anonymous', 'user', 'seller', 'admin', 'forged', 'ghost'] as const;
export type Identity = (typeof IDENTITIES)[number];

/** What a file part holds. */
export const FILE_CONTENTS = ['png', 'jpeg', 'truncated-png', 'truncated-jpeg', 'garbage', 'empty', 'text'] as const;
export type FileContent = (typeof FILE_CONTENTS)[number];
export interface FilePart {
  field: string;
  filename: string;
  content: FileContent;
}

export type Body =
  | { kind: 'none' }
  /** JSON.stringify(value), cut to its first `cut` characters when given (a body that stops early). */
  | { kind: 'json'; value: unknown; cut?: number }
  /** Any text under any content type: malformed JSON, a form where JSON is expected, … */
  | { kind: 'text'; contentType: string; text: string }
  /**
   * multipart/form-data: text fields and files; `cut` keeps only the first bytes; `boundary` 'missing'
   * leaves the boundary out of the header, 'mismatch' announces another one.
   */
  | { kind: 'multipart'; fields: [string, string][]; files: FilePart[]; cut?: number; boundary?: 'ok' | 'missing' | 'mismatch' };

export interface FuzzRequest {
  /** The operation: "METHOD /path/{param}/" as the OpenAPI document names it. */
  op: string;
  as: Identity;
  /** Path parameters; encoded with encodeURIComponent unless `rawPath` (then sent as written, e.g. '%FF'). */
  path: Record<string, string>;
  rawPath?: boolean;
  /** Query parameters (a name may repeat), or a query string sent as written. */
  query: [string, string][] | { raw: string };
  body: Body;
}

export interface RequestContext {
  tokens: Record<Exclude<Identity, 'anonymous' | 'forged'>, string>;
  files: Record<FileContent, Buffer>;
}

const FORGED_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDEiLCJyb2xlIjoic3VwZXJhZG1pbiJ9.c2lnbmF0dXJl';

/**
 * encodeURIComponent, except that half a character (a lone surrogate, which no URL can hold) is sent
 * as the three bytes UTF-8 would give it, which are not valid UTF-8: the nearest thing a URL can carry.
 */
export function encodeText(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

export function urlOf(req: FuzzRequest): string {
  const [, template] = req.op.split(' ');
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = req.path[name] ?? '';
    return req.rawPath ? value : encodeText(value);
  });
  const query = 'raw' in req.query ? req.query.raw : req.query.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

export function multipartBody(body: Extract<Body, { kind: 'multipart' }>, files: RequestContext['files']) {
  const boundary = '----ipakfuzz7d1c';
  const chunks: Buffer[] = [];
  for (const [name, value] of body.fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of body.files) {
    const type = f.content === 'jpeg' || f.content === 'truncated-jpeg' ? 'image/jpeg' : 'image/png';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${type}\r\n\r\n`));
    chunks.push(files[f.content], Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (body.cut !== undefined) payload = payload.subarray(0, Math.min(body.cut, payload.length));
  const header =
    body.boundary === 'missing' ? 'multipart/form-data' : body.boundary === 'mismatch' ? 'multipart/form-data; boundary=----another' : `multipart/form-data; boundary=${boundary}`;
  return { payload, contentType: header };
}

/** The app.inject() options of a fuzz request. */
export function toInject(req: FuzzRequest, ctx: RequestContext): InjectOptions {
  const headers: Record<string, string> = {};
  if (req.as === 'forged') headers.authorization = `Bearer ${FORGED_TOKEN}`;
  else if (req.as !== 'anonymous') headers.authorization = `Bearer ${ctx.tokens[req.as]}`;
  const options: InjectOptions = { method: req.op.split(' ')[0] as InjectOptions['method'], url: urlOf(req), headers };
  const { body } = req;
  if (body.kind === 'json') {
    const text = JSON.stringify(body.value) ?? '';
    headers['content-type'] = 'application/json';
    options.payload = body.cut === undefined ? text : text.slice(0, body.cut);
  } else if (body.kind === 'text') {
    headers['content-type'] = body.contentType;
    options.payload = body.text;
  } else if (body.kind === 'multipart') {
    const { payload, contentType } = multipartBody(body, ctx.files);
    headers['content-type'] = contentType;
    options.payload = payload;
  }
  return options;
}

/** A short readable form of a request for failure messages. */
export function describeRequest(req: FuzzRequest): string {
  const text = JSON.stringify(req, (_k, v: unknown) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length} chars)` : v));
  return text;
}
