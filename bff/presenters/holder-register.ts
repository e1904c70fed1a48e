// The holder register as a CSV for Excel in Spanish (docs/blocking.md): Spanish headers, one record per
// holding, euros with a decimal comma and no grouping, the last mint as dd/mm/yyyy HH:mm in Madrid.
// UTF-8 with a BOM (without it Excel reads the accents as Windows-1252), ';' between fields (Excel in
// Spanish splits on it, a comma being the decimal separator), CRLF between records, and any cell that
// starts like a formula (= + - @ tab CR) prefixed with an apostrophe so no spreadsheet runs it. The last
// column is the wallet's balance read from the chain during the export (empty without a chain or a token).
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { dateTimeParts, plainAmount } from '../../core/format';
import { investorName } from '../../core/investors';
import type { HolderRegisterRow } from '../../db/queries/holder-register';

const REGISTER_TIME_ZONE = 'Europe/Madrid';

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
  'Tokens en la cadena',
] as const;

/** "123456" cents → "1234,56": Excel in Spanish reads it as a number; a grouping dot would be ambiguous to other readers. */
export const registerAmount = plainAmount;

/** dd/mm/yyyy HH:mm in Madrid, the form Excel in Spanish takes as a date and time (es-ES itself puts a comma between them). */
export function registerDateTime(at: Date): string {
  const { day, month, year, hour, minute } = dateTimeParts(at, REGISTER_TIME_ZONE);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** registro-titulares-YYYY-MM-DD.csv, the day in Madrid. */
export function registerFileName(at: Date): string {
  const { day, month, year } = dateTimeParts(at, REGISTER_TIME_ZONE);
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
    row.chain_tokens == null ? '' : String(row.chain_tokens),
  ];
}

const CSV_OPTIONS = { delimiter: ';', record_delimiter: 'windows', escape_formulas: true, columns: [...REGISTER_HEADERS] } as const;

/** The first batch opens the file with the BOM and the headers (an empty register is just those). */
async function* chunks(batches: AsyncIterable<HolderRegisterRow[]>): AsyncGenerator<Buffer> {
  let first = true;
  for await (const batch of batches) {
    yield Buffer.from(stringify(batch.map(presentHolderRecord), { ...CSV_OPTIONS, bom: first, header: first }));
    first = false;
  }
}

/**
 * The register as CSV bytes, one chunk per batch (a compressor handles a few large writes far faster
 * than one per record). At most one batch waits ahead of the reader: the database works while the
 * network sends, and memory stays at about two batches whatever the register's size. A reader that
 * goes away ends the reading; a failure destroys the stream with its error.
 */
export const registerCsv = (batches: AsyncIterable<HolderRegisterRow[]>): Readable => Readable.from(chunks(batches), { highWaterMark: 1 });
