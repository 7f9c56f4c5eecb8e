import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { MSG } from '@shared/validation/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface FormBody {
  /** Text fields; a repeated field becomes an array. */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/** Field names may carry the browser-array suffix: images[] and images are the same field. */
const normalName = (name: string) => name.replace(/\[\]$/, '');

/**
 * Reads a request body that may be multipart/form-data or JSON into text fields and files (in
 * memory: every file is bounded by the multipart limits, 5 MB each). A file over the limit is a 413.
 */
export async function readForm(request: FastifyRequest, opts: { fileFields: string[]; fileSize?: number; maxFiles?: number } = { fileFields: [] }): Promise<FormBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return { fields: fields as FormBody['fields'], files: [] };
  }
  const fields: FormBody['fields'] = {};
  const files: UploadedFile[] = [];
  try {
    await readParts(request, opts.fileFields, fields, files, opts.fileSize, opts.maxFiles);
  } catch (err) {
    // The multipart plugin's own refusals (413 limits, a __proto__ field) keep their answers; any other
    // failure while parsing (a body that stops early, no or a wrong boundary, broken part headers) is
    // the sender's malformed body, not our fault.
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof AppError || (status && status < 500)) throw err;
    request.log.info({ reason: (err as Error).message }, 'malformed multipart body');
    throw malformedForm();
  }
  return { fields, files };
}

/** A multipart body that cannot be read to its end: 400 with the Uzbek message (the web words the code). */
export const malformedForm = () => new AppError(400, 'multipart_malformed', "So'rov tanasi buzilgan yoki oxirigacha yetib kelmagan");

/**
 * fileSize: another bound than the app's 5 MB for one route's files (e.g. lesson videos, read into
 * memory: such a route also sets maxFiles, so that one request holds at most that many).
 */
async function readParts(request: FastifyRequest, fileFields: string[], fields: FormBody['fields'], files: UploadedFile[], fileSize?: number, maxFiles?: number) {
  const limits = { ...(fileSize ? { fileSize } : {}), ...(maxFiles ? { files: maxFiles } : {}) };
  for await (const part of request.parts(Object.keys(limits).length ? { limits } : undefined)) {
    const name = normalName(part.fieldname);
    if (part.type === 'file') {
      if (!fileFields.includes(name)) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated) {
        const mb = Math.round((fileSize ?? UPLOAD_MAX_BYTES) / (1024 * 1024));
        throw new AppError(413, 'file_too_large', `Fayl hajmi ${mb}MB dan oshmasligi kerak`, { [name]: MSG.fileTooLarge });
      }
      if (buffer.length > 0) files.push({ field: name, filename: part.filename, buffer });
    } else {
      const value = String(part.value ?? '');
      const prev = fields[name];
      fields[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
  }
}
