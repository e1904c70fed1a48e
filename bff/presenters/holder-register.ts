// The holder register as a CSV for Excel in Spanish (docs/register.md): Spanish headers, one record per
// holding, euros with a decimal comma and no grouping, the last mint as dd/mm/yyyy HH:mm in Madrid.
// UTF-8 with a BOM (without it Excel reads the accents as Latin-1), ';' between fields (Excel in
// Spanish splits on it, a comma being the decimal separator), CRLF between records, and any cell that
// starts like a formula (= + - @ tab CR) prefixed with an apostrophe so no spreadsheet runs it.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { centsToDecimalString } from '../../core/format';
import { investorName } from '../../core/investors';
import type { HolderRegisterRow } from '../../db/queries/holder-register';

export const REGISTER_TIME_ZONE = 'Europe/Madrid';

export const REGISTER_HEADERS = [
  'Proyecto',
  'ID proyecto',
  'Nombre',
  'Documento de identidad',
  'Email',
  'Wallet',
  'Tokens',
  'Tokens bloqueados',
  'Importe invertido (EUR)',
  'Último minteo',
  'Estado del inversor',
] as const;

/** "123456" cents → "1234,56": Excel in Spanish reads it as a number; a grouping dot would be ambiguous to other readers. */
export const registerAmount = (cents: number): string => centsToDecimalString(cents).replace('.', ',');

const madrid = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: REGISTER_TIME_ZONE,
});

function madridParts(at: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of madrid.formatToParts(at)) part[type] = value;
  return part;
}

/** dd/mm/yyyy HH:mm in Madrid, the form Excel in Spanish takes as a date and time (es-ES itself puts a comma between them). */
export function registerDateTime(at: Date): string {
  const { day, month, year, hour, minute } = madridParts(at);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** registro-titulares-YYYY-MM-DD.csv, the day in Madrid. */
export function registerFileName(at: Date): string {
  const { day, month, year } = madridParts(at);
  return `registro-titulares-${year}-${month}-${day}.csv`;
}

/** One holding as the CSV record, in REGISTER_HEADERS' order. */
export function presentHolderRecord(row: HolderRegisterRow): string[] {
  return [
    row.project_name,
    row.project_id,
    investorName({ name: row.name, email: row.email }),
    row.id_number ?? '',
    row.email,
    row.wallet ?? '',
    String(row.tokens),
    String(row.frozen_tokens),
    registerAmount(row.invested_cents),
    row.last_mint_at ? registerDateTime(row.last_mint_at) : '',
    row.status,
  ];
}

async function* records(rows: AsyncIterable<HolderRegisterRow>): AsyncGenerator<string[]> {
  for await (const row of rows) yield presentHolderRecord(row);
}

/**
 * The register as CSV bytes, produced as the reader takes them: the rows are pulled only when the
 * stringifier's buffer has room, so memory stays at about one batch whatever the register's size.
 */
export function registerCsv(rows: AsyncIterable<HolderRegisterRow>): Readable {
  const csv = stringify({ bom: true, delimiter: ';', record_delimiter: 'windows', header: true, columns: [...REGISTER_HEADERS], escape_formulas: true });
  // The outcome is the CSV stream's own: a failure destroys it with the error, and a reader that goes
  // away destroys the source too, which ends the reading.
  return pipeline(Readable.from(records(rows)), csv, () => undefined);
}
