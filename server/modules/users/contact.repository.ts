import type { Db } from '../../db/client';
import { contactMessages } from './users.table';

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning({ guid: contactMessages.guid });
  return row;
}
