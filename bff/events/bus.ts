// What one replica must tell the others at once: the catalog changed, the signing keys rotated. On
// Postgres, NOTIFY on one channel and a LISTEN on a connection of its own (not the pool's), which
// reconnects with backoff after a loss and then reports every topic, since events may have been
// missed meanwhile. On embedded PGlite there is one process, so the bus is in process.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../../db/knex';
import { EVENTS_CHANNEL, notifyEvent } from '../../db/queries/events';

export const TOPICS = ['catalog', 'signing_keys'] as const;
export type Topic = (typeof TOPICS)[number];

export interface EventBus {
  /** Tells every replica, this one included. */
  publish(topic: Topic): Promise<void>;
  subscribe(topic: Topic, handler: () => void): void;
  close(): Promise<void>;
}

const isTopic = (value: string): value is Topic => (TOPICS as readonly string[]).includes(value);
const RECONNECT_MS = { first: 250, max: 5_000 };

export function createEventBus(options: { db: Db; databaseUrl?: string | undefined; logger: Logger }): EventBus {
  const local = new EventEmitter();
  const dispatch = (topic: Topic) => local.emit(topic);
  if (!options.databaseUrl) {
    return {
      publish: async (topic) => void dispatch(topic),
      subscribe: (topic, handler) => void local.on(topic, handler),
      close: async () => void local.removeAllListeners(),
    };
  }

  const databaseUrl = options.databaseUrl;
  let client: pg.Client | undefined;
  let closed = false;
  let delay = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MS.max);
  };

  async function connect(missedEvents: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000, keepAlive: true });
    // A lost connection is expected during a database restart: reconnect, never crash.
    next.on('error', (err) => {
      options.logger.warn({ err }, 'event listener connection lost');
      next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (client === next) client = undefined;
      reconnectLater();
    });
    next.on('notification', (msg) => {
      if (msg.channel === EVENTS_CHANNEL && msg.payload && isTopic(msg.payload)) dispatch(msg.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      options.logger.warn({ err }, 'event listener could not connect');
      await next.end().catch(() => undefined);
      reconnectLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = RECONNECT_MS.first;
    if (missedEvents) for (const topic of TOPICS) dispatch(topic);
  }

  void connect(false);

  return {
    async publish(topic) {
      dispatch(topic);
      await notifyEvent(options.db, topic);
    },
    subscribe: (topic, handler) => void local.on(topic, handler),
    async close() {
      closed = true;
      clearTimeout(timer);
      local.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}
