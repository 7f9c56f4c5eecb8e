import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@web/lib/i18n';
import { PROSE } from '@web/components/ui/prose';
import { commentsQueryOptions } from '../api/get-comments';
import { CommentList } from './comment-list';

type Tab = 'description' | 'comments';
const TABS: Tab[] = ['description', 'comments'];

/**
 * The two tabs of the product page (spec §2, §4): 'Mahsulot tarifi' (the description) and 'Fikrlar'
 * (comments). The open tab is kept in the URL (?tab=comments), so signing in to comment, a shared
 * link or the back button return to the same tab. Arrow keys, Home and End move between tabs (WAI-ARIA
 * tabs pattern); comments load only when their tab is opened, and start loading on hover or focus.
 */
export function ProductTabs({ meta, description }: { meta: string; description: string }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const active: Tab = params.get('tab') === 'comments' ? 'comments' : 'description';
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ description: null, comments: null });

  const select = (tab: Tab, focus = false) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (tab === 'comments') next.set('tab', 'comments');
        else next.delete('tab');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    if (focus) refs.current[tab]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.indexOf(active);
    const target = { ArrowRight: TABS[(i + 1) % TABS.length], ArrowLeft: TABS[(i - 1 + TABS.length) % TABS.length], Home: TABS[0], End: TABS[TABS.length - 1] }[e.key];
    if (target) {
      e.preventDefault();
      select(target, true);
    }
  };

  const warmComments = () => void queryClient.prefetchQuery(commentsQueryOptions(meta));
  const labels: Record<Tab, string> = { description: t('shop.product.tabDescription'), comments: t('shop.product.tabComments') };

  return (
    <section className="mt-10 sm:mt-14">
      <div role="tablist" aria-label={t('shop.product.tabs')} onKeyDown={onKeyDown} className="flex gap-1 border-b border-ink-100">
        {TABS.map((tab) => {
          const on = tab === active;
          return (
            <button
              key={tab}
              ref={(el) => {
                refs.current[tab] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab}`}
              aria-selected={on}
              aria-controls={`${id}-panel-${tab}`}
              tabIndex={on ? 0 : -1}
              onClick={() => select(tab)}
              onPointerEnter={tab === 'comments' ? warmComments : undefined}
              onFocus={tab === 'comments' ? warmComments : undefined}
              className={`relative -mb-px min-h-12 rounded-t-lg px-4 text-[15px] font-semibold transition-colors sm:px-6 sm:text-base ${
                on ? 'border-b-[3px] border-pomegranate-600 text-indigo-900' : 'border-b-[3px] border-transparent text-ink-500 hover:text-indigo-800'
              }`}
            >
              {labels[tab]}
            </button>
          );
        })}
      </div>
      {TABS.map((tab) =>
        tab === active ? (
          <div key={tab} role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} tabIndex={0} className="rounded-b-lg pt-6 focus-visible:outline-offset-4">
            {tab === 'description' ? (
              description.trim() ? (
                // Sanitised on the server with an allow-list before it is stored (see PROSE above).
                <div data-user-content className={PROSE} dangerouslySetInnerHTML={{ __html: description }} />
              ) : (
                <p className="text-ink-500">{t('shop.product.noDescription')}</p>
              )
            ) : (
              <CommentList meta={meta} />
            )}
          </div>
        ) : (
          // The closed tab's panel exists (its tab points at it) but stays empty: comments load only when opened.
          <div key={tab} role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} hidden />
        ),
      )}
    </section>
  );
}
