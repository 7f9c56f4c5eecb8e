import { useT } from '@web/lib/i18n';
import { PALETTES, type IkatPalette } from '@web/components/ui/ikat';

/**
 * The success-people block: four artisans who sell through the shop (hard-coded, as in the spec).
 * Their portraits are drawn here in SVG — a skull-cap (do'ppi) or a headscarf (ro'mol) on an ikat
 * ground — so the block costs no image request and no one's photo is used without leave.
 */
const PEOPLE: { key: 'a' | 'b' | 'c' | 'd'; palette: IkatPalette; headwear: 'doppi' | 'romol'; skin: string }[] = [
  { key: 'a', palette: 'pomegranate', headwear: 'romol', skin: '#e8b98f' },
  { key: 'b', palette: 'indigo', headwear: 'doppi', skin: '#d9a47a' },
  { key: 'c', palette: 'mulberry', headwear: 'romol', skin: '#f0c7a0' },
  { key: 'd', palette: 'saffron', headwear: 'doppi', skin: '#c98f63' },
];

function Portrait({ palette, headwear, skin }: { palette: IkatPalette; headwear: 'doppi' | 'romol'; skin: string }) {
  const p = PALETTES[palette];
  return (
    <svg viewBox="0 0 96 96" className="size-20 shrink-0 rounded-full ring-4 ring-white" aria-hidden="true" focusable="false">
      <rect width="96" height="96" fill={p.bg} />
      {/* A few stepped ikat diamonds behind the figure. */}
      <path d="M16 4 26 18 16 32 6 18Z M80 10 90 24 80 38 70 24Z M12 60 20 72 12 84 4 72Z" fill={p.a} opacity="0.7" />
      <path d="M16 12 21 18 16 24 11 18Z M80 18 85 24 80 30 75 24Z" fill={p.b} />
      {/* Shoulders in a chopon or a dress of the palette's second colour. */}
      <path d="M14 96c2-18 16-28 34-28s32 10 34 28Z" fill={p.b} />
      <path d="M40 70 48 84 56 70" fill="none" stroke={p.d} strokeWidth="3" />
      <rect x="42" y="56" width="12" height="14" rx="5" fill={skin} />
      <ellipse cx="48" cy="45" rx="15" ry="17" fill={skin} />
      <circle cx="42.5" cy="46" r="1.6" fill="#2a1d17" />
      <circle cx="53.5" cy="46" r="1.6" fill="#2a1d17" />
      <path d="M43 54q5 3.5 10 0" fill="none" stroke="#8a4b38" strokeWidth="1.6" strokeLinecap="round" />
      {headwear === 'doppi' ? (
        <>
          <path d="M33 36c0-9 7-14 15-14s15 5 15 14Z" fill="#1d1b22" />
          <path d="M38 33l4-6 4 6-4 3Z M50 33l4-6 4 6-4 3Z" fill="#fdfaf4" />
        </>
      ) : (
        <path d="M29 52c-2-17 7-28 19-28s21 11 19 28c-2-6-5-12-8-15-4 3-18 3-22 0-3 3-6 9-8 15Z" fill={p.a} />
      )}
    </svg>
  );
}

export function SuccessPeople() {
  const t = useT();
  return (
    <section aria-labelledby="shop-people" className="bg-white py-12 sm:py-16">
      <div className="page">
        <div className="mb-8 max-w-3xl">
          <p className="mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-pomegranate-600">{t('shop.people.eyebrow')}</p>
          <h2 id="shop-people" className="section-title">
            {t('shop.people.title')}
          </h2>
          <p className="mt-3 text-base leading-relaxed text-ink-700">{t('shop.people.lead')}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {PEOPLE.map((person) => (
            <li key={person.key}>
              <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-ink-100 bg-cream-50 p-5">
                <div className="flex items-center gap-4">
                  <Portrait palette={person.palette} headwear={person.headwear} skin={person.skin} />
                  <div className="min-w-0">
                    <h3 className="font-bold text-indigo-900">{t(`shop.people.${person.key}.name`)}</h3>
                    <p className="text-sm text-ink-500">{t(`shop.people.${person.key}.craft`)}</p>
                  </div>
                </div>
                <blockquote className="mt-4 flex-1 text-[15px] leading-relaxed text-ink-700">
                  <p>«{t(`shop.people.${person.key}.quote`)}»</p>
                </blockquote>
                <p className="mt-4 inline-flex self-start rounded-full bg-mulberry-100 px-3 py-1 text-sm font-semibold text-mulberry-700">{t(`shop.people.${person.key}.result`)}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
