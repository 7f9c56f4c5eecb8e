import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pendingFiles } from '../db/pending-files.table';
import { filesOfKey, isStoredKey, type BlobStore } from './blob-store';
import { inspectImage, newImageKey, writeImage } from './images';

/**
 * Uploaded files and the rows that refer to them agree, whatever moment the process dies at (a kill -9
 * included): no row refers to a missing file, and no file stays that no row refers to. The files are
 * in a BlobStore (the local disk or a bucket: server/lib/blob-store.ts); the rules are the same.
 *
 * The journal is the `pending_files` table:
 * - a new file's key is written there before the file is, and deleted in the same transaction that
 *   stores the row referring to it (`settleFiles`);
 * - a file that loses its last reference is written there in that same transaction
 *   (`releaseFiles`), and deleted once the file is gone (`removeFiles`).
 * What a crash leaves in the journal names files, or halves of files, that nothing refers to;
 * `sweepPendingFiles` removes them (at start and every few minutes), once they are older than a grace
 * period so that an upload still running on another instance is never touched.
 */

/** What the stored-file rules need: the database (the journal) and where the files live. */
export interface FileStore {
  db: Db;
  blobs: BlobStore;
}

/** Database handle or open transaction: the journal rows move with the rows that refer to the files. */
type Tx = Pick<Db, 'insert' | 'delete'>;


/**
 * Checks every image is a real one before anything is written, journals their keys, then re-encodes
 * and writes them. A failure part-way removes what was written (and the journal rows) before it
 * throws; a crash part-way leaves journal rows for the sweeper. The caller stores the rows that refer
 * to the keys with `settleFiles` in the same transaction, or calls `removeFiles` if it gives up.
 */
export async function storeImages(store: FileStore, buffers: Buffer[], opts: { folder: string; field?: string }): Promise<string[]> {
  for (const buffer of buffers) await inspectImage(buffer, opts.field);
  const keys = buffers.map(() => newImageKey(opts.folder));
  if (keys.length === 0) return [];
  await store.db.insert(pendingFiles).values(keys.map((key) => ({ key })));
  try {
    for (const [i, buffer] of buffers.entries()) await writeImage(buffer, store.blobs, keys[i], opts.field);
    return keys;
  } catch (err) {
    await removeFiles(store, keys);
    throw err;
  }
}

/**
 * As storeImages, for files kept as they came (a PDF the caller checked by its content): journals
 * server-made keys with the extension (`folder/year/hex.ext`), then writes the bytes.
 */
export async function storeFiles(store: FileStore, buffers: Buffer[], opts: { folder: string; ext: string }): Promise<string[]> {
  const keys = buffers.map(() => `${newImageKey(opts.folder)}.${opts.ext}`);
  if (keys.length === 0) return [];
  await store.db.insert(pendingFiles).values(keys.map((key) => ({ key })));
  try {
    for (const [i, buffer] of buffers.entries()) await store.blobs.put(keys[i], buffer);
    return keys;
  } catch (err) {
    await removeFiles(store, keys);
    throw err;
  }
}

/**
 * As storeFiles, for a file already on this machine's disk (a spooled upload, in DATA_DIR/incoming,
 * that the caller checked by its content): journals a server-made key, then hands the file to the
 * store (moved on the local disk, streamed to a bucket); the caller's discard removes what is left.
 */
export async function storeSpooledFile(store: FileStore, tempPath: string, opts: { folder: string; ext: string }): Promise<string> {
  const key = `${newImageKey(opts.folder)}.${opts.ext}`;
  await store.db.insert(pendingFiles).values({ key });
  try {
    await store.blobs.putFile(key, tempPath);
    return key;
  } catch (err) {
    await removeFiles(store, [key]);
    throw err;
  }
}

/** Removes temporary files of uploads in `dir` (DATA_DIR/incoming) older than graceMs (a request cut off by a crash). Answers how many. */
export async function sweepIncoming(dir: string, graceMs: number, now = new Date()): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.mtime.getTime() < now.getTime() - graceMs) {
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** In the transaction that stores the rows referring to these new files: they are no longer pending. */
export async function settleFiles(tx: Tx, keys: readonly string[]) {
  if (keys.length) await tx.delete(pendingFiles).where(inArray(pendingFiles.key, [...keys]));
}

/** In the transaction that drops the last reference to these files: they are to be removed (`removeFiles` after the commit). */
export async function releaseFiles(tx: Tx, keys: readonly string[]) {
  if (keys.length) await tx.insert(pendingFiles).values(keys.map((key) => ({ key }))).onConflictDoNothing();
}

/** Removes the files of keys that no row refers to (new ones given up on, or released ones), then their journal rows. */
export async function removeFiles(store: FileStore, keys: readonly string[]) {
  if (keys.length === 0) return;
  // A key is always server-made (folder/year/hex…); a journal row that is not is never followed.
  await store.blobs.remove(keys.flatMap(filesOfKey).filter(isStoredKey));
  await store.db.delete(pendingFiles).where(inArray(pendingFiles.key, [...keys]));
}

/**
 * Writes the rows that refer to the new files of `keys` (stored and journalled as pending): when the
 * write fails, the files are removed and the error goes on.
 */
export async function writingNewFiles<T>(store: FileStore, keys: readonly string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await removeFiles(store, keys);
    throw err;
  }
}

/** Removes what crashes left behind: journalled files older than `graceMs`. Answers how many keys it removed. */
export async function sweepPendingFiles(store: FileStore, graceMs: number, now = new Date()): Promise<number> {
  const stale = await store.db
    .select({ key: pendingFiles.key })
    .from(pendingFiles)
    .where(lt(pendingFiles.createdAt, new Date(now.getTime() - graceMs)));
  await removeFiles(
    store,
    stale.map((r) => r.key),
  );
  return stale.length;
}
