import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../filters';
import { describeFilters } from './list-filters';

const t = (key: string, vars?: Record<string, string | number>) => (vars ? `${key}${JSON.stringify(vars)}` : key);
const region = (id: number) => `region ${id}`;
const district = (id: number) => `district ${id}`;

describe('describeFilters', () => {
  it('names nothing for no filter', () => {
    expect(describeFilters(emptyFilters(), t, region, district)).toEqual([]);
  });

  it('names every filter in order, each with what clearing it changes', () => {
    const chips = describeFilters(
      { q: 'atlas', type: 'work', region: 13, district: 140, work_time: 'part_time', price_from: 1_000_000, price_to: undefined, negotiable: false },
      t,
      region,
      district,
    );
    expect(chips.map((c) => [c.key, c.label])).toEqual([
      ['q', '«atlas»'],
      ['type', 'announcements.tabs.work'],
      ['region', 'region 13'],
      ['district', 'district 140'],
      ['work_time', 'announcements.workTime.part_time'],
      ['pay', '1 000 000 – ∞ common.currency.word'],
      ['negotiable', 'announcements.filters.statedOnly'],
    ]);
    expect(chips.find((c) => c.key === 'region')!.clear).toEqual({ region: undefined });
    expect(chips.find((c) => c.key === 'pay')!.clear).toEqual({ price_from: undefined, price_to: undefined });
  });

  it('leaves out a district without its region', () => {
    expect(describeFilters({ ...emptyFilters(), district: 140 }, t, region, district)).toEqual([]);
  });
});
