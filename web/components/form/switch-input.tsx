import type { InputHTMLAttributes } from 'react';

/**
 * An on/off switch: a native checkbox with role="switch" drawn as a sliding knob (keyboard, forms and
 * screen readers work as for any checkbox). Its label is the caller's (<label htmlFor>).
 */
export function SwitchInput({ className = '', ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'>) {
  return (
    <input
      type="checkbox"
      role="switch"
      {...input}
      className={`relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-ink-300 transition-colors before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-mulberry-600 checked:before:translate-x-5 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
    />
  );
}
