import { useRef, useState, type KeyboardEvent } from 'react';
import type { ProductImage } from '@shared/schemas/shop';
import { useT } from '@web/lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon } from '@web/components/ui/icons';
import { IkatPattern } from '@web/components/ui/ikat';
import { SmartImage } from '@web/components/ui/smart-image';
import { useReducedMotion } from '@web/components/ui/use-reduced-motion';

/** How wide the gallery's hero picture is drawn (the product page preloads its first picture at this size). */
export const HERO_SIZES = '(min-width: 1366px) 660px, (min-width: 1024px) 50vw, 100vw';

/** A scroll-snap strip of `count` slides: the slide shown, a jump to one (smooth unless motion is reduced), and its scroll and key handlers. */
function useSnapStrip(count: number) {
  const reduced = useReducedMotion();
  const trackRef = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);

  const go = (i: number) => {
    const el = trackRef.current;
    const next = Math.max(0, Math.min(count - 1, i));
    if (el) el.scrollTo({ left: next * el.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
    setIndex(next);
  };

  const onScroll = () => {
    const el = trackRef.current;
    if (!el || !el.clientWidth) return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    if (i !== index) setIndex(i);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    if (e.key in keys) {
      e.preventDefault();
      go(keys[e.key]);
    }
  };
  return { trackRef, index, go, onScroll, onKeyDown };
}

/** A drawn placeholder for a product with no pictures. */
function NoPictures() {
  const t = useT();
  return (
    <div className="relative aspect-square overflow-hidden rounded-[var(--radius-card)] bg-cream-100" role="img" aria-label={t('shop.gallery.none')}>
      <IkatPattern palette="cream" scale={0.8} />
      <div className="absolute inset-0 grid place-items-center">
        <span className="flex flex-col items-center gap-2 rounded-2xl bg-white/90 px-5 py-4 text-sm font-medium text-ink-500 shadow-sm">
          <ImageIcon size={28} />
          {t('shop.gallery.none')}
        </span>
      </div>
    </div>
  );
}

const ARROW = 'absolute top-1/2 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-indigo-900 shadow-md transition-opacity hover:bg-white disabled:opacity-0 sm:grid';

/** The side buttons and the "n / count" badge over the hero. */
function GalleryArrows({ index, count, go }: { index: number; count: number; go(i: number): void }) {
  const t = useT();
  return (
    <>
      <button type="button" onClick={() => go(index - 1)} disabled={index === 0} aria-label={t('shop.gallery.prev')} className={`left-3 ${ARROW}`}>
        <ChevronLeftIcon size={22} />
      </button>
      <button type="button" onClick={() => go(index + 1)} disabled={index === count - 1} aria-label={t('shop.gallery.next')} className={`right-3 ${ARROW}`}>
        <ChevronRightIcon size={22} />
      </button>
      <span aria-hidden="true" className="absolute bottom-3 right-3 rounded-full bg-ink-900/70 px-2.5 py-1 text-xs font-semibold text-white tabular-nums">
        {index + 1} / {count}
      </span>
    </>
  );
}

/** The thumbnails that pick a slide: a named group of buttons (the carousel pattern), not a named list. */
function GalleryThumbs({ images, index, go }: { images: ProductImage[]; index: number; go(i: number): void }) {
  const t = useT();
  return (
    <div role="group" className="mt-3 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]" aria-label={t('shop.gallery.thumbs')}>
      {images.map((img, i) => (
        <button
          key={img.id}
          type="button"
          onClick={() => go(i)}
          aria-label={t('shop.gallery.show', { n: i + 1 })}
          aria-current={i === index ? 'true' : undefined}
          className={`block shrink-0 overflow-hidden rounded-xl ring-2 ring-offset-2 ring-offset-cream-50 transition ${i === index ? 'ring-indigo-800' : 'ring-transparent opacity-75 hover:opacity-100'}`}
        >
          <SmartImage src={img.image} alt="" sizes="80px" aspect="aspect-square" className="size-16 sm:size-20" as="span" />
        </button>
      ))}
    </div>
  );
}

/**
 * The product's pictures (spec §2): a hero image with thumbnails under it, or a drawn placeholder when
 * the product has none. The hero is a native scroll-snap strip, so a finger swipes it exactly like any
 * phone gallery (momentum included, no script in the way); arrow keys, Home and End move it when
 * focused, thumbnails and the side buttons jump to a picture. Only the first picture loads at once.
 */
export function Gallery({ images, title }: { images: ProductImage[]; title: string }) {
  const t = useT();
  const count = images.length;
  const { trackRef, index, go, onScroll, onKeyDown } = useSnapStrip(count);
  if (count === 0) return <NoPictures />;
  return (
    <div>
      <div className="relative">
        {/* A named section is a region landmark: the carousel pattern's container, as a native element. */}
        <section
          ref={trackRef}
          onScroll={onScroll}
          onKeyDown={count > 1 ? onKeyDown : undefined}
          tabIndex={count > 1 ? 0 : undefined}
          aria-roledescription={t('shop.gallery.roledescription')}
          aria-label={t('shop.gallery.label', { title })}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-[var(--radius-card)] bg-cream-100 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {images.map((img, i) => (
            <div key={img.id} role="group" aria-roledescription={t('shop.gallery.slide')} aria-label={`${i + 1} / ${count}`} className="w-full shrink-0 snap-center snap-always">
              <SmartImage src={img.image} alt={count > 1 ? t('shop.gallery.alt', { title, n: i + 1 }) : title} sizes={HERO_SIZES} aspect="aspect-square" priority={i === 0} />
            </div>
          ))}
        </section>
        {count > 1 ? <GalleryArrows index={index} count={count} go={go} /> : null}
      </div>
      {count > 1 ? <GalleryThumbs images={images} index={index} go={go} /> : null}
    </div>
  );
}
