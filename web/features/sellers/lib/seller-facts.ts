import { tashkentDay } from '@shared/format/date';

/**
 * The seller's facts in words (issue 40), as keys of the sellers dictionary: no number is counted in a
 * phrase, so no plural form is needed in any language.
 */

/** 'Last seen': within the hour 'recently', else today, yesterday (Tashkent days), else on a date. */
export function lastSeenKey(lastSeen: string, now: Date): 'seenRecently' | 'seenToday' | 'seenYesterday' | 'seenOn' {
  const at = new Date(lastSeen);
  if (now.getTime() - at.getTime() < 60 * 60_000) return 'seenRecently';
  const day = tashkentDay(at);
  if (day === tashkentDay(now)) return 'seenToday';
  if (day === tashkentDay(now, -1)) return 'seenYesterday';
  return 'seenOn';
}

/** 'Usually answers within …' from the median minutes to a first reply. */
export function replyKey(minutes: number): 'replyMinutes' | 'replyHour' | 'replyHours' | 'replyDay' | 'replyDays' {
  if (minutes <= 10) return 'replyMinutes';
  if (minutes <= 60) return 'replyHour';
  if (minutes <= 6 * 60) return 'replyHours';
  if (minutes <= 24 * 60) return 'replyDay';
  return 'replyDays';
}
