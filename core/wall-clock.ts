// Calendar arithmetic on a time zone's wall clock: "four calendar days later" or "two years later" in
// Madrid is the same local time on the later date, so its length in hours moves with daylight saving.
// Engines have no such arithmetic before Temporal, so it is done here with Intl's zone data.

export interface CalendarStep {
  years?: number;
  days?: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at an instant, as milliseconds of a UTC date with the same fields. */
function wallClockOf(instant: number, timeZone: string): number {
  const part: Record<string, number> = {};
  for (const { type, value } of zoneFormat(timeZone).formatToParts(new Date(instant))) part[type] = Number(value);
  const milliseconds = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0, part.second ?? 0, milliseconds);
}

const offsetAt = (instant: number, timeZone: string): number => wallClockOf(instant, timeZone) - instant;

const DAY_MS = 86_400_000;

/**
 * The instant a wall-clock time names. A time the clocks skip (spring) or show twice (autumn) names
 * the later instant, so a period that ends there is never cut short.
 */
function instantOf(wallClock: number, timeZone: string): number {
  const candidates = [wallClock - offsetAt(wallClock - DAY_MS, timeZone), wallClock - offsetAt(wallClock + DAY_MS, timeZone)];
  const exact = candidates.filter((instant) => wallClockOf(instant, timeZone) === wallClock);
  return Math.max(...(exact.length > 0 ? exact : candidates));
}

/**
 * The same wall-clock time in the zone, the given years and days later. A 29 February with no match
 * in the target year becomes 28 February (the last day of that month), never 1 March.
 */
export function wallClockLater(from: Date, step: CalendarStep, timeZone: string): Date {
  const wall = new Date(wallClockOf(from.getTime(), timeZone));
  const year = wall.getUTCFullYear() + (step.years ?? 0);
  const month = wall.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  wall.setUTCFullYear(year, month, Math.min(wall.getUTCDate(), lastDay));
  wall.setUTCDate(wall.getUTCDate() + (step.days ?? 0));
  return new Date(instantOf(wall.getTime(), timeZone));
}
