import { MSG } from '@shared/validation/messages';
import { badRequest, conflict, notFound, VALIDATION_MESSAGE } from '../../lib/errors';

/** An endpoint the server may not POST to: not https, not a public host, or not the default port (lib/web-push.ts). */
export const endpointInvalid = () => badRequest('validation_failed', VALIDATION_MESSAGE, { endpoint: MSG.pushEndpointInvalid });
/** A p256dh that is not a point of P-256 (its messages could not be encrypted). */
export const keyInvalid = () => badRequest('validation_failed', VALIDATION_MESSAGE, { 'keys.p256dh': MSG.pushKeyInvalid });
/** No subscription of the caller's at that endpoint (someone else's answers the same: nobody learns whose an endpoint is). */
export const subscriptionNotFound = () => notFound('push.subscription_not_found', 'Bu brauzerda bildirishnomalar yoqilmagan');
/** The endpoint is another user's subscription: the browser subscribes afresh (a new endpoint) for this one. */
export const endpointTaken = () => conflict('push.endpoint_taken', 'Bu brauzer boshqa hisob uchun bildirishnoma oladi');
