import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { DotsIcon } from '@web/components/ui/icons';

export type RowAction =
  | { label: string; to: string; external?: boolean; tone?: 'danger' }
  | { label: string; onSelect(): void; tone?: 'danger'; disabled?: boolean };

/**
 * The row action button of spec §2 (unfinished in the original): a "⋯" button opening a small list
 * of actions. It is a native popover, so it sits in the top layer (never clipped by a scrolling
 * table) and closes on Escape or a click outside; arrow keys move between items.
 */
export function RowActions({ label, actions }: { label: string; actions: RowAction[] }) {
  const t = useT();
  const id = useId().replace(/:/g, '');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  usePopoverMenu(buttonRef, menuRef);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('a,button:not(:disabled)') ?? [])];
    if (!items.length) return;
    e.preventDefault();
    const i = items.indexOf(document.activeElement as HTMLElement);
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : (i + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
    items[next].focus();
  };

  const hide = () => {
    menuRef.current?.hidePopover();
    buttonRef.current?.focus();
  };
  const item = 'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-medium hover:bg-indigo-50 focus-visible:bg-indigo-50 disabled:opacity-60';

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={`row-actions-${id}`}
        aria-label={t('admin.table.actionsFor', { name: label })}
        className="grid size-10 place-items-center rounded-xl text-ink-700 hover:bg-indigo-50 hover:text-indigo-900"
      >
        <DotsIcon size={20} />
      </button>
      <div
        ref={menuRef}
        id={`row-actions-${id}`}
        popover="auto"
        role="group"
        aria-label={t('admin.table.actionsFor', { name: label })}
        onKeyDown={onKeyDown}
        className="fixed m-0 min-w-[200px] rounded-xl border border-ink-100 bg-white p-1.5 text-ink-900 shadow-xl [inset:auto]"
      >
        <ul>
          {actions.map((a) => (
            <li key={a.label}>
              {'to' in a ? (
                a.external ? (
                  <a href={a.to} className={`${item} ${a.tone === 'danger' ? 'text-pomegranate-700' : ''}`} onClick={hide}>
                    {a.label}
                  </a>
                ) : (
                  <Link to={a.to} className={`${item} ${a.tone === 'danger' ? 'text-pomegranate-700' : ''}`} onClick={hide}>
                    {a.label}
                  </Link>
                )
              ) : (
                <button
                  type="button"
                  className={`${item} ${a.tone === 'danger' ? 'text-pomegranate-700 hover:bg-pomegranate-100' : ''}`}
                  disabled={a.disabled}
                  onClick={() => {
                    hide();
                    a.onSelect();
                  }}
                >
                  {a.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/**
 * The menu's placement and focus: placed under its button (flipped up when there is no room) as it
 * opens, its first item focused; closed when the page scrolls or resizes.
 */
function usePopoverMenu(buttonRef: RefObject<HTMLButtonElement | null>, menuRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (!menu || !button) return;
    const place = () => {
      // Anchor below the button, right-aligned, flipped up when there is no room below. Before the
      // menu is shown it has no size yet: estimate it from the item count (44 px rows).
      const r = button.getBoundingClientRect();
      const w = Math.max(menu.offsetWidth, 200);
      const h = menu.offsetHeight || menu.querySelectorAll('li').length * 44 + 14;
      const left = Math.min(Math.max(8, r.right - w), window.innerWidth - w - 8);
      const below = r.bottom + 4;
      const top = below + h > window.innerHeight - 8 && r.top - h - 4 > 8 ? r.top - h - 4 : below;
      menu.style.left = `${left}px`;
      menu.style.top = `${top}px`;
    };
    const close = () => menu.matches(':popover-open') && menu.hidePopover();
    const onBeforeToggle = (e: Event) => {
      if ((e as ToggleEvent).newState === 'open') place();
    };
    const onToggle = (e: Event) => {
      if ((e as ToggleEvent).newState === 'open') {
        place();
        menu.querySelector<HTMLElement>('a,button:not(:disabled)')?.focus({ preventScroll: true });
        // A fixed menu would drift away from its row when the page scrolls: close it instead.
        window.addEventListener('scroll', close, { capture: true, once: true });
        window.addEventListener('resize', close, { once: true });
      } else {
        window.removeEventListener('scroll', close, { capture: true });
        window.removeEventListener('resize', close);
      }
    };
    menu.addEventListener('beforetoggle', onBeforeToggle);
    menu.addEventListener('toggle', onToggle);
    return () => {
      menu.removeEventListener('beforetoggle', onBeforeToggle);
      menu.removeEventListener('toggle', onToggle);
      window.removeEventListener('scroll', close, { capture: true });
      window.removeEventListener('resize', close);
    };
  }, [buttonRef, menuRef]);
}
