import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { MSG } from '@shared/validation/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

/** A large upload written to a temporary file as it arrives, never held in memory whole. */
export interface SpooledFile {
  field: string;
  filename: string;
  /** The temporary file: the caller moves it into the uploads (storeSpooledFile) or it goes with discardSpooled. */
  path: string;
  size: number;
  /** Its first bytes, to tell its kind by content. */
  head: Buffer;
}

export interface FormBody {
  /** Text fields; a repeated field becomes an array. */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
  spooled: SpooledFile[];
}

/**
 * Large files (lesson videos): the fields whose one file is streamed to `dir` (bounded by maxBytes),
 * not read into memory. The request may then carry no other file.
 */
export interface SpoolOptions {
  fields: string[];
  dir: string;
  maxBytes: number;
}

/** Removes what is left of a form's spooled files (those not moved into the uploads). */
async function discardSpooled(form: Pick<FormBody, 'spooled'> | undefined) {
  await Promise.all((form?.spooled ?? []).map((f) => fsp.rm(f.path, { force: true })));
}

/** Runs `use` on a form, then removes what is left of its spooled files, whatever `use` did. */
export async function usingSpooled<T>(form: FormBody, use: (form: FormBody) => Promise<T>): Promise<T> {
  try {
    return await use(form);
  } finally {
    await discardSpooled(form);
  }
}

/** Field names may carry the browser-array suffix: images[] and images are the same field. */
const normalName = (name: string) => name.replace(/\[\]$/, '');

/**
 * Reads a request body that may be multipart/form-data or JSON into text fields and files (in
 * memory: every file is bounded by the multipart limits, 5 MB each). A file over the limit is a 413.
 */
export async function readForm(request: FastifyRequest, opts: { fileFields: string[]; spool?: SpoolOptions; fileMaxBytes?: number; fileTooLargeCode?: string } = { fileFields: [] }): Promise<FormBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return { fields: fields as FormBody['fields'], files: [], spooled: [] };
  }
  const form: FormBody = { fields: {}, files: [], spooled: [] };
  try {
    await readParts(request, opts.fileFields, form, opts.spool, opts.fileMaxBytes, opts.fileTooLargeCode);
  } catch (err) {
    await discardSpooled(form);
    // The multipart plugin's own refusals (413 limits, a __proto__ field) keep their answers; any other
    // failure while parsing (a body that stops early, no or a wrong boundary, broken part headers) is
    // the sender's malformed body, not our fault.
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof AppError || (status && status < 500)) throw err;
    request.log.info({ reason: (err as Error).message }, 'malformed multipart body');
    throw malformedForm();
  }
  return form;
}

/** A multipart body that cannot be read to its end: 400 with the Uzbek message (the web words the code). */
const malformedForm = () => new AppError(400, 'multipart_malformed', "So'rov tanasi buzilgan yoki oxirigacha yetib kelmagan");

const tooLarge = (field: string, bytes: number, code: string = MSG.fileTooLarge) =>
  new AppError(413, 'file_too_large', `Fayl hajmi ${bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)}KB` : `${Math.round(bytes / (1024 * 1024))}MB`} dan oshmasligi kerak`, { [field]: code });

const HEAD_BYTES = 64;

async function readParts(request: FastifyRequest, fileFields: string[], form: FormBody, spool?: SpoolOptions, fileMaxBytes?: number, fileTooLargeCode?: string) {
  const { fields, files } = form;
  // A spooling route takes one file, bounded by its own limit instead of the app's 5 MB; a route with a
  // smaller bound of its own (fileMaxBytes: captions) stops reading a file at that bound, and may name
  // it with a field code of its own (fileTooLargeCode: the words say its size).
  const limits = spool ? { fileSize: spool.maxBytes, files: 1 } : fileMaxBytes ? { fileSize: Math.min(fileMaxBytes, UPLOAD_MAX_BYTES) } : undefined;
  for await (const part of request.parts(limits ? { limits } : undefined)) {
    const name = normalName(part.fieldname);
    if (part.type === 'file') {
      if (spool?.fields.includes(name)) {
        await fsp.mkdir(spool.dir, { recursive: true });
        const file: SpooledFile = { field: name, filename: part.filename, path: path.join(spool.dir, `${randomBytes(12).toString('hex')}.part`), size: 0, head: Buffer.alloc(0) };
        form.spooled.push(file);
        await pipeline(part.file, fs.createWriteStream(file.path));
        if (part.file.truncated) throw tooLarge(name, spool.maxBytes);
        file.size = (await fsp.stat(file.path)).size;
        const handle = await fsp.open(file.path, 'r');
        try {
          const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
          file.head = buffer.subarray(0, bytesRead);
        } finally {
          await handle.close();
        }
        if (file.size === 0) {
          // An empty file input: as if none was sent.
          form.spooled.pop();
          await fsp.rm(file.path, { force: true });
        }
        continue;
      }
      if (!fileFields.includes(name)) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      // The plugin stops a file at its bound (FST_REQ_FILE_TOO_LARGE, answered 413 by the error plugin);
      // a route's own smaller bound is said with its size and the field.
      const buffer = await part.toBuffer().catch((err: { code?: string }) => {
        throw fileMaxBytes && err?.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(name, Math.min(fileMaxBytes, UPLOAD_MAX_BYTES), fileTooLargeCode) : err;
      });
      if (part.file.truncated) throw tooLarge(name, Math.min(fileMaxBytes ?? UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES), fileTooLargeCode);
      if (buffer.length > 0) files.push({ field: name, filename: part.filename, buffer });
    } else {
      const value = String(part.value ?? '');
      const prev = fields[name];
      fields[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
  }
}
