import type { ModerationState, RejectReason } from '@shared/constants';
import type { RevisionDiff } from '@shared/schemas/moderation';
import type { Db } from '../db/client';
import type { AuthUser } from './auth-user';

/*
 * The contract between the moderation module and the modules whose items it moderates (shop:
 * products and comments; announcements; users). Each content module's service exports a
 * ModerationTarget; server/app.ts hands them to the moderation module. In lib, not in the moderation
 * module, so that a content module that moderation depends on (users, whose table it joins) does
 * not depend on moderation in turn.
 */

/** One item as moderation sees it (any state). */
export interface TargetInfo {
  id: number;
  guid: string;
  /** Who wrote it (for a user: the user). null when unknown. */
  authorId: number | null;
  /** Its title (a comment's first words, a user's full name). */
  title: string;
  /** Its public page (a comment's product page), or null. */
  link: string | null;
  /** Where its author mends it (the edit page in the profile), linked from a rejection's notification. */
  editLink: string | null;
  /** Its moderation state (a user: 'rejected' while blocked). */
  state: ModerationState;
  /** Whether everyone may see it now (what a report needs). */
  visible: boolean;
}

/** A moderation decision on one item: its new state, and for a rejection the reason and the moderator's words. */
interface StateChange {
  state: ModerationState;
  reason: RejectReason | null;
  message: string | null;
}

/**
 * How the moderation module reads and changes one kind of target without knowing its module's
 * internals. Each content module's service exports one (shop: product and comment, announcements,
 * users); setState runs inside the decision's transaction.
 */
export interface ModerationTarget {
  describe(db: Db, guid: string): Promise<TargetInfo | null>;
  describeById(db: Db, id: number): Promise<TargetInfo | null>;
  /** Applies a decision inside the decision's transaction. `actor` is the moderator. */
  setState(tx: Db, id: number, change: StateChange, actor: AuthUser): Promise<void>;
  /**
   * A rejection its own module carries out in a transaction of its own (a reported user is blocked by
   * the users module, which ends their sessions and keeps its own audit record): run before the
   * decision's transaction, so a refusal (a moderator may not block an admin) leaves the case open.
   */
  rejectFirst?(db: Db, target: TargetInfo, change: StateChange, actor: AuthUser): Promise<void>;
  /**
   * Inside the decision's transaction, after setState: the work that must stand or fall with the
   * decision (a newly published announcement's default life restarted, its saved-search alerts queued
   * in the same transaction, so they exist if and only if the decision does).
   */
  inDecision?(tx: Db, change: { id: number; state: ModerationState | undefined; firstPublication: boolean }): Promise<void>;
  /**
   * After the decision's transaction committed (e.g. clear the module's public caches; tell who waits
   * for a newly published item). `state` is the target's new state when the decision changed it;
   * `firstPublication` when a review of a new item (not an edit of a published one) published it.
   */
  afterChange?(db: Db, change: { id: number; state: ModerationState | undefined; firstPublication: boolean }): void | Promise<void>;
  /**
   * A listing's edit kept beside its live version (issue 40; lib/listing-images.ts): its diff for the
   * moderator, and the decision on it inside the decision's transaction (approve applies it to the
   * listing; reject drops it, keeping why for its author). Answers false when nothing was pending.
   */
  revision?: {
    diff(db: Db, id: number): Promise<RevisionDiff | null>;
    apply(tx: Db, id: number): Promise<boolean>;
    reject(tx: Db, id: number, why: { reason: RejectReason | null; message: string | null }): Promise<boolean>;
  };
}
