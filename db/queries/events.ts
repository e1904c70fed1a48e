// Cross-replica notifications: a NOTIFY on the events channel, sent with the caller's transaction
// when it is one (the listeners hear it only if the transaction commits).
import type { Knex } from 'knex';

export const EVENTS_CHANNEL = 'tokenia_events';

export async function notifyEvent(db: Knex, topic: string): Promise<void> {
  await db.raw('select pg_notify(?, ?)', [EVENTS_CHANNEL, topic]);
}
