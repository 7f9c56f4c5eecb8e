import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
// The legacy build: pdf.js's modern build needs the newest browsers, and many readers open the
// documents on older phones. Both the library and its worker are our own files (Vite puts them
// under /assets), never a CDN; this module is loaded only by the document page, in the browser.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { useI18n } from '@web/lib/i18n';
import { PDFJS_RESOURCES } from '../lib/pdfjs-resources';
import { Spinner } from '@web/components/ui/spinner';
import { ChevronLeftIcon, ChevronRightIcon, MinusIcon, PlusIcon } from '@web/components/ui/icons';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Zoom steps, as multiples of the width that fits the page's column (1 = fit, the default). */
const ZOOM_MIN = 0.5;
const ZOOM_MAX = 3;
const ZOOM_STEP = 0.25;

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; pdf: PDFDocumentProxy };

/**
 * A PDF rendered in the page with pdf.js: one page at a time on a canvas, the width of its column by
 * default (a 360 px phone included), with previous/next page, the page number and zoom in/out. A
 * spinner while the file or a page is being drawn.
 */
export default function PdfViewer({ url, title, onSized }: { url: string; title: string; /** Called once the first page's size is known (the page may give up the room it kept). */ onSized?: () => void }) {
  const { t } = useI18n();
  const [pageNumber, setPageNumber] = useState(1);
  const load = usePdfDocument(url, () => setPageNumber(1));
  const [zoom, setZoom] = useState(1);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const width = useElementWidth(frame, load.state);
  const { drawing, shown } = usePdfPage({ load, pageNumber, zoom, width, canvas, onSized });

  if (load.state === 'error') {
    return (
      <p role="alert" className="rounded-[var(--radius-card)] bg-pomegranate-100 p-6 text-center text-pomegranate-700">
        {t('news.documents.pdfError')}
      </p>
    );
  }

  const pages = load.state === 'ready' ? load.pdf.numPages : 0;
  const busy = load.state === 'loading' || drawing;
  return (
    <section aria-label={title} aria-busy={busy} className="rounded-[var(--radius-card)] border border-ink-100 bg-cream-50 p-2 sm:p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <Stepper
          less={{ label: t('news.documents.previous'), icon: <ChevronLeftIcon />, disabled: pageNumber <= 1, onClick: () => setPageNumber((n) => Math.max(1, n - 1)) }}
          more={{ label: t('news.documents.next'), icon: <ChevronRightIcon />, disabled: !pages || pageNumber >= pages, onClick: () => setPageNumber((n) => Math.min(pages, n + 1)) }}
          value={{ text: pages ? t('news.documents.page', { page: pageNumber, pages }) : null, className: 'min-w-16', testId: 'pdf-page' }}
        />
        <Stepper
          less={{ label: t('news.documents.zoomOut'), icon: <MinusIcon />, disabled: zoom <= ZOOM_MIN, onClick: () => setZoom((z) => Math.max(ZOOM_MIN, z - ZOOM_STEP)) }}
          more={{ label: t('news.documents.zoomIn'), icon: <PlusIcon />, disabled: zoom >= ZOOM_MAX, onClick: () => setZoom((z) => Math.min(ZOOM_MAX, z + ZOOM_STEP)) }}
          value={{ text: t('news.documents.zoom', { percent: Math.round(zoom * 100) }), className: 'min-w-12', testId: 'pdf-zoom' }}
        />
      </div>
      <div ref={frame} className="relative min-h-64 w-full overflow-auto">
        {busy ? (
          <div className="absolute inset-0 z-10 grid place-items-center">
            <Spinner size={32} label={t('news.documents.pdfLoading')} className="text-indigo-900" />
          </div>
        ) : null}
        <canvas ref={canvas} className={`mx-auto bg-white shadow ${shown ? 'block' : 'hidden'}`} data-testid="pdf-canvas" aria-label={title} role="img" />
      </div>
    </section>
  );
}

/** The document: loaded once per address (`onNew` runs as it starts), and let go (with its worker's copy) when the page is left. */
function usePdfDocument(url: string, onNew: () => void): Load {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    setLoad({ state: 'loading' });
    onNew();
    const task = getDocument({ url, ...PDFJS_RESOURCES });
    let left = false;
    task.promise.then(
      (pdf) => !left && setLoad({ state: 'ready', pdf }),
      // A task let go (the page left, or another address) rejects too: only this one's failure shows.
      () => !left && setLoad({ state: 'error' }),
    );
    return () => {
      left = true;
      void task.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  return load;
}

/** The element's width, followed as the window turns or resizes (measured again when `key` changes: the element may be new). */
function useElementWidth(ref: RefObject<HTMLElement | null>, key: unknown): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, key]);
  return width;
}

interface PageDrawing {
  load: Load;
  pageNumber: number;
  zoom: number;
  width: number;
  canvas: RefObject<HTMLCanvasElement | null>;
  onSized?: () => void;
}

/**
 * One page drawn: scaled to the column times the zoom, sharp on dense screens. `drawing` while it is
 * drawn; `shown` once the canvas has a page's size: a canvas of the default 300 × 150 growing to the
 * column's width would move its left edge (a layout shift, 0.067 on a phone).
 */
function usePdfPage({ load, pageNumber, zoom, width, canvas, onSized }: PageDrawing) {
  const [drawing, setDrawing] = useState(true);
  const [shown, setShown] = useState(false);
  const onSizedRef = useRef(onSized);
  onSizedRef.current = onSized;
  useEffect(() => {
    if (load.state !== 'ready' || !width || !canvas.current) return;
    const target = canvas.current;
    let task: RenderTask | null = null;
    let cancelled = false;
    setDrawing(true);
    void load.pdf.getPage(pageNumber).then((page) => {
      if (cancelled) return;
      const fit = width / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale: fit * zoom });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      setShown(true);
      onSizedRef.current?.();
      task = page.render({ canvas: target, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      task.promise.then(
        () => !cancelled && setDrawing(false),
        () => !cancelled && setDrawing(false),
      );
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [load, pageNumber, zoom, width, canvas]);
  return { drawing, shown };
}

interface StepButton {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
}

const STEP_BUTTON = 'inline-grid size-11 place-items-center rounded-full border border-ink-300 bg-white text-indigo-900 transition hover:bg-cream-100 disabled:opacity-40';

/** A value between a step down and a step up (the page number, the zoom). */
function Stepper({ less, more, value }: { less: StepButton; more: StepButton; value: { text: ReactNode; className: string; testId: string } }) {
  return (
    <div className="flex items-center gap-2">
      <button type="button" className={STEP_BUTTON} aria-label={less.label} disabled={less.disabled} onClick={less.onClick}>
        {less.icon}
      </button>
      <span className={`${value.className} text-center text-sm tabular-nums text-ink-700`} data-testid={value.testId}>
        {value.text}
      </span>
      <button type="button" className={STEP_BUTTON} aria-label={more.label} disabled={more.disabled} onClick={more.onClick}>
        {more.icon}
      </button>
    </div>
  );
}
