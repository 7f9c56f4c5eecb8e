import type { PushSettings } from '@shared/schemas/push';

/** The caller's push: their number of browsers with push on. */
export const presentSettings = (subscriptions: number): PushSettings => ({ subscriptions });
