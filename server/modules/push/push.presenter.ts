import { PUSH_KINDS, type PushKind, type PushSettings } from '@shared/schemas/push';

/** The caller's push settings: every kind, on unless switched off, and their number of browsers with push on. */
export const presentSettings = (preferences: ReadonlyMap<PushKind, boolean>, subscriptions: number): PushSettings => ({
  kinds: Object.fromEntries(PUSH_KINDS.map((kind) => [kind, preferences.get(kind) ?? true])) as PushSettings['kinds'],
  subscriptions,
});
