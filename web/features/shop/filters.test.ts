import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersToQuery, filtersToSearchParams, parseFilters, withFilters } from './filters';

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('shop filters in the URL', () => {
  it('reads an empty URL as the defaults', () => {
    expect(parse('')).toEqual({ q: '', category: undefined, price_min: undefined, price_max: undefined, region: undefined, verified: false, sort: 'newest', page: 1 });
    expect(filtersToSearchParams(parse('')).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const qs = 'q=atlas&category=ipak-romollar&price_min=100000&price_max=500000&region=13&verified=1&sort=price_asc&page=3';
    const f = parse(qs);
    expect(f).toEqual({ q: 'atlas', category: 'ipak-romollar', price_min: 100000, price_max: 500000, region: 13, verified: true, sort: 'price_asc', page: 3 });
    expect(filtersToSearchParams(f).toString()).toBe(qs);
  });

  it('ignores what it cannot read instead of failing', () => {
    expect(parse('sort=cheapest&page=-2&region=abc&price_min=ten&verified=yes')).toMatchObject({ sort: 'newest', page: 1, region: undefined, price_min: undefined, verified: false });
  });

  it('swaps a reversed price range', () => {
    expect(parse('price_min=500000&price_max=100000')).toMatchObject({ price_min: 100000, price_max: 500000 });
  });

  it('starts again from page 1 when a filter changes', () => {
    expect(withFilters(parse('page=4&q=atlas'), { sort: 'views' })).toMatchObject({ page: 1, sort: 'views', q: 'atlas' });
  });

  it('builds the API query and counts the narrowing filters', () => {
    const f = parse('q=%D0%B0%D1%82%D0%BB%D0%B0%D1%81&verified=1&region=2');
    expect(filtersToQuery(f, 12)).toMatchObject({ q: 'атлас', verified: true, region: 2, sort: 'newest', page: 1, page_size: 12 });
    expect(activeFilterCount(f)).toBe(2);
  });
});
