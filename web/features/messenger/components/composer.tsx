import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@shared/schemas/messenger';
import { useCoarsePointer } from '@web/components/ui/use-coarse-pointer';
import { useT } from '@web/lib/i18n';

interface ComposerProps {
  onSend(text: string): boolean;
  onTyping(typing: boolean): void;
  disabled?: boolean;
}

const BASE_HEIGHT = 50; // spec §2: the input is 50 px high
const MAX_HEIGHT = 136;

/**
 * Whether a key press sends (issue 40): on a desktop Enter sends and Shift+Enter breaks the line; on a
 * touch screen (a coarse pointer: no Shift at hand) Enter breaks the line and the send button sends,
 * as in Telegram. Never while an input method composes (Enter confirms its word).
 */
export const enterSends = (e: { key: string; shiftKey: boolean; isComposing: boolean }, touch: boolean) => e.key === 'Enter' && !e.shiftKey && !e.isComposing && !touch;

/**
 * The message input (placeholder 'Matn', 50 px high) and the send button, with the keys' hint under
 * them (enterSends); sending clears the input (spec §4); whitespace-only text is not sent (spec §5).
 */
export function Composer({ onSend, onTyping, disabled = false }: ComposerProps) {
  const t = useT();
  const touch = useCoarsePointer();
  const hintId = useId();
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);

  const resize = (el: HTMLTextAreaElement) => {
    // Grows with its lines (up to about five), so longer messages stay readable on phones.
    el.style.height = `${BASE_HEIGHT}px`;
    el.style.height = `${Math.min(MAX_HEIGHT, Math.max(BASE_HEIGHT, el.scrollHeight))}px`;
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (disabled || !text.trim()) return;
    if (onSend(text)) {
      setText('');
      if (ref.current) ref.current.style.height = `${BASE_HEIGHT}px`;
    }
    ref.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (enterSends({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing }, touch)) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-x-2 gap-y-1 border-t border-ink-100 bg-white p-2.5 sm:p-3">
      <label htmlFor={`${hintId}-input`} className="sr-only">
        {t('messenger.inputLabel')}
      </label>
      <textarea
        id={`${hintId}-input`}
        ref={ref}
        rows={1}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={t('messenger.placeholder')}
        aria-describedby={hintId}
        enterKeyHint={touch ? 'enter' : 'send'}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          resize(e.target);
          onTyping(e.target.value.trim() !== '');
        }}
        onBlur={() => onTyping(false)}
        onKeyDown={onKeyDown}
        style={{ height: BASE_HEIGHT }}
        className="block min-w-0 flex-1 resize-none rounded-2xl border border-ink-300 bg-cream-50 px-4 py-[13px] text-base leading-[22px] text-ink-900 placeholder:text-ink-500 focus:border-indigo-600 focus:bg-white focus:ring-2 focus:ring-indigo-100 focus:outline-none disabled:opacity-60"
      />
      <button
        type="submit"
        disabled={disabled || !text.trim()}
        aria-label={t('messenger.send')}
        title={t('messenger.send')}
        className="grid size-[50px] shrink-0 place-items-center rounded-2xl bg-indigo-800 text-white transition-colors hover:bg-indigo-700 disabled:cursor-not-allowed disabled:bg-ink-300"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round">
          <path d="M22 2 11 13" />
          <path d="m22 2-7 20-4-9-9-4 20-7z" />
        </svg>
      </button>
      <p id={hintId} className="w-full px-1 text-xs text-ink-500" data-testid="composer-hint">
        {touch ? t('messenger.inputHintTouch') : t('messenger.inputHint')}
      </p>
    </form>
  );
}
