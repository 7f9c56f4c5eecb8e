import { describe, expect, it } from 'vitest';
import { clampPage, paginationWindow, parsePageParam } from './pagination';

describe('pagination window', () => {
  it('shows 5 numbers centred on the current page', () => {
    expect(paginationWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(paginationWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
  });
  it('shifts at the edges so the window stays full', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(paginationWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(paginationWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
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
