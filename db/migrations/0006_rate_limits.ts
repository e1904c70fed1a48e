// Rate-limit counters shared by every BFF replica (rate-limiter-flexible's Postgres store layout:
// key, points consumed, expiry in epoch milliseconds). Redis holds them instead when REDIS_URL is set.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary(); // <prefix>:<limit name>:<subject> (an IP, a hashed address, a pair)
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire'); // epoch ms when the window ends; null = never
    t.index(['expire']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
