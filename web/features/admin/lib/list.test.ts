import { describe, expect, it } from 'vitest';
import { clampPage, paginationWindow, parsePageParam } from './pagination';
import { isSendableSearch, readPageSize, writePageSize, type PageSizeStorage } from './list-settings';

const memory = (init: Record<string, string> = {}): PageSizeStorage & { data: Record<string, string> } => {
  const data = { ...init };
  return { data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v) };
};

describe('pagination window', () => {
  it('shows 5 numbers centred on the current page', () => {
    expect(paginationWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(paginationWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shifts at the edges so the window stays full', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('shows every page when there are fewer than 5', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([1]);
  });
  it('never centres on a page outside the list', () => {
    expect(paginationWindow(50, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow(-3, 7)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('page number', () => {
  it('stays between 1 and the number of pages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(Number.NaN, 4)).toBe(1);
  });
  it('reads ?page= strictly', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
  });
});

describe('page size persistence', () => {
  it("defaults to 10 and reads a stored option under 'page_size'", () => {
    expect(readPageSize(memory())).toBe(10);
    expect(readPageSize(memory({ page_size: '50' }))).toBe(50);
    expect(readPageSize(null)).toBe(10);
  });
  it('ignores values that are not one of 10/25/50/75/100', () => {
    expect(readPageSize(memory({ page_size: '30' }))).toBe(10);
    expect(readPageSize(memory({ page_size: 'abc' }))).toBe(10);
    expect(readPageSize(memory({ page_size: '1000' }))).toBe(10);
  });
  it('writes valid sizes only', () => {
    const s = memory();
    writePageSize(s, 75);
    expect(s.data.page_size).toBe('75');
    writePageSize(s, 33);
    expect(s.data.page_size).toBe('75');
    expect(readPageSize(s)).toBe(75);
  });
  it('survives storage that throws', () => {
    const broken: PageSizeStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPageSize(broken)).toBe(10);
    expect(() => writePageSize(broken, 25)).not.toThrow();
  });
});

describe('admin search', () => {
  it('is sent only when empty or 2+ characters', () => {
    expect(isSendableSearch('')).toBe(true);
    expect(isSendableSearch('   ')).toBe(true);
    expect(isSendableSearch('a')).toBe(false);
    expect(isSendableSearch(' a ')).toBe(false);
    expect(isSendableSearch('ab')).toBe(true);
  });
});
