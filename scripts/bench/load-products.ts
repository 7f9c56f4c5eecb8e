import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/**
 * Adds `count` synthetic active products to a seeded database, in batches, entirely in SQL
 * (generate_series), so 100,000 rows load in seconds on PGlite and PostgreSQL alike. Titles and
 * descriptions are combinations of real Uzbek craft words, stored with the same normalised search
 * text the app writes; images reuse the demo images already on disk.
 */
const ADJECTIVES = ["qo'lda to'qilgan", 'tabiiy', 'milliy', 'zamonaviy', "an'anaviy", 'ipak', "bo'yalgan", 'nafis', 'yumshoq', 'rangli', 'klassik', 'sovg‘abop'];
const NOUNS = ['atlas', 'adras', "ro'mol", 'suzani', 'gilam', 'lagan', 'kosa', "do'ppi", 'chopon', 'kurtka', 'sumka', 'yostiq', 'parda', 'bilaguzuk', 'quti', 'pichoq'];
const PLACES = ["Marg'ilon", 'Buxoro', 'Samarqand', 'Xiva', "G'ijduvon", 'Rishton', 'Urgut', 'Namangan', 'Andijon', 'Qo‘qon'];

const arr = (items: string[]) => sql.raw(`(ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[])`);

export async function loadProducts(db: Db, count: number, batch = 20_000): Promise<void> {
  const adjectives = arr(ADJECTIVES);
  const nouns = arr(NOUNS);
  const places = arr(PLACES);
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await db.execute(sql`
      with u as (select array_agg(id order by id) ids from users),
           c as (select array_agg(id order by id) ids from shop_categories),
           rows as (
             select g,
                    ${places}[1 + g % ${PLACES.length}] || ' ' || ${nouns}[1 + (g / 7) % ${NOUNS.length}] || ', ' || ${adjectives}[1 + (g / 3) % ${ADJECTIVES.length}] as title,
                    (20 + (g * 7919) % 4980) * 1000 as price,
                    (g * 31) % 40 as discount
             from generate_series(${start}::int, ${end}::int) g
           )
      insert into products (meta, user_id, category_id, title, short_description, description, price, price_discount,
                            discount_percent, is_verified, views, search_text, created_at, updated_at)
      select 'bench-' || g,
             u.ids[1 + g % array_length(u.ids, 1)],
             c.ids[1 + (g * 7) % array_length(c.ids, 1)],
             title,
             title || ' — ustaxonadan to''g''ridan-to''g''ri',
             '<p>' || title || '.</p><p>Hunarmand ustalar tomonidan tayyorlangan, yetkazib berish butun O''zbekiston bo''ylab.</p>',
             price,
             round(price * (100 - discount) / 100.0),
             discount,
             g % 5 = 0,
             (g::bigint * 104729) % 5000,
             lower(replace(replace(title, '‘', ''''), 'ʻ', '''')) || ' ustaxonadan to''g''ridan-to''g''ri hunarmand ustalar tomonidan tayyorlangan',
             now() - make_interval(mins => g),
             now()
      from rows, u, c`);
  }
  await db.execute(sql`
    with keys as (select array_agg(distinct image) k from product_images)
    insert into product_images (product_id, image, position)
    select p.id, keys.k[1 + p.id % array_length(keys.k, 1)], 0
    from products p, keys
    where p.meta like 'bench-%' and not exists (select 1 from product_images i where i.product_id = p.id)`);
  await db.execute(sql`analyze`);
}
