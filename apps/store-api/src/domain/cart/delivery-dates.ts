// When a delivery arrives: a window of dates from the delivery times of its products and of the
// shipping method. Parcels travel on business days, so a time in days (or weeks of five of them)
// counts Monday to Friday from the day after the order; hours and months count the calendar. Shopware
// adds calendar days instead — the storefront moves a weekend date of such a window to the Monday after.
import type { DeliveryTimeInfo } from './types.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/** `days` business days after `from` (the time of day kept); 0 is `from` itself, rolled to a business day. */
export function addBusinessDays(from: Date, days: number): Date {
  let date = new Date(from.getTime());
  while (isWeekend(date)) date = new Date(date.getTime() + DAY);
  for (let left = Math.max(0, Math.ceil(days)); left > 0;) {
    date = new Date(date.getTime() + DAY);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

function after(now: Date, value: number, unit: string): Date {
  if (unit === 'hour') return new Date(now.getTime() + value * HOUR);
  if (unit === 'month') return new Date(now.getTime() + value * 30 * DAY);
  return addBusinessDays(now, unit === 'week' ? value * 5 : value);
}

const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);
const latestOf = (dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

/** The window of a delivery: its slowest part decides; without any delivery time 1–3 business days. */
export function deliveryWindow(times: ReadonlyArray<DeliveryTimeInfo | null>, now: Date) {
  const known = times.filter((time): time is DeliveryTimeInfo => time !== null);
  const earliest = known.length ? latestOf(known.map((time) => after(now, time.min, time.unit))) : addBusinessDays(now, 1);
  let latest = known.length ? latestOf(known.map((time) => after(now, time.max, time.unit))) : addBusinessDays(now, 3);
  if (latest < earliest) latest = earliest;
  if (sameDay(latest, earliest)) latest = addBusinessDays(latest, 1);
  return { earliest: earliest.toISOString(), latest: latest.toISOString(), apiAlias: 'cart_delivery_date' };
}
