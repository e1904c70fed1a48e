// Counting rows, in one place: Postgres returns count(*) as a bigint, which pg hands over as a string
// (PGlite as a number), so every count goes through Number().
import type { Knex } from 'knex';

/** How many rows `query` finds. */
export async function countRows(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.count({ n: '*' }).first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}
