import { dateFormat } from '../../components/formats';

const MINUTE = 60_000;
/** As far ahead as a cast can be scheduled. */
export const SCHEDULE_MAX_AHEAD_MS = 30 * 24 * 60 * MINUTE;

const pad = (n: number) => String(n).padStart(2, '0');

/** The value of a `datetime-local` field for `ms`, in the person's own time zone. */
export function localInputValue(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The moment a `datetime-local` value names in the person's time zone; null for an empty or broken value. */
export function fromLocalInputValue(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** The earliest and latest a person can pick: the next whole minute, and thirty days on. */
export function scheduleBounds(now: number): { min: number; max: number } {
  return { min: Math.ceil((now + 1) / MINUTE) * MINUTE, max: now + SCHEDULE_MAX_AHEAD_MS };
}

/** What is wrong with publishing at `at`, in words; null when it can be scheduled. A time already past is posted at once instead. */
export function scheduleProblem(at: number | null, now: number): string | null {
  if (at === null) return 'Pick a day and time to publish it.';
  if (at > now + SCHEDULE_MAX_AHEAD_MS) return 'A cast can be scheduled at most 30 days ahead.';
  return null;
}

/** When a scheduled cast goes out, in the person's own time zone, naming the zone. */
export function publishTimeText(ms: number, locale?: string, timeZone?: string): string {
  return dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', ...(timeZone && { timeZone }) }).format(ms);
}
