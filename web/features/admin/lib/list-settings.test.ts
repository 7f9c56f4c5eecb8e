import { describe, expect, it } from 'vitest';
import { isSendableSearch, readPageSize, writePageSize, type PageSizeStorage } from './list-settings';

const memory = (init: Record<string, string> = {}): PageSizeStorage & { data: Record<string, string> } => {
  const data = { ...init };
  return { data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v) };
};

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
