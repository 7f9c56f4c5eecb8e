import { isValidElement, type ReactNode } from 'react';
import { useMessageText, type Message } from '@web/lib/i18n';

/**
 * A form-level message (server errors that belong to no single input, or a success text): a Message
 * (a code shown in the reader's language, see applyApiError) or any content.
 */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode | Message }) {
  const text = useMessageText();
  if (!children) return null;
  const content = typeof children === 'string' || (typeof children === 'object' && 'code' in children && !isValidElement(children)) ? text(children as Message) : (children as ReactNode);
  const styles = {
    error: 'border-pomegranate-600 bg-pomegranate-100 text-pomegranate-700',
    success: 'border-mulberry-600 bg-mulberry-100 text-mulberry-700',
    info: 'border-indigo-600 bg-indigo-50 text-indigo-900',
  }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm ${styles}`}>
      {content}
    </div>
  );
}
