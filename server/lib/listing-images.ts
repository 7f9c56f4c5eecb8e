import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { releaseFiles, settleFiles } from './stored-files';

/** A listing's table (a product, an announcement): rows with an id. */
type ListingTable = PgTable & { id: PgColumn };
/** Its images' table: one row per stored image key, in `position` order, each pointing at its listing. */
type ImageTable = PgTable & { id: PgColumn; image: PgColumn; position: PgColumn };

export interface ListingImage {
  id: number;
  image: string;
}

/**
 * One way to store a listing's images, whatever the area: the listing and its image rows change in one
 * transaction that also settles the new files and releases the dropped ones (lib/stored-files.ts), so a
 * failure leaves neither rows nor files behind. Images are in `position` order (then id, for rows of
 * equal position); an edit keeps the images listed (all when none are named) in their order and appends
 * the new ones. It lives in lib, over the tables an area hands in, because it knows no area: shop and
 * announcements each configure it once in their repository.
 *
 * `ownerKey` names the image table's column that points at the listing (productId, announcementId).
 */
export function listingImages<L extends ListingTable, I extends ImageTable, K extends keyof I['$inferInsert'] & keyof I & string>(listing: L, images: I, ownerKey: K) {
  type Row = L['$inferSelect'];
  const owner = images[ownerKey] as unknown as PgColumn;
  const order = [asc(images.position), asc(images.id)];
  // Drizzle cannot follow a table handed in as a type parameter through insert/select; the casts stop at this file.
  const imageRows = (ownerId: number, keys: string[], from: number) => keys.map((image, i) => ({ [ownerKey]: ownerId, image, position: from + i })) as I['$inferInsert'][];

  const list = (db: Db, ownerId: number): Promise<ListingImage[]> =>
    db.select({ id: images.id, image: images.image }).from(images as PgTable).where(eq(owner, ownerId)).orderBy(...order) as Promise<ListingImage[]>;

  return {
    list,

    /** Images of many listings at once (an own list's page): one query. */
    async listOf(db: Db, ownerIds: number[]): Promise<Map<number, ListingImage[]>> {
      const map = new Map<number, ListingImage[]>();
      if (!ownerIds.length) return map;
      const rows = (await db
        .select({ ownerId: owner, id: images.id, image: images.image })
        .from(images as PgTable)
        .where(inArray(owner, ownerIds))
        .orderBy(...order)) as { ownerId: number; id: number; image: string }[];
      for (const r of rows) {
        const list = map.get(r.ownerId);
        if (list) list.push({ id: r.id, image: r.image });
        else map.set(r.ownerId, [{ id: r.id, image: r.image }]);
      }
      return map;
    },

    /** Inserts the listing and its images (`imageKeys`, in order); `andThen` runs last in the transaction. */
    async insert(db: Db, values: L['$inferInsert'], imageKeys: string[], andThen?: (tx: Db, row: Row) => Promise<void>): Promise<Row> {
      return db.transaction(async (tx) => {
        const [row] = (await tx.insert(listing).values(values).returning()) as Row[];
        if (imageKeys.length) await tx.insert(images).values(imageRows((row as { id: number }).id, imageKeys, 0));
        await settleFiles(tx, imageKeys);
        await andThen?.(tx as Db, row);
        return row;
      });
    },

    /**
     * Updates the listing (when `values` has any), drops the images not in `keepImageIds` (undefined keeps
     * them all), renumbers the kept ones and appends `newImageKeys`; answers the row and the dropped keys.
     */
    async update(db: Db, id: number, values: Partial<L['$inferInsert']>, keepImageIds: number[] | undefined, newImageKeys: string[], andThen?: (tx: Db, row: Row) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [row] = (
          Object.keys(values).length ? await tx.update(listing).set(values).where(eq(listing.id, id)).returning() : await tx.select().from(listing as PgTable).where(eq(listing.id, id))
        ) as Row[];
        const current = await list(tx as Db, id);
        const kept = keepImageIds === undefined ? current : current.filter((i) => keepImageIds.includes(i.id));
        const removed = current.filter((i) => !kept.includes(i));
        if (removed.length) await tx.delete(images).where(inArray(images.id, removed.map((i) => i.id)));
        for (const [position, image] of kept.entries()) await tx.update(images).set({ position } as Partial<I['$inferInsert']>).where(eq(images.id, image.id));
        if (newImageKeys.length) await tx.insert(images).values(imageRows(id, newImageKeys, kept.length));
        await settleFiles(tx, newImageKeys);
        const removedKeys = removed.map((i) => i.image);
        await releaseFiles(tx, removedKeys);
        await andThen?.(tx as Db, row);
        return { row, removedKeys };
      });
    },

    /** Deletes the listing (its image rows cascade), releasing its image files; answers their keys. `before` runs first in the transaction. */
    async remove(db: Db, id: number, before?: (tx: Db) => Promise<void>): Promise<string[]> {
      return db.transaction(async (tx) => {
        await before?.(tx as Db);
        const keys = (await tx.select({ image: images.image }).from(images as PgTable).where(eq(owner, id))).map((i) => i.image as string);
        await tx.delete(listing).where(eq(listing.id, id));
        await releaseFiles(tx, keys);
        return keys;
      });
    },
  };
}
