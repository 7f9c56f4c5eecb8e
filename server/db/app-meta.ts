import { eq } from 'drizzle-orm';
import { appMeta } from './app-meta.table';
import type { Db } from './client';

/** A fact recorded about the database (app_meta), or null when none is. */
export async function readAppMeta(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row?.value ?? null;
}

export async function writeAppMeta(db: Db, key: string, value: string): Promise<void> {
  await db.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}
