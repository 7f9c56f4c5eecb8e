import { SEARCH_QUERY_MAX } from '@shared/constants';

/** The words of a list page's address (?q=) as its loader and its page both read them: trimmed, at most what the API takes. */
export const searchParamOf = (params: URLSearchParams): string => (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
