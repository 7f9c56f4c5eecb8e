import { sql } from 'drizzle-orm';
import { searchKey } from '@shared/text/uzbek';
import type { Db } from '../../server/db/client';
import { courseCategories, teachers, users } from '../../server/schema';
import { vacuumAnalyze } from '../../server/plugins/db-maintenance';

/**
 * Adds `count` synthetic published courses to a seeded database, entirely in SQL (generate_series),
 * spread over the demo's categories and teachers. Titles and short descriptions are combinations of
 * Uzbek craft words and places; the stored search key is the one the app writes (a course's title,
 * short description, category titles and teacher's name: courses.service.ts), built here from the
 * keys of each part, so every spelling finds them as it finds real courses. The vocabulary trigger
 * (migration 0023) records their words as they are inserted.
 */
const PLACES = ["Marg'ilon", 'Buxoro', 'Samarqand', 'Xiva', "G'ijduvon", 'Rishton', 'Urgut', 'Namangan', 'Nurota', 'Boysun'];
const CRAFTS = ['atlas', 'adras', 'suzani', 'kashta', 'kulolchilik', "zardo'zi", 'pillachilik', 'ipak', 'gilam', "do'ppi", 'naqsh', "bo'yoq", 'beqasam', 'chopon'];
const KINDS = ["to'qish", 'tikish', "bo'yash", 'asoslari', 'sirlari', 'biznesi', 'savdosi', 'ustaxonasi'];
const SHORTS = ["Boshlovchilar uchun amaliy darslar", "Ustalardan bosqichma-bosqich o'rganing", "Uyda kichik sex ochish yo'li", "Naqsh, rang va sifat haqida"];

const arr = (items: string[]) => sql.raw(`(ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[])`);

export async function loadCourses(db: Db, count: number): Promise<void> {
  const categories = await db.select({ id: courseCategories.id, title: courseCategories.title, titleRu: courseCategories.titleRu, titleEn: courseCategories.titleEn }).from(courseCategories).orderBy(courseCategories.id);
  const authors = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(teachers).innerJoin(users, sql`${users.id} = ${teachers.userId}`).orderBy(users.id);
  if (!categories.length || !authors.length) throw new Error('loadCourses needs the demo content (categories and teachers)');
  const ids = (rows: { id: number }[]) => sql.raw(`(ARRAY[${rows.map((r) => r.id).join(',')}]::int[])`);
  const categoryKeys = arr(categories.map((c) => searchKey([c.title, c.titleRu ?? '', c.titleEn ?? ''].join(' '))));
  const authorKeys = arr(authors.map((a) => searchKey(`${a.firstName} ${a.lastName}`)));
  await db.execute(sql`
    with rows as (
      select g,
             1 + g % ${categories.length} as c,
             1 + (g / 3) % ${authors.length} as a,
             ${arr(PLACES)}[1 + g % ${PLACES.length}] || ' ' || ${arr(CRAFTS)}[1 + (g / 7) % ${CRAFTS.length}] || ' ' || ${arr(KINDS)}[1 + (g / 5) % ${KINDS.length}] as title,
             ${arr(PLACES.map(searchKey))}[1 + g % ${PLACES.length}] || ' ' || ${arr(CRAFTS.map(searchKey))}[1 + (g / 7) % ${CRAFTS.length}] || ' ' || ${arr(KINDS.map(searchKey))}[1 + (g / 5) % ${KINDS.length}] as title_key,
             1 + (g / 11) % ${SHORTS.length} as s
      from generate_series(1, ${count}::int) g
    )
    insert into courses (meta, category_id, author_id, title, short_description, is_published, search_text, created_at, updated_at)
    select 'bench-course-' || g, ${ids(categories)}[c], ${ids(authors)}[a], title, ${arr(SHORTS)}[s], true,
           title_key || ' ' || ${arr(SHORTS.map(searchKey))}[s] || ' ' || ${categoryKeys}[c] || ' ' || ${authorKeys}[a],
           now() - make_interval(mins => g), now()
    from rows`);
  await vacuumAnalyze(db);
}
