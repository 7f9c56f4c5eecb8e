import type { ChangeEvent, InputHTMLAttributes } from 'react';

interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  id: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The button's words, e.g. 'Rasm tanlash' (from the dictionary). */
  buttonText: string;
  /** What is chosen: the file's name, or the dictionary's 'no file chosen'. */
  status: string;
}

/**
 * A file input that speaks the reader's language: the browser's own button ('Choose File', in the
 * browser's language) is hidden and our button, a label for the input, stands in its place. The input
 * stays in the page (visually hidden), so keyboard and screen readers use it as usual; its focus ring
 * shows on our button.
 */
export function FilePicker({ id, buttonText, status, ...input }: FilePickerProps) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-3">
      <input id={id} type="file" className="peer sr-only" {...input} />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-xl bg-indigo-50 px-4 text-sm font-semibold text-indigo-900 hover:bg-indigo-100 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600"
      >
        {buttonText}
      </label>
      <span className="min-w-0 truncate text-sm text-ink-700" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
