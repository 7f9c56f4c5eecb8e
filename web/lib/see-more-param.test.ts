import { describe, expect, it } from 'vitest';
import { parseShownPages, SEE_MORE_MAX_PAGES, seeMoreParamOf, withShownPages } from './see-more-param';

describe('see more in the address', () => {
  it('reads the pages shown; anything else is one page; at most the cap', () => {
    expect(parseShownPages('3')).toBe(3);
    expect(parseShownPages(null)).toBe(1);
    expect(parseShownPages('0')).toBe(1);
    expect(parseShownPages('2.5')).toBe(1);
    expect(parseShownPages('abc')).toBe(1);
    expect(parseShownPages('9999')).toBe(SEE_MORE_MAX_PAGES);
  });

  it('writes the count beside the other parameters, and leaves it out for one page', () => {
    expect(withShownPages(new URLSearchParams('sort=new'), 2).toString()).toBe('sort=new&pages=2');
    expect(withShownPages(new URLSearchParams('pages=4&sort=new'), 5).toString()).toBe('pages=5&sort=new');
    expect(withShownPages(new URLSearchParams('pages=4'), 1).toString()).toBe('');
  });

  it('keeps each list of a page under its own name', () => {
    expect(seeMoreParamOf('new')).toBe('pages_new');
    const both = withShownPages(withShownPages(new URLSearchParams(), 3, seeMoreParamOf('fast')), 2, seeMoreParamOf('new'));
    expect(both.toString()).toBe('pages_fast=3&pages_new=2');
    expect(withShownPages(both, 1, seeMoreParamOf('fast')).toString()).toBe('pages_new=2');
  });
});
