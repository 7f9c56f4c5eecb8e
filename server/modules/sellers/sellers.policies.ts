import type { SellerPerson } from '../users';

/**
 * Who may be seen and reached as a seller (issue 40). Named rules, so that a later rule joins them in
 * one place (an unconfirmed phone, issue 40 item 11, is not shown either).
 */

/** A seller's page and facts: anyone's who is not blocked. */
export const isShownSeller = (seller: Pick<SellerPerson, 'blocked'>) => !seller.blocked;

/**
 * Whether a signed-in viewer may be shown the seller's phone: the seller switched 'show my phone on my
 * listings' on, and the phone was shown to be theirs (an unconfirmed number is nobody's yet, item 11).
 */
export const sellerShowsPhone = (seller: Pick<SellerPerson, 'blocked' | 'showPhone' | 'phoneConfirmed'>) =>
  isShownSeller(seller) && seller.showPhone && seller.phoneConfirmed;
