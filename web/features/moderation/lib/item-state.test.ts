import { describe, expect, it } from 'vitest';
import { MODERATION_STATES, type ModerationState } from '@shared/constants';
import { itemState, type ItemState } from './item-state';

describe('itemState: the one state an author or an admin sees for an item', () => {
  const expected: Record<`${boolean}:${ModerationState}`, ItemState> = {
    'true:published': 'active',
    'false:published': 'hidden',
    // Held for review: that is what the author waits for, whether or not they hid it meanwhile.
    'true:pending': 'pending',
    'false:pending': 'pending',
    // Rejected: what they must fix comes before anything else.
    'true:rejected': 'rejected',
    'false:rejected': 'rejected',
  };

  it.each([true, false].flatMap((active) => MODERATION_STATES.map((moderation) => [active, moderation] as const)))('is_active %s × %s', (active, moderation) => {
    expect(itemState(active, moderation)).toBe(expected[`${active}:${moderation}`]);
  });

  it('an active published announcement past its last day is expired; past it, what else holds comes first', () => {
    expect(itemState(true, 'published', true)).toBe('expired');
    expect(itemState(false, 'published', true)).toBe('hidden');
    expect(itemState(true, 'pending', true)).toBe('pending');
    expect(itemState(true, 'rejected', true)).toBe('rejected');
  });

  it('covers every combination there is (a new moderation state must be placed here)', () => {
    expect(Object.keys(expected)).toHaveLength(2 * MODERATION_STATES.length);
  });
});
