import { describe, expect, it } from 'vitest';
import { parseScrollPlaces, reachedPlace, serializeScrollPlaces } from './scroll-places';

describe('scroll places', () => {
  it('reads what was stored, and nothing from an absent, broken or foreign value', () => {
    expect(parseScrollPlaces(JSON.stringify({ a1: 1200, b2: 0 }))).toEqual({ a1: 1200, b2: 0 });
    expect(parseScrollPlaces(null)).toEqual({});
    expect(parseScrollPlaces('{not json')).toEqual({});
    expect(parseScrollPlaces('[1,2]')).toEqual({});
    expect(parseScrollPlaces(JSON.stringify({ a: 'top', b: -5, c: null, d: 300 }))).toEqual({ d: 300 });
  });

  it('stores the newest entries only', () => {
    const places = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`k${i}`, i * 100]));
    expect(JSON.parse(serializeScrollPlaces(places, 3))).toEqual({ k2: 200, k3: 300, k4: 400 });
    expect(parseScrollPlaces(serializeScrollPlaces({ x: 40 }))).toEqual({ x: 40 });
  });

  it('counts a place reached within a pixel (a fractional scroll on a phone)', () => {
    expect(reachedPlace(800, 800)).toBe(true);
    expect(reachedPlace(800, 799.5)).toBe(true);
    expect(reachedPlace(800, 400)).toBe(false);
  });
});
