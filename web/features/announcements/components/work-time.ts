import type { TFunction } from '@web/lib/i18n';

/** 'full_time' → "To'liq stavka" (and the same in ru/en). */
export const workTimeLabel = (t: TFunction, value: string) => t(`announcements.workTime.${value}`);
