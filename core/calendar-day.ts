// A calendar day on the wire ("2027-02-28"), as every schema that takes a date checks it.
import * as v from 'valibot';
import type { MessageKey } from './messages';

/** An ISO date that is a real calendar day: engines roll 2027-02-30 over to March instead of refusing it, the database does not. */
export const calendarDay = (message: MessageKey) =>
  v.pipe(
    v.string(message),
    v.isoDate(message),
    v.check((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    }, message),
  );
