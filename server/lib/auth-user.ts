import type { Role } from '@shared/constants';
import type { Db } from '../db/client';
import type { SessionRevocations } from './session-revocations';
import { forbidden } from './errors';

/**
 * What authorization needs to know about the caller: the signed-in user as the auth plugin finds
 * them (server/plugins/auth.ts) and every module's policies and services take them. In lib, not in
 * the users module, so that a module's rules depend on this type and not on the users module.
 */
export interface AuthUser {
  id: number;
  guid: string;
  role: Role;
  firstName: string;
  lastName: string;
  /** The phone was confirmed by an SMS code (sign-up, or a password reset): issue 40. */
  phoneConfirmed: boolean;
}

/**
 * Selling, posting announcements, chatting and showing one's phone need a confirmed phone (issue 40):
 * the modules' named policies (canSell, canPostAnnouncements, canChat, canShowPhone) rest on this.
 */
export const hasConfirmedPhone = (user: Pick<AuthUser, 'phoneConfirmed'>) => user.phoneConfirmed;

/** Their refusal: 403 auth.phone_unconfirmed; the web leads the reader to the confirmation page. */
export const phoneUnconfirmed = () => forbidden('auth.phone_unconfirmed', 'Avval telefon raqamingizni tasdiqlang');

/**
 * Who a token names, and whether its session is still open: null when the user does not exist;
 * sessionOpen false when the session has ended.
 */
export type SessionCheck = { user: AuthUser; sessionOpen: true } | { user: AuthUser | null; sessionOpen: false } | null;

/**
 * How the auth plugin looks up a token's user and session. The users module answers it
 * (users.service findSessionUser); server/app.ts hands it to the plugin, so that plugins never
 * import a module.
 */
export type SessionUserFinder = (deps: { db: Db; revocations: SessionRevocations }, guid: string, sid: string) => Promise<SessionCheck>;
