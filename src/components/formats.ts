/**
 * Numbers and dates in the reader's locale. Making a formatter is costly and using one is not,
 * so each is made once; the first also loads the browser's locale data, which `warmFormats`
 * does ahead of time.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
let numberFormat: Intl.NumberFormat | undefined;

export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A count the way the reader writes numbers: 12,345 in English. */
export function formatCount(n: number): string {
  numberFormat ??= new Intl.NumberFormat();
  return numberFormat.format(n);
}

/** A count with its noun: "1 like", "2,000 likes". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** A count drawn on a badge: "99+" from 100 on, where a count stops telling more (unseen notifications, new casts in a channel). */
export function badgeCount(n: number): string {
  return n > 99 ? '99+' : formatCount(n);
}

/**
 * Loads the locale data (a long pause on a slow phone) and makes the formatters every cast card
 * uses, so that the first screen with casts does not wait for them.
 */
export function warmFormats(): void {
  formatCount(0);
  dateFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(0);
}
