import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Uploaded files that no row may refer to yet, or any more: the journal that keeps files and rows in
 * agreement whatever moment the process dies at (server/lib/stored-files.ts). A key is written here
 * before its file is written, and deleted in the transaction that makes a row refer to it; a file
 * being removed is written here in the transaction that drops its last reference, and deleted once
 * the file is gone. What stays here after a crash names a file (or half a file) that nothing refers
 * to; the sweeper removes it.
 */
export const pendingFiles = pgTable('pending_files', {
  /** The stored key: an image key (its WebP widths are `${key}-${width}.webp`) or a file key with its extension. */
  key: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
