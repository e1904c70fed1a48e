// Display formatting shared by the web app and server-rendered texts (spec 000 §9, spec 001 §9): euros
// in es-ES from cents (the API's euros come in through core/money.ts), percentages from basis points,
// dd/mm/yyyy dates, and file sizes in base 1024. Pure: no DOM.
//
// Spanish CLDR data groups thousands only from five digits on ("1234 €", "12.345 €"), following the
// RAE's rule; Node and Chromium share that data, so we keep the locale's behaviour rather than force it.

import { toCents } from './money';

const DEFAULT_LOCALE = 'es-ES';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One formatter per locale and options: building an Intl formatter costs far more than using one. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** "123456" cents → "1234.56": an exact decimal string, so no binary floating point touches money. */
export function centsToDecimalString(cents: number | bigint): string {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) {
    throw new RangeError(`Amounts are whole cents, got ${cents}`);
  }
  const value = BigInt(cents);
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export interface MoneyFormatOptions {
  /** 0 for listings and limits (spec 000 §9), 2 for investment amounts (spec 001). */
  decimals?: 0 | 2;
  currency?: string;
  locale?: string;
}

export function formatEuros(cents: number | bigint, options: MoneyFormatOptions = {}): string {
  const { decimals = 0, currency = 'EUR', locale = DEFAULT_LOCALE } = options;
  const formatter = numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  // Intl accepts decimal strings and rounds them exactly (half away from zero).
  return formatter.format(centsToDecimalString(cents) as `${number}`);
}

/** "123456" cents → "1234,56": what a Spanish banking app's amount field and Excel take (no grouping dot to misread). */
export const plainAmount = (cents: number): string => centsToDecimalString(cents).replace('.', ',');

/** The whole cents of euros the API sent: always whole, so anything else is a fault, not a value to show. */
function centsOf(euros: number): number {
  const cents = toCents(euros);
  if (cents === null) throw new RangeError(`Not an amount of whole cents: ${euros}`);
  return cents;
}

/**
 * Euros as the API sends them, shown: with their cents by default (spec 001 §9: investment amounts show
 * two decimals), 12500.5 → "12.500,50 €"; `decimals: 0` for listings and limits.
 */
export function formatEuroAmount(euros: number, options: MoneyFormatOptions = {}): string {
  return formatEuros(centsOf(euros), { decimals: 2, ...options });
}

/** Euros of the API for copying into a transfer: 1000 → "1000,00". */
export const plainEuroAmount = (euros: number): string => plainAmount(centsOf(euros));

/** 525 basis points → "5,25 %". */
export function formatPercent(basisPoints: number, decimals = 2, locale = DEFAULT_LOCALE): string {
  const formatter = numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return formatter.format(basisPoints / 10_000);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date ("2025-03-07") is the same day everywhere, so it is formatted in UTC; an instant is
 * formatted in the given time zone (the runtime's own when omitted).
 */
function toDateAndZone(value: string | Date, timeZone: string | undefined): [Date, string | undefined] {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return [new Date(`${value}T00:00:00Z`), 'UTC'];
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return [date, timeZone];
}

/** → dd/mm/yyyy in es-ES. */
export function formatDate(value: string | Date, locale = DEFAULT_LOCALE, timeZone?: string): string {
  const [date, zone] = toDateAndZone(value, timeZone);
  return dateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: zone }).format(date);
}

const DATE_TIME: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** → dd/mm/yyyy, hh:mm (24 h) in es-ES. */
export function formatDateTime(value: string | Date, locale = DEFAULT_LOCALE, timeZone?: string): string {
  const [date, zone] = toDateAndZone(value, timeZone);
  return dateTimeFormat(locale, { ...DATE_TIME, timeZone: zone }).format(date);
}

/** formatDateTime's day, month, year, hour and minute one by one, for a text that lays them out its own way. */
export function dateTimeParts(value: Date, timeZone: string, locale = DEFAULT_LOCALE): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of dateTimeFormat(locale, { ...DATE_TIME, timeZone }).formatToParts(value)) part[type] = text;
  return part;
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Base 1024, one decimal above bytes (spec 000 §9): 1536 → "1,5 KB" in es-ES, "1.5 KB" in en. */
export function formatFileSize(bytes: number, locale = DEFAULT_LOCALE): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  let unit = 0;
  let value = bytes;
  // Compare the value as it will print, so 1023.97 KB moves up to "1,0 MB" instead of "1024,0 KB".
  while (unit < SIZE_UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const decimals = unit === 0 ? 0 : 1;
  const number = numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  return `${number} ${SIZE_UNITS[unit]}`;
}
