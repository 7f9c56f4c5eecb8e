import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notification-kinds';

const kindSwitches = z.object(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>);

/** GET and PUT /api/users/notifications/settings/: every kind, on or off. PUT takes every kind (the whole setting replaced). */
export const notificationSettingsSchema = z.object({ kinds: kindSwitches }).meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
