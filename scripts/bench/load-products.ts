import { sql } from 'drizzle-orm';
import { searchKey } from '@shared/text/uzbek';
import type { Db } from '../../server/db/client';
import { vacuumAnalyze } from '../../server/plugins/db-maintenance';

/**
 * Adds `count` synthetic active products to a seeded database, in batches, entirely in SQL
 * (generate_series), so 100,000 rows load in seconds on PGlite and PostgreSQL alike. Titles and
 * descriptions are combinations of real Uzbek craft words, stored with the search key the app writes
 * (productSearchText: searchKey of the title, the short description and the description's text, built
 * here from the keys of each word, so every spelling finds them as it finds real products); images
 * reuse the demo images already on disk.
 */
const ADJECTIVES = ["qo'lda to'qilgan", 'tabiiy', 'milliy', 'zamonaviy', "an'anaviy", 'ipak', "bo'yalgan", 'nafis', 'yumshoq', 'rangli', 'klassik', 'sovg‘abop'];
const NOUNS = ['atlas', 'adras', "ro'mol", 'suzani', 'gilam', 'lagan', 'kosa', "do'ppi", 'chopon', 'kurtka', 'sumka', 'yostiq', 'parda', 'bilaguzuk', 'quti', 'pichoq'];
const PLACES = ["Marg'ilon", 'Buxoro', 'Samarqand', 'Xiva', "G'ijduvon", 'Rishton', 'Urgut', 'Namangan', 'Andijon', 'Qo‘qon'];

const arr = (items: string[]) => sql.raw(`(ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[])`);

const SHORT_TAIL = " — ustaxonadan to'g'ridan-to'g'ri";
const DESCRIPTION_TAIL = "Hunarmand ustalar tomonidan tayyorlangan, yetkazib berish butun O'zbekiston bo'ylab.";

export async function loadProducts(db: Db, count: number, batch = 20_000): Promise<void> {
  const adjectives = arr(ADJECTIVES);
  const nouns = arr(NOUNS);
  const places = arr(PLACES);
  // searchKey works word by word, so the key of "place noun, adjective" is the words' keys joined.
  const adjectiveKeys = arr(ADJECTIVES.map(searchKey));
  const nounKeys = arr(NOUNS.map(searchKey));
  const placeKeys = arr(PLACES.map(searchKey));
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await db.execute(sql`
      with u as (select array_agg(id order by id) ids from users),
           c as (select array_agg(id order by id) ids from shop_categories),
           rows as (
             select g,
                    ${places}[1 + g % ${PLACES.length}] || ' ' || ${nouns}[1 + (g / 7) % ${NOUNS.length}] || ', ' || ${adjectives}[1 + (g / 3) % ${ADJECTIVES.length}] as title,
                    ${placeKeys}[1 + g % ${PLACES.length}] || ' ' || ${nounKeys}[1 + (g / 7) % ${NOUNS.length}] || ' ' || ${adjectiveKeys}[1 + (g / 3) % ${ADJECTIVES.length}] as title_key,
                    (20 + (g::bigint * 7919) % 4980) * 1000 as price,
                    (g::bigint * 31) % 40 as discount
             from generate_series(${start}::int, ${end}::int) g
           )
      insert into products (meta, user_id, category_id, title, short_description, description, price, price_discount,
                            discount_percent, is_verified, views, search_text, created_at, updated_at)
      select 'bench-' || g,
             u.ids[1 + g % array_length(u.ids, 1)],
             c.ids[1 + (g * 7) % array_length(c.ids, 1)],
             title,
             title || ${SHORT_TAIL},
             '<p>' || title || '.</p><p>' || ${DESCRIPTION_TAIL} || '</p>',
             price,
             round(price * (100 - discount) / 100.0),
             discount,
             g % 5 = 0,
             (g::bigint * 104729) % 5000,
             title_key || ' ' || title_key || ' ' || ${searchKey(SHORT_TAIL)} || ' ' || title_key || ' ' || ${searchKey(DESCRIPTION_TAIL)},
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
  // What a database that lived with these products would have had done by now (autovacuum on a
  // server, the hourly maintenance of the embedded database): dead rows gone, statistics current.
  await vacuumAnalyze(db);
}
