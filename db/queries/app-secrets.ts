// Named secrets generated once and shared by every replica: the first writer's value wins.
import type { Knex } from 'knex';

export async function readOrCreateSecret(db: Knex, name: string, fresh: string): Promise<string> {
  await db('app_secrets').insert({ name, value: fresh }).onConflict('name').ignore();
  const row = await db('app_secrets').where({ name }).first<{ value: string } | undefined>('value');
  if (!row) throw new Error(`Could not read the application secret ${name}`);
  return row.value;
}
