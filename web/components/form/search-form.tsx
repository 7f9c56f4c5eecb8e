import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { withQuery } from '@shared/paths';
import { SEARCH_QUERY_MAX } from '@shared/constants';
import { SearchIcon } from '@web/components/ui/icons';
import { searchParamOf } from '@web/lib/search-param';

/**
 * A words box of a list page: a plain GET form of the page (`?q=`), so it works before the page's
 * script runs (the server renders the result); with the script, `onSubmit` applies the words in place.
 * `hidden` carries the list's other filters along in the plain form.
 */
export function SearchForm({
  action,
  value,
  onValueChange,
  onSubmit,
  label,
  placeholder,
  submitLabel,
  hidden = {},
  className = '',
  inputClassName = '',
}: {
  action: string;
  value: string;
  onValueChange(value: string): void;
  onSubmit(event: FormEvent): void;
  label: string;
  placeholder: string;
  submitLabel: string;
  hidden?: Record<string, string>;
  className?: string;
  inputClassName?: string;
}) {
  const id = useId();
  return (
    <form role="search" action={action} method="get" onSubmit={onSubmit} className={`flex min-w-0 gap-2 ${className}`}>
      {Object.entries(hidden).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <label htmlFor={`${id}-q`} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <SearchIcon size={18} className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-ink-500" />
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          enterKeyHint="search"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          placeholder={placeholder}
          maxLength={SEARCH_QUERY_MAX}
          className={`input pl-10 ${inputClassName}`}
        />
      </div>
      <button type="submit" className="btn-primary shrink-0 px-4">
        {submitLabel}
      </button>
    </form>
  );
}

/** A typed value kept in step with the URL (back/forward, a cleared filter) without losing what is being typed. */
export function useSyncedDraft(value: string): [string, (v: string) => void] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  return [draft, setDraft];
}

/**
 * The words box of a page whose only filter is its words (the news' and the courses' index): bound to
 * the address's `?q=`. Before the script runs it is a plain GET form of `action`; with it, a search
 * changes the address in place, starting at page 1 (nothing else of the address is kept).
 */
export function AddressSearchForm(props: { action: string; label: string; placeholder: string; submitLabel: string; className?: string; inputClassName?: string }) {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useSyncedDraft(searchParamOf(params));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = draft.trim().slice(0, SEARCH_QUERY_MAX);
    setParams(q ? { q } : {});
  };
  return <SearchForm {...props} value={draft} onValueChange={setDraft} onSubmit={onSubmit} />;
}

/**
 * A words box that searches another page (a not-found page's way on, issue 40): a plain GET form of
 * `action` before the script runs; with it, the search opens there in place.
 */
export function GoSearchForm(props: { action: string; label: string; placeholder: string; submitLabel: string; className?: string }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = draft.trim().slice(0, SEARCH_QUERY_MAX);
    void navigate(q ? withQuery(props.action, { q }) : props.action);
  };
  return <SearchForm {...props} value={draft} onValueChange={setDraft} onSubmit={onSubmit} />;
}
