import fs from 'node:fs/promises';
import { constants as fsConstants } from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@shared/media';

/**
 * Where uploaded and generated files live, by key (`folder/year/hex…`, always made by the server):
 * the local disk (DATA_DIR/uploads, the embedded default) or an S3-compatible bucket
 * (server/lib/s3-blob-store.ts) when S3_BUCKET is set, so that every instance reads every file.
 * The rules about which files may exist (the pending-files journal, the sweeper) are in
 * server/lib/stored-files.ts and hold for both; /media serves both (server/plugins/media.ts).
 */
export interface BlobStore {
  readonly kind: 'disk' | 's3';
  /** Writes a file (replacing one of that key). */
  put(key: string, body: Buffer): Promise<void>;
  /** Takes a file from this machine's disk (a spooled upload): moved where it can be, else copied; the caller removes whatever is left at `localPath`. */
  putFile(key: string, localPath: string): Promise<void>;
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Whether a file of this key is there. */
  has(key: string): Promise<boolean>;
  /** Removes files; a key with no file is no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every key held (the copy command, tests). */
  list(): AsyncIterable<string>;
  /** Throws unless the store answers and may be written (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** The content type of a key, by the extension the server gave it (every key's extension is ours). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', pdf: 'application/pdf', mp4: 'video/mp4', webm: 'video/webm', vtt: 'text/vtt; charset=utf-8', png: 'image/png', jpg: 'image/jpeg' };

/** A key as the server makes them: path segments of letters, digits, `-`, `_` and one extension dot; never `..` or an absolute path. */
export const isStoredKey = (key: string) => /^[\w-]+(\/[\w-]+)*(\.[a-z0-9]+)?$/i.test(key) && key.length <= 200;

/** Every file a key may have: an image's WebP widths, or the file itself (a key with an extension). */
export const filesOfKey = (key: string) => [key, ...IMAGE_WIDTHS.map((w) => `${key}-${w}.webp`)];

/** The local disk: DATA_DIR/uploads. */
export class DiskBlobStore implements BlobStore {
  readonly kind = 'disk';
  private readonly root: string;
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key; null for a key that is not one of ours (never followed out of the folder). */
  pathOf(key: string): string | null {
    if (!isStoredKey(key)) return null;
    const file = path.resolve(this.root, key);
    return file.startsWith(this.root + path.sep) ? file : null;
  }

  private writable(key: string): string {
    const file = this.pathOf(key);
    if (!file) throw new Error(`not a stored file's key: ${key}`);
    return file;
  }

  async put(key: string, body: Buffer) {
    const file = this.writable(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
  }

  async putFile(key: string, localPath: string) {
    const file = this.writable(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.rename(localPath, file);
    } catch (err) {
      // Another disk (DATA_DIR's folders mounted apart): copy; the caller removes the temporary file.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await fs.copyFile(localPath, file);
    }
  }

  async read(key: string) {
    const file = this.pathOf(key);
    if (!file) return null;
    return fs.readFile(file).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'EISDIR') return null;
      throw err;
    });
  }

  async has(key: string) {
    const file = this.pathOf(key);
    return !!file && (await fs.stat(file).then((st) => st.isFile(), () => false));
  }

  async remove(keys: readonly string[]) {
    await Promise.all(keys.map((key) => this.pathOf(key)).map((file) => file && fs.rm(file, { force: true })));
  }

  async *list() {
    const names = await fs.readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of names) {
      if (entry.isFile()) yield path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    }
  }

  async check() {
    await fs.access(this.root, fsConstants.R_OK | fsConstants.W_OK);
  }

  async close() {}
}

