import { useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { HERO_AUTOPLAY_MS, HERO_TRANSITION_MS } from '@shared/constants';
import { useT } from '@web/lib/i18n';
import { PauseIcon, PlayIcon } from '@web/components/ui/icons';
import { AtlasCloth, CocoonMedallion, IkatPattern, type IkatPalette } from '@web/components/ui/ikat';
import { useReducedMotion } from '@web/components/ui/use-reduced-motion';
import { paths } from '@web/lib/paths';
import { ArrowLink } from '@web/components/ui/arrow-link';

/** Six slides alternating between two samples (spec §1); each repeat gets its own cloth colours. */
const SLIDES: { sample: 'a' | 'b'; cloth: [IkatPalette, IkatPalette] }[] = [
  { sample: 'a', cloth: ['pomegranate', 'saffron'] },
  { sample: 'b', cloth: ['indigo', 'mulberry'] },
  { sample: 'a', cloth: ['mulberry', 'pomegranate'] },
  { sample: 'b', cloth: ['saffron', 'indigo'] },
  { sample: 'a', cloth: ['saffron', 'mulberry'] },
  { sample: 'b', cloth: ['pomegranate', 'saffron'] },
];

/**
 * The slide shown, moving on every HERO_AUTOPLAY_MS while playing: not while the pointer or keyboard
 * focus is inside (the returned handlers tell), nor when paused with the button, nor ever for visitors
 * who prefer reduced motion.
 */
function useAutoplay(count: number) {
  const reduced = useReducedMotion();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const playing = !reduced && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    // A timeout keyed on the active slide: choosing a dot restarts the full interval from there.
    const id = window.setTimeout(() => setActive((a) => (a + 1) % count), HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(id);
  }, [active, playing, count]);

  const handlers = {
    onPointerEnter: (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { active, setActive, playing, reduced, userPaused, togglePaused: () => setUserPaused((p) => !p), handlers };
}

/** One slide: its words and its artwork; a hidden one is inert, so Tab and screen readers only meet the visible one. */
function HeroSlide({ slide, index, current }: { slide: (typeof SLIDES)[number]; index: number; current: boolean }) {
  const t = useT();
  return (
    <div
      role="group"
      aria-roledescription={t('home.hero.slide')}
      aria-label={`${index + 1} / ${SLIDES.length}`}
      aria-hidden={!current}
      inert={!current}
      data-active={current}
      className="hero-slide grid items-center gap-8 md:grid-cols-[1.15fr_0.85fr] lg:gap-14"
      style={{ opacity: current ? 1 : 0, visibility: current ? 'visible' : 'hidden', transitionDuration: `${HERO_TRANSITION_MS}ms` }}
    >
      <div className="max-w-2xl">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-saffron-400 ring-1 ring-white/15">
          <span className="size-1.5 rounded-full bg-saffron-400" aria-hidden="true" />
          {t(`home.hero.${slide.sample}.eyebrow`)}
        </p>
        <h2 className="mt-5 text-[2rem] font-extrabold leading-[1.1] tracking-tight text-balance sm:text-5xl lg:text-[3.5rem]">{t(`home.hero.${slide.sample}.title`)}</h2>
        <p className="mt-5 max-w-xl text-base leading-relaxed text-indigo-100 sm:text-lg">{t(`home.hero.${slide.sample}.text`)}</p>
      </div>
      <HeroArt sample={slide.sample} cloth={slide.cloth} />
    </div>
  );
}

/** The three calls to action: the shop, the announcements, the courses. */
function HeroActions() {
  const t = useT();
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <ArrowLink to={paths.shop()} className="btn bg-saffron-500 px-6 text-base text-indigo-950 hover:bg-saffron-400">
        {t('home.hero.ctaShop')}
      </ArrowLink>
      <Link to={paths.announcements()} className="btn border border-white/40 px-6 text-base text-white hover:bg-white/10">
        {t('home.hero.ctaAnnouncements')}
      </Link>
      <Link to={paths.courses()} className="btn px-4 text-base text-white underline decoration-saffron-400 decoration-2 underline-offset-8 hover:text-saffron-400">
        {t('home.hero.ctaCourses')}
      </Link>
    </div>
  );
}

/** The dots that jump to a slide, and the pause/play button (none for reduced motion). */
function HeroControls({ autoplay }: { autoplay: ReturnType<typeof useAutoplay> }) {
  const t = useT();
  const { active, setActive, reduced, userPaused, togglePaused } = autoplay;
  return (
    <div className="mt-10 flex items-center gap-3">
      {/* The slide pickers: a named group of buttons (the carousel pattern), not a named list. */}
      <div role="group" className="flex items-center" aria-label={t('home.hero.dots')}>
        {SLIDES.map((_, i) => (
          <button key={i} type="button" onClick={() => setActive(i)} aria-label={t('home.hero.goTo', { n: i + 1 })} aria-current={i === active ? 'true' : undefined} className="group grid size-11 place-items-center rounded-full sm:h-8 sm:w-7">
            <span aria-hidden="true" className={`block h-2 rounded-full transition-all duration-300 motion-reduce:transition-none ${i === active ? 'w-6 bg-saffron-400' : 'w-2 bg-white/45 group-hover:bg-white/80'}`} />
          </button>
        ))}
      </div>
      {reduced ? null : (
        <button
          type="button"
          onClick={togglePaused}
          aria-label={userPaused ? t('home.hero.play') : t('home.hero.pause')}
          title={userPaused ? t('home.hero.play') : t('home.hero.pause')}
          className="grid size-11 place-items-center rounded-full text-white/80 sm:size-8 ring-1 ring-white/25 hover:bg-white/10 hover:text-white"
        >
          {userPaused ? <PlayIcon size={12} /> : <PauseIcon size={12} />}
        </button>
      )}
    </div>
  );
}

/**
 * The home hero (spec §1): cross-fading slides that loop, autoplay every HERO_AUTOPLAY_MS with a
 * HERO_TRANSITION_MS fade, dots that jump to a slide and three calls to action. The artwork is
 * inline SVG, so the largest paint is text and nothing waits on an image.
 *
 * Accessibility (WAI carousel pattern): autoplay stops while the pointer or keyboard focus is inside,
 * can be paused with a button, and never starts for visitors who prefer reduced motion. Hidden slides
 * are inert, so Tab and screen readers only meet the visible one.
 */
export function HeroCarousel() {
  const t = useT();
  const autoplay = useAutoplay(SLIDES.length);
  return (
    <section aria-roledescription={t('home.hero.carousel')} aria-label={t('home.hero.label')} className="on-dark relative isolate overflow-hidden bg-indigo-950 text-white" {...autoplay.handlers}>
      <HeroBackdrop />
      <h1 className="sr-only">{t('home.hero.h1')}</h1>
      <div className="page relative pb-10 pt-[calc(var(--topbar-h)+var(--navbar-h)+2rem)] sm:pb-14 lg:pb-16 lg:pt-[calc(var(--topbar-h)+var(--navbar-h)+3rem)]">
        <div className="hero-slides" aria-live={autoplay.playing ? 'off' : 'polite'}>
          {SLIDES.map((slide, i) => (
            <HeroSlide key={i} slide={slide} index={i} current={i === autoplay.active} />
          ))}
        </div>
        <HeroActions />
        <HeroControls autoplay={autoplay} />
      </div>
    </section>
  );
}

/** Dark indigo field with a faint ikat lattice and warm light from the right. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <IkatPattern palette="night" scale={1.1} className="absolute inset-0 opacity-70" />
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_80%_30%,rgb(200_50_60/0.35),transparent_55%),radial-gradient(ellipse_at_10%_90%,rgb(242_182_50/0.12),transparent_50%)]" />
      <div className="absolute inset-0 bg-gradient-to-r from-indigo-950 via-indigo-950/85 to-indigo-950/30" />
    </div>
  );
}

/** A length of atlas hanging from a wooden rod, with soft folds and a fringe, so it reads as cloth. */
function HangingCloth({ palette, className }: { palette: IkatPalette; className: string }) {
  return (
    <div className={className}>
      <div className="absolute -inset-x-[7%] top-0 h-3 rounded-full bg-[#7a4a2a] shadow-md" />
      <div className="absolute inset-x-0 bottom-4 top-1.5 overflow-hidden rounded-b-md shadow-2xl">
        <AtlasCloth palette={palette} className="h-full w-full" />
        <div className="absolute inset-0 bg-[linear-gradient(90deg,rgb(0_0_0/0.24),transparent_16%,rgb(255_255_255/0.12)_40%,transparent_56%,rgb(0_0_0/0.14)_78%,rgb(0_0_0/0.28))]" />
      </div>
      <div className="absolute inset-x-[2%] bottom-0 h-4 bg-[repeating-linear-gradient(90deg,#e9dcc0_0_2px,transparent_2px_6px)] opacity-80" />
    </div>
  );
}

function HeroArt({ sample, cloth }: { sample: 'a' | 'b'; cloth: [IkatPalette, IkatPalette] }) {
  if (sample === 'a') {
    return (
      <div aria-hidden="true" className="relative mx-auto hidden aspect-[5/4] w-full max-w-md md:block">
        <HangingCloth palette={cloth[0]} className="absolute left-[5%] top-[2%] h-[94%] w-[44%] -rotate-2" />
        <HangingCloth palette={cloth[1]} className="absolute right-[5%] top-[7%] h-[90%] w-[44%] rotate-2" />
      </div>
    );
  }
  return (
    <div aria-hidden="true" className="relative mx-auto hidden aspect-[5/4] w-full max-w-md md:block">
      <HangingCloth palette={cloth[0]} className="absolute right-[3%] top-0 h-full w-[32%]" />
      <CocoonMedallion className="absolute left-[2%] top-[8%] aspect-square w-[74%] overflow-hidden rounded-full bg-cream-100 shadow-2xl ring-8 ring-white/10" faded="opacity-40" scale={0.7} />
      <div className="absolute bottom-[6%] left-[8%] h-12 w-12 overflow-hidden rounded-2xl ring-4 ring-indigo-950">
        <IkatPattern palette={cloth[1]} scale={0.45} />
      </div>
    </div>
  );
}
