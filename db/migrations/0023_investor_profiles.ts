// Investor protection (issue 58, docs/investor-protection.md): one row per user with their classification
// (Annex II) and a pending application to be treated as sophisticated, the entry knowledge test's answers
// and verdict, the simulation of the ability to bear loss and the acknowledgement of the art. 21(4) risk
// warning. A user without a row is non-sophisticated and has done none of it.
import type { Knex } from 'knex';

// Copied values, not imports: a migration must keep meaning what it meant when it ran.
const CLASSIFICATIONS = ['non_sophisticated', 'sophisticated'];
const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/** The parts saved together are all there or all absent. */
const together = (columns: string[]) => `(${columns.map((c) => `${c} is null`).join(' and ')}) or (${columns.map((c) => `${c} is not null`).join(' and ')})`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('investor_profiles', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('classification').notNullable().defaultTo('non_sophisticated');
    t.timestamp('sophisticated_approved_at', { useTz: true });
    // The application waiting for an admin: the Annex II facts as stated (amounts in cents).
    t.jsonb('sophisticated_request');
    t.timestamp('sophisticated_requested_at', { useTz: true });
    t.jsonb('knowledge_test_answers');
    t.integer('knowledge_test_version');
    t.boolean('knowledge_test_appropriate');
    t.timestamp('knowledge_test_taken_at', { useTz: true });
    t.bigInteger('net_annual_income_cents');
    t.bigInteger('liquid_assets_cents');
    t.bigInteger('annual_financial_commitments_cents');
    // 2022/2114 art. 7's result, kept with its inputs: it may be negative.
    t.bigInteger('net_worth_cents');
    t.timestamp('simulated_at', { useTz: true });
    t.timestamp('risk_warning_acknowledged_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  const check = (name: string, condition: string) => knex.raw(`alter table investor_profiles add constraint investor_profiles_${name}_check check (${condition})`);
  await check('classification', `classification in (${list(CLASSIFICATIONS)})`);
  // Sophisticated only by an approval, and an approval only of a sophisticated status.
  await check('approved', `(classification = 'sophisticated') = (sophisticated_approved_at is not null)`);
  await check('request', together(['sophisticated_request', 'sophisticated_requested_at']));
  await check('knowledge_test', together(['knowledge_test_answers', 'knowledge_test_version', 'knowledge_test_appropriate', 'knowledge_test_taken_at']));
  await check('knowledge_test_version', 'knowledge_test_version > 0');
  await check(
    'simulation',
    together(['net_annual_income_cents', 'liquid_assets_cents', 'annual_financial_commitments_cents', 'net_worth_cents', 'simulated_at']),
  );
  await check('simulation_cents', 'net_annual_income_cents >= 0 and liquid_assets_cents >= 0 and annual_financial_commitments_cents >= 0');
  await check('net_worth', 'net_worth_cents = net_annual_income_cents + liquid_assets_cents - annual_financial_commitments_cents');
  // Art. 21(4): a warning is acknowledged only when the last test found the services may not be appropriate.
  await check('risk_warning', 'risk_warning_acknowledged_at is null or knowledge_test_appropriate = false');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('investor_profiles');
}
