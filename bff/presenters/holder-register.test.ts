import { describe, expect, it } from 'vitest';
import type { HolderRegisterRow } from '../../db/queries/holder-register';
import { REGISTER_HEADERS, registerAmount, registerCsv, registerDateTime, registerFileName } from './holder-register';

const row: HolderRegisterRow = {
  project_id: '0b6f0f5e-8d3c-4a43-9d6e-1f1f6f3c2a10',
  project_name: 'Residencial; "Las Encinas"',
  user_id: 'f4d1b9a2-3c1e-4b57-8a0e-9f5c2d7e6b31',
  name: null,
  email: 'lucia@example.com',
  id_number: '=1+1',
  wallet: null,
  tokens: 25,
  frozen_tokens: 5,
  invested_cents: 250_005,
  last_mint_at: new Date('2026-07-01T22:05:00Z'),
  status: 'ACTIVE',
};

async function* batches(...list: HolderRegisterRow[][]) {
  yield* list;
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('holder register formats', () => {
  it('writes euros with a decimal comma and two decimals, without grouping', () => {
    expect(registerAmount(250_005)).toBe('2500,05');
    expect(registerAmount(0)).toBe('0,00');
    expect(registerAmount(123_456_789)).toBe('1234567,89');
  });

  it('writes the last mint as dd/mm/yyyy HH:mm in Madrid, summer and winter time alike', () => {
    expect(registerDateTime(new Date('2026-07-01T22:05:00Z'))).toBe('02/07/2026 00:05');
    expect(registerDateTime(new Date('2026-01-15T23:30:00Z'))).toBe('16/01/2026 00:30');
    expect(registerDateTime(new Date('2026-03-29T01:30:00Z'))).toBe('29/03/2026 03:30');
  });

  it('names the file after the day in Madrid', () => {
    expect(registerFileName(new Date('2026-12-31T23:30:00Z'))).toBe('registro-titulares-2027-01-01.csv');
  });

  it('streams a BOM and the Spanish headers once, then one CRLF record per holding, quoting and neutralising as Excel needs', async () => {
    const record = `"Residencial; ""Las Encinas""";0b6f0f5e-8d3c-4a43-9d6e-1f1f6f3c2a10;lucia;'=1+1;lucia@example.com;;25;5;2500,05;02/07/2026 00:05;ACTIVE;\r\n`;
    const bytes = await bytesOf(registerCsv(batches([row], [row, row])));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(`${REGISTER_HEADERS.join(';')}\r\n${record.repeat(3)}`);
  });

  it('an empty register is the BOM and the headers', async () => {
    expect((await bytesOf(registerCsv(batches([])))).toString('utf8')).toBe(`\uFEFF${REGISTER_HEADERS.join(';')}\r\n`);
  });
});
