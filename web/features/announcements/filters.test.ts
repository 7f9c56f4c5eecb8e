import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  emptyFilters,
  filtersToQuery,
  filtersToSavedSearch,
  filtersToSearchParams,
  isNarrowed,
  parseFilters,
  savedSearchToFilters,
  withFilters,
} from './filters';

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('announcement filters in the URL', () => {
  it('reads an empty URL as the defaults, and writes them as nothing', () => {
    expect(parse('')).toEqual({
      q: '',
      type: undefined,
      region: undefined,
      district: undefined,
      work_time: undefined,
      price_from: undefined,
      price_to: undefined,
      negotiable: undefined,
      sort: 'newest',
      page: 1,
    });
    expect(filtersToSearchParams(parse('')).toString()).toBe('');
    expect(isNarrowed(parse(''))).toBe(false);
  });

  it('round-trips every filter', () => {
    const qs = "q=marg%27ilon&type=work&region=13&district=140&work_time=part_time&price_from=1000000&price_to=3000000&negotiable=false&sort=pay_desc&page=3";
    const f = parse(qs);
    expect(f).toEqual({ q: "marg'ilon", type: 'work', region: 13, district: 140, work_time: 'part_time', price_from: 1_000_000, price_to: 3_000_000, negotiable: false, sort: 'pay_desc', page: 3 });
    expect(filtersToSearchParams(f).toString()).toBe(qs);
    expect(activeFilterCount(f)).toBe(6);
  });

  it('takes the full type names too, and ignores what it cannot read', () => {
    expect(parse('type=service_announcement').type).toBe('service');
    expect(parse('type=job&work_time=night&sort=cheapest&page=-2&region=abc&price_from=ten&negotiable=maybe')).toMatchObject({
      type: undefined,
      work_time: undefined,
      sort: 'newest',
      page: 1,
      region: undefined,
      price_from: undefined,
      negotiable: undefined,
    });
  });

  it('drops a district without its region, swaps a reversed pay range, and lets "Kelishiladi" clear the pay range', () => {
    expect(parse('district=140').district).toBeUndefined();
    expect(parse('price_from=5000000&price_to=1000000')).toMatchObject({ price_from: 1_000_000, price_to: 5_000_000 });
    expect(parse('price_from=1000000&negotiable=true')).toMatchObject({ price_from: undefined, negotiable: true });
  });

  it('starts from page 1 on any change, and another region resets the district', () => {
    const f = parse('region=13&district=140&page=4');
    expect(withFilters(f, { work_time: 'full_time' })).toMatchObject({ region: 13, district: 140, page: 1 });
    expect(withFilters(f, { region: 5 })).toMatchObject({ region: 5, district: undefined });
    expect(withFilters(f, { region: undefined })).toMatchObject({ region: undefined, district: undefined });
    expect(withFilters(f, { region: 13 })).toMatchObject({ region: 13, district: 140 });
    expect(withFilters(parse('price_from=100'), { negotiable: true })).toMatchObject({ price_from: undefined, negotiable: true });
  });

  it('asks the API with the same names, and saves a search without its sort and page', () => {
    const f = parse('q=tikuvchi&type=work&region=13&price_to=2000000&sort=pay_asc&page=2');
    expect(filtersToQuery(f)).toEqual({ q: 'tikuvchi', type: 'work', region: 13, district: undefined, work_time: undefined, price_from: undefined, price_to: 2_000_000, negotiable: undefined, sort: 'pay_asc', page: 2, page_size: 12 });
    expect(filtersToSavedSearch(f)).toEqual({ q: 'tikuvchi', type: 'work', region: 13, price_to: 2_000_000 });
    expect(filtersToSavedSearch(emptyFilters())).toEqual({});
  });

  it('opens a saved search as the filters it was saved with', () => {
    const f = savedSearchToFilters({ type: 'service_announcement', region: 13, district: 140, work_time: 'flexable_time', price_from: null, price_to: 900_000, negotiable: false, q: 'bo‘yoq' });
    expect(f).toEqual({ q: 'bo‘yoq', type: 'service', region: 13, district: 140, work_time: 'flexable_time', price_from: undefined, price_to: 900_000, negotiable: false, sort: 'newest', page: 1 });
  });
});
