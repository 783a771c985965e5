// Dates as the shopper reads them ("7 Dec 2026", "7 December 2026"), formatted where the page's data is made on
// the server, never while the browser hydrates: a page's first Intl date formatter costs the browser tens of
// milliseconds on a phone (its time-zone and calendar data load then), and the browser's time zone could name
// another day than the server's HTML did — a text React would have to replace. The Store API's timestamps are
// UTC; so is the day shown, the same with and without JavaScript.

const formats = new Map<string, Intl.DateTimeFormat>();

/** The day of an ISO 8601 timestamp in `locale`; null for no date or one that does not parse. */
export function formatDay(iso: string | null | undefined, locale: string, dateStyle: 'medium' | 'long' = 'medium'): string | null {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  const key = `${locale}|${dateStyle}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(date);
}
