import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districts, regions } from './geo.table';

export const listRegions = (db: Db) => db.select().from(regions).orderBy(asc(regions.id));

export const listDistricts = (db: Db, regionId?: number) =>
  regionId === undefined
    ? db.select().from(districts).orderBy(asc(districts.id))
    : db.select().from(districts).where(eq(districts.regionId, regionId)).orderBy(asc(districts.id));

export async function findDistrict(db: Db, id: number) {
  const [row] = await db.select().from(districts).where(eq(districts.id, id)).limit(1);
  return row ?? null;
}

export async function regionExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id)).limit(1);
  return !!row;
}
