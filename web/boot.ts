import { SSR_DATA_ID } from './app/ssr-data';
import './styles/app.css';

/**
 * The page's only script at first: a server-rendered page is read, followed by its links and searched
 * through its forms without JavaScript, so the app's code (React, the router, the page's code:
 * ~165 KB gzip, web/main.tsx) is asked for only once the page has loaded — its HTML, stylesheet,
 * font and first images have had the phone's bandwidth to themselves — or at the reader's first
 * touch, key or focus, whichever comes first. On a slow network this is what brings the largest
 * paint forward (docs/decisions/0003-page-load.md measures it); a page the browser renders itself
 * (sign-in, profile, admin: no server HTML) starts the app at once, since there the code is the content.
 *
 * A tap on a button before the app has taken the page over would be lost (React listens only once it
 * runs): the button is remembered and pressed again once the page is hydrated. Links and forms need
 * no replay: the browser follows them itself.
 */
const TRIGGERS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
let started = false;
let tapped: HTMLElement | null = null;

function rememberTap(event: Event) {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[type="button"], [role="button"]') : null;
  if (button) tapped = button;
}

function start() {
  if (started) return;
  started = true;
  removeEventListener('load', startAfterPaint);
  for (const type of TRIGGERS) removeEventListener(type, start, true);
  void import('./main').then(({ rootCreated, hydrated }) => {
    // From here React sees taps itself; one taken before is pressed again once the page is its.
    void rootCreated.then(() => removeEventListener('click', rememberTap, true));
    void hydrated.then(() => {
      tapped?.click();
      tapped = null;
    });
  });
}

/** How long the app waits for the pictures in view at most, after `load` (a stalled picture must not keep the buttons dead). */
const PICTURES_WAIT_MS = 3000;

/**
 * The pictures in view still on their way. `load` does not wait for lazily loaded ones, and a card's
 * picture in view is lazy on some lists: it may be the page's largest paint.
 */
function picturesInView(): Promise<unknown>[] {
  return [...document.images]
    .filter((img) => {
      if (img.complete) return false;
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    })
    .map((img) => new Promise((resolve) => ['load', 'error'].forEach((type) => img.addEventListener(type, resolve, { once: true }))));
}

/**
 * Once the page has loaded, its pictures in view have arrived and the frame after that is drawn: on a
 * page whose pictures are few (home's are drawn patterns) `load` can come before the first paint, and
 * code asked for before the page is drawn competes with what is drawn.
 */
function startAfterPaint() {
  const timeout = new Promise((resolve) => setTimeout(resolve, PICTURES_WAIT_MS));
  void Promise.race([Promise.all(picturesInView()), timeout]).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
}

if (!document.getElementById(SSR_DATA_ID) || document.readyState === 'complete') start();
else {
  addEventListener('load', startAfterPaint);
  for (const type of TRIGGERS) addEventListener(type, start, { capture: true, passive: true });
  addEventListener('click', rememberTap, true);
}
