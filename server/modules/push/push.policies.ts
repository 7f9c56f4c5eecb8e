import type { AuthUser } from '../../lib/auth-user';

/** A push subscription is changed and removed only by the user whose browser it is. */
export const canManagePushSubscription = (user: AuthUser, subscription: { userId: number }) => subscription.userId === user.id;
