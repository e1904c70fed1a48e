import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuroAmount, formatEuros, formatFileSize, formatPercent, plainAmount, plainEuroAmount } from './format';

// Intl separates the number from the currency or percent sign with a no-break space.
const nbsp = (s: string) => s.replace(/ /g, '\u00a0');

describe('formatEuros', () => {
  it('shows whole euros by default, grouping thousands from five digits on as es-ES does', () => {
    expect(formatEuros(0)).toBe(nbsp('0 €'));
    expect(formatEuros(123_400)).toBe(nbsp('1234 €'));
    expect(formatEuros(1_234_500)).toBe(nbsp('12.345 €'));
    expect(formatEuros(123_456_789)).toBe(nbsp('1.234.568 €'));
  });

  it('rounds half away from zero when dropping cents', () => {
    expect(formatEuros(150)).toBe(nbsp('2 €'));
    expect(formatEuros(149)).toBe(nbsp('1 €'));
    expect(formatEuros(-150)).toBe(nbsp('-2 €'));
  });

  it('shows two decimals for investment amounts', () => {
    expect(formatEuros(123_450, { decimals: 2 })).toBe(nbsp('1234,50 €'));
    expect(formatEuros(5, { decimals: 2 })).toBe(nbsp('0,05 €'));
    expect(formatEuros(-99, { decimals: 2 })).toBe(nbsp('-0,99 €'));
  });

  it('is exact beyond the float-safe range when given a bigint', () => {
    expect(formatEuros(900_719_925_474_099_312n, { decimals: 2 })).toBe(nbsp('9.007.199.254.740.993,12 €'));
  });

  it('refuses fractional cents', () => {
    expect(() => formatEuros(10.5)).toThrow(RangeError);
  });

  it('follows another locale or currency when asked', () => {
    expect(formatEuros(123_450, { decimals: 2, locale: 'en-GB' })).toBe('€1,234.50');
    expect(formatEuros(123_450, { currency: 'USD', locale: 'en-US' })).toBe('$1,235');
  });
});

describe('formatPercent', () => {
  it('turns basis points into a Spanish percentage', () => {
    expect(formatPercent(525)).toBe(nbsp('5,25 %'));
    expect(formatPercent(1000, 1)).toBe(nbsp('10,0 %'));
    expect(formatPercent(10_000, 0)).toBe(nbsp('100 %'));
    expect(formatPercent(525, 2, 'en-GB')).toBe('5.25%');
  });
});

describe('formatEuroAmount', () => {
  it('shows euros from the API with their two decimals, rounding away the float noise', () => {
    expect(formatEuroAmount(12_500.5)).toBe(nbsp('12.500,50 €'));
    expect(formatEuroAmount(1000)).toBe(nbsp('1000,00 €'));
    expect(formatEuroAmount(0.1 + 0.2)).toBe(nbsp('0,30 €'));
    expect(formatEuroAmount(0)).toBe(nbsp('0,00 €'));
    expect(formatEuroAmount(12_500, { decimals: 0 })).toBe(nbsp('12.500 €'));
  });

  it('refuses euros that are not whole cents: the API never sends them', () => {
    expect(() => formatEuroAmount(10.005)).toThrow(RangeError);
  });
});

describe('plain amounts', () => {
  it('writes cents, or the API’s euros, as a banking app or a spreadsheet takes them', () => {
    expect(plainAmount(123_456)).toBe('1234,56');
    expect(plainAmount(5)).toBe('0,05');
    expect(plainEuroAmount(1000)).toBe('1000,00');
    expect(plainEuroAmount(0.1 + 0.2)).toBe('0,30');
  });
});

describe('formatDate and formatDateTime', () => {
  it('formats a calendar date as dd/mm/yyyy on the same day in every time zone', () => {
    expect(formatDate('2025-03-07')).toBe('07/03/2025');
    expect(formatDate('2025-03-07', 'es-ES', 'America/Los_Angeles')).toBe('07/03/2025');
  });

  it('formats an instant in the requested time zone', () => {
    expect(formatDate('2025-12-31T23:30:00Z', 'es-ES', 'Europe/Madrid')).toBe('01/01/2026');
    expect(formatDate(new Date('2025-12-31T23:30:00Z'), 'es-ES', 'UTC')).toBe('31/12/2025');
    expect(formatDateTime('2025-03-07T09:05:00Z', 'es-ES', 'Europe/Madrid')).toBe('07/03/2025, 10:05');
    expect(formatDateTime('2025-03-07T21:05:00Z', 'en-GB', 'UTC')).toBe('07/03/2025, 21:05');
  });

  it('rejects something that is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('formatFileSize', () => {
  it('uses base 1024 with one decimal above bytes', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1,0 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2,0 MB');
    expect(formatFileSize(5.25 * 1024 ** 3)).toBe('5,3 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072,0 GB');
  });

  it('moves up a unit when rounding would print 1024', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1,0 MB');
  });

  it('prints the decimal point in English', () => {
    expect(formatFileSize(1536, 'en-GB')).toBe('1.5 KB');
  });

  it('rejects negative sizes', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
  });
});
