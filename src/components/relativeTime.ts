import { dateFormat } from './formats';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A short age the way feeds write it: now, 5m, 3h, 2d, then a date. */
export function relativeTimeLabel(timestamp: number, now: number, locale?: string): string {
  const age = now - timestamp;
  if (age < MINUTE) return 'now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h`;
  if (age < 7 * DAY) return `${Math.floor(age / DAY)}d`;
  const sameYear = new Date(timestamp).getFullYear() === new Date(now).getFullYear();
  return dateFormat(locale, sameYear ? { month: 'short', day: 'numeric' } : { dateStyle: 'medium' }).format(timestamp);
}

/** The full date and time, for hover and focus. */
export function exactTime(timestamp: number, locale?: string): string {
  return dateFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(timestamp);
}
