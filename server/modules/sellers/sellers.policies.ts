import type { SellerPerson } from '../users';

/**
 * Who may be seen and reached as a seller (issue 40). Named rules, so that a later rule joins them in
 * one place (an unconfirmed phone, issue 40 item 11, is not shown either).
 */

/** A seller's page and facts: anyone's who is not blocked. */
export const isShownSeller = (seller: Pick<SellerPerson, 'blocked'>) => !seller.blocked;

/** Whether a signed-in viewer may be shown the seller's phone: the seller switched 'show my phone on my listings' on. */
export const sellerShowsPhone = (seller: Pick<SellerPerson, 'blocked' | 'showPhone'>) => isShownSeller(seller) && seller.showPhone;
