import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { StoredRevision } from '../db/columns';
import type { RevisionField } from '@shared/constants';
import type { RevisionDiff } from '@shared/schemas/moderation';
import { imageKeyToUrl } from './images';
import { releaseFiles, settleFiles } from './stored-files';

/** A listing's table (a product, an announcement): rows with an id and its pending edit (revisionColumn). */
type ListingTable = PgTable & { id: PgColumn; revision: PgColumn };
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

  const revisionOf = async (db: Db, id: number): Promise<StoredRevision | null> => {
    const [row] = (await db.select({ revision: listing.revision }).from(listing as PgTable).where(eq(listing.id, id))) as { revision: StoredRevision | null }[];
    return row?.revision ?? null;
  };
  const setRevision = (db: Db, id: number, revision: StoredRevision | null) => db.update(listing).set({ revision } as Partial<L['$inferInsert']>).where(eq(listing.id, id));
  /** Removes the listing's proposal; answers the keys of the images only it held (released in the caller's transaction). */
  const dropProposal = async (db: Db, id: number): Promise<string[]> => {
    const revision = await revisionOf(db, id);
    if (!revision) return [];
    await setRevision(db, id, null);
    return onlyProposed(revision, (await list(db, id)).map((i) => i.image));
  };

  return {
    list,

    /**
     * A listing's pending edit (issue 40), kept beside the live row until a moderator decides: the live
     * version stays public and unchanged. `direct` (hiding, showing, a new last day) applies at once;
     * `values` are the proposed columns, merged over an earlier proposal; the images start from the
     * proposal's (else the live ones), keep those in `keepImageIds` (all when undefined) and append
     * `newImageKeys` (given negative ids). The new files are settled with it, so no sweep takes them;
     * the images only a replaced proposal held are released. Answers the row and the released keys.
     */
    async propose(db: Db, id: number, direct: Partial<L['$inferInsert']>, values: Record<string, unknown>, keepImageIds: number[] | undefined, newImageKeys: string[], andThen?: (tx: Db, row: Row) => Promise<void>) {
      return db.transaction(async (t) => {
        const tx = t as Db;
        const before = await revisionOf(tx, id);
        const live = await list(tx, id);
        const pending = before?.state === 'pending' ? before : null;
        const base = pending?.images ?? live;
        const kept = keepImageIds === undefined ? base : base.filter((i) => keepImageIds.includes(i.id));
        const lowest = Math.min(0, ...base.map((i) => i.id));
        const proposed = [...kept, ...newImageKeys.map((image, i) => ({ id: lowest - 1 - i, image }))];
        const revision: StoredRevision = { state: 'pending', values: { ...pending?.values, ...values }, images: proposed, reason: null, message: null, createdAt: new Date().toISOString() };
        const [row] = (await tx.update(listing).set({ ...direct, revision } as Partial<L['$inferInsert']>).where(eq(listing.id, id)).returning()) as Row[];
        await settleFiles(tx, newImageKeys);
        const keep = new Set([...live, ...proposed].map((i) => i.image));
        const removedKeys = (pending?.images ?? []).map((i) => i.image).filter((k) => !keep.has(k));
        await releaseFiles(tx, removedKeys);
        await andThen?.(tx, row);
        return { row, removedKeys };
      });
    },

    /**
     * A moderator approved the pending edit: its values and images become the listing's (the live
     * images it dropped are released; their files go once nothing refers to them), inside the
     * decision's transaction. Answers the released keys, or null when nothing was pending.
     */
    async applyProposal(tx: Db, id: number): Promise<string[] | null> {
      const revision = await revisionOf(tx, id);
      if (revision?.state !== 'pending') return null;
      const live = await list(tx, id);
      const proposed = revision.images ?? live;
      await tx.update(listing).set({ ...(revision.values as Partial<L['$inferInsert']>), revision: null } as Partial<L['$inferInsert']>).where(eq(listing.id, id));
      const keptIds = new Set(proposed.filter((i) => i.id > 0).map((i) => i.id));
      const removed = live.filter((i) => !keptIds.has(i.id));
      if (removed.length) await tx.delete(images).where(inArray(images.id, removed.map((i) => i.id)));
      for (const [position, image] of proposed.entries()) {
        if (image.id > 0 && live.some((l) => l.id === image.id)) await tx.update(images).set({ position } as Partial<I['$inferInsert']>).where(eq(images.id, image.id));
        else await tx.insert(images).values(imageRows(id, [image.image], position));
      }
      const stillUsed = new Set(proposed.map((i) => i.image));
      const released = removed.map((i) => i.image).filter((k) => !stillUsed.has(k));
      await releaseFiles(tx, released);
      return released;
    },

    /** A moderator rejected the pending edit: it is dropped (its new images released), keeping why for its author. */
    async rejectProposal(tx: Db, id: number, why: { reason: string | null; message: string | null }): Promise<boolean> {
      const revision = await revisionOf(tx, id);
      if (revision?.state !== 'pending') return false;
      const released = onlyProposed(revision, (await list(tx, id)).map((i) => i.image));
      await setRevision(tx, id, { state: 'rejected', reason: why.reason, message: why.message, createdAt: revision.createdAt, decidedAt: new Date().toISOString() });
      await releaseFiles(tx, released);
      return true;
    },


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
    async update(db: Db, id: number, values: Partial<L['$inferInsert']>, keepImageIds: number[] | undefined, newImageKeys: string[], andThen?: (tx: Db, row: Row) => Promise<void>, dropRevision = false) {
      return db.transaction(async (tx) => {
        // A direct edit of its content replaces a pending edit (whose own new images go).
        const dropped = dropRevision ? await dropProposal(tx as Db, id) : [];
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
        const removedKeys = [...removed.map((i) => i.image), ...dropped];
        await releaseFiles(tx, removedKeys);
        await andThen?.(tx as Db, row);
        return { row, removedKeys };
      });
    },

    /** Deletes the listing (its image rows cascade), releasing its image files; answers their keys. `before` runs first in the transaction. */
    async remove(db: Db, id: number, before?: (tx: Db) => Promise<void>): Promise<string[]> {
      return db.transaction(async (tx) => {
        await before?.(tx as Db);
        const live = (await tx.select({ image: images.image }).from(images as PgTable).where(eq(owner, id))).map((i) => i.image as string);
        const keys = [...live, ...onlyProposed(await revisionOf(tx as Db, id), live)];
        await tx.delete(listing).where(eq(listing.id, id));
        await releaseFiles(tx, keys);
        return keys;
      });
    },
  };
}

