import type { ModerationState } from '@shared/constants';

/** What an author's item (a product, an announcement) shows as its state: one of these, never two. */
export type ItemState = 'active' | 'expired' | 'hidden' | 'pending' | 'rejected';

/**
 * The one state of an item, from its author's switch (is_active) and its moderation. What needs the
 * author comes first: a rejection (to fix), then a review under way (to wait for); only a published
 * item is active or hidden, and an active one past its last day (an announcement's expires_at) is
 * expired. Verification (a product's is_verified) is a mark of trust beside it, not a state, so it is
 * not asked here.
 */
export function itemState(isActive: boolean, moderation: ModerationState, expired = false): ItemState {
  if (moderation === 'rejected') return 'rejected';
  if (moderation === 'pending') return 'pending';
  if (!isActive) return 'hidden';
  return expired ? 'expired' : 'active';
}
