// The days a delivery window names. The Store API gives its earliest and latest arrival as instants;
// what the shopper reads is two dates in the market's own format ("Tue 9 – Thu 11 Dec", "Di., 9. –
// Do., 11. Dez."). Parcels arrive on business days: a date on a weekend (Shopware counts calendar days)
// moves to the Monday after. Dates are read in UTC, as the engine computes them.
const DAY = 86_400_000;

export interface DeliveryDays {
  /** ISO dates (YYYY-MM-DD). */
  from: string;
  to: string;
}

function businessDate(instant: string): Date | null {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return null;
  const date = new Date(Math.floor(time / DAY) * DAY);
  const weekday = date.getUTCDay();
  if (weekday === 6) return new Date(date.getTime() + 2 * DAY);
  if (weekday === 0) return new Date(date.getTime() + DAY);
  return date;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The window's first and last business day; null when the instants are missing or no dates. */
export function deliveryDays(earliest: string | undefined, latest: string | undefined): DeliveryDays | null {
  const from = earliest ? businessDate(earliest) : null;
  const to = latest ? businessDate(latest) : from;
  if (!from || !to) return null;
  return { from: isoDate(from), to: isoDate(to < from ? from : to) };
}

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * "Tue 9 Dec – Thu 11 Dec" in en-GB, one date when the window is one day; the year only across years. A date
 * keeps to one line (its spaces do not break); the line may break at the dash.
 */
export function formatDeliveryDays(days: DeliveryDays, locale: string): string {
  const format = dateFormat(locale);
  const from = new Date(`${days.from}T00:00:00Z`);
  const text = days.from === days.to ? format.format(from) : format.formatRange(from, new Date(`${days.to}T00:00:00Z`));
  return text.replaceAll(' ', '\u00a0');
}
