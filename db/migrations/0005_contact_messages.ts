// Messages sent through the public contact form (spec 000 §3), with the consents given, the brand the
// visitor was on and the language they wrote in.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_messages', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('domain_id').notNullable().references('brands.domain_id');
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('phone');
    t.text('message').notNullable();
    // The privacy policy must be accepted to send; stored so the record shows it was.
    t.boolean('privacy_accepted').notNullable();
    t.boolean('marketing_accepted').notNullable().defaultTo(false);
    t.text('language').notNullable();
    t.text('user_agent');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['domain_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
}
