import { describe, expect, it } from 'vitest';
import { shorten } from './shorten';

describe('shorten', () => {
  it('keeps a text that fits, and cuts a longer one to max characters with the ellipsis', () => {
    expect(shorten('Atlas', 5)).toBe('Atlas');
    expect(shorten('Atlas ko‘ylak', 6)).toBe('Atlas…');
    expect(shorten('Atlas ko‘ylak', 6)).toHaveLength(6);
  });
});