/** The keys of the images a proposal holds that the live listing does not. */
const onlyProposed = (revision: StoredRevision | null, liveKeys: string[]) => (revision?.images ?? []).map((i) => i.image).filter((k) => !liveKeys.includes(k));

/** The listing as its author edits it: the pending proposal's values over the live row (the live row when none). */
export function proposedRow<R extends { revision: StoredRevision | null }>(row: R): R {
  return row.revision?.state === 'pending' && row.revision.values ? { ...row, ...row.revision.values } : row;
}

/** The images as its author edits them: the pending proposal's, else the live ones. */
export const proposedImages = (row: { revision: StoredRevision | null }, live: ListingImage[]): ListingImage[] => (row.revision?.state === 'pending' && row.revision.images) || live;

/**
 * A pending edit as the moderator sees it (issue 40): each field the area shows, as text, where the
 * proposal differs from the live listing (`live` and `proposed`, made by the same function of the
 * area), and the pictures kept, added and removed.
 */
export function revisionDiff(live: Partial<Record<RevisionField, string>>, proposed: Partial<Record<RevisionField, string>>, liveImages: ListingImage[], proposedList: ListingImage[]): RevisionDiff {
  const fields = Object.keys(proposed) as RevisionField[];
  const liveKeys = liveImages.map((i) => i.image);
  const proposedKeys = proposedList.map((i) => i.image);
  const url = (k: string) => imageKeyToUrl(k)!;
  return {
    title: proposed.title ?? live.title ?? '',
    changes: fields.filter((f) => (live[f] ?? '') !== (proposed[f] ?? '')).map((field) => ({ field, before: live[field] ?? '', after: proposed[field] ?? '' })),
    images: {
      kept: proposedKeys.filter((k) => liveKeys.includes(k)).map(url),
      added: proposedKeys.filter((k) => !liveKeys.includes(k)).map(url),
      removed: liveKeys.filter((k) => !proposedKeys.includes(k)).map(url),
    },
  };
}
