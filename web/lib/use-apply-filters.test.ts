import { describe, expect, it } from 'vitest';
import { stillOnTheirWay } from './use-apply-filters';

/**
 * The filters' queue of changes asked for (useApplyFilters): a choice builds on the latest change
 * still on its way, so an older navigation that commits after a newer choice (the region's, once the
 * district is already chosen, on a slow phone) does not make the next choice forget the newer one.
 */
describe('changes still on their way', () => {
  const region = 'region=12';
  const district = 'region=12&district=1203';
  const workTime = 'region=12&district=1203&work_time=full';

  it('an older change reached after a newer one was asked: the newer stays on its way, and the next choice builds on it', () => {
    const left = stillOnTheirWay([region, district], region);
    expect(left).toEqual([district]);
    expect(left.at(-1)).toBe(district);
  });

  it('the latest change reached: nothing is on its way', () => {
    expect(stillOnTheirWay([region, district, workTime], workTime)).toEqual([]);
  });

  it('changes reached out of order: only those asked after the one reached stay', () => {
    expect(stillOnTheirWay([region, district, workTime], district)).toEqual([workTime]);
  });

  it('an address that is none of them (Back, a link) forgets them all', () => {
    expect(stillOnTheirWay([region, district], '')).toEqual([]);
    expect(stillOnTheirWay([region, district], 'region=3')).toEqual([]);
  });
});
