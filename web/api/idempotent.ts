// Writes that must never happen twice (an investment, a step): each user intent carries an
// Idempotency-Key, and a request that never got an answer is sent again with the same key, so the BFF
// (bff/middleware/idempotency.ts) answers a retry with the first request's result instead of doing it again.
//
// One key per intent: the same key for every retry of the same request (same method, path and body)
// while it has no answer — including a retry the user starts after a reload, since pending intents are
// kept in sessionStorage — and a new key once the server has answered (a success or a refusal), so the
// next investment of the same amount is a new one.
import { ApiError, OfflineError, apiSend, type HttpMethod } from './client';

/** What the server never answered: the request may or may not have been done, so only the same key may ask again. */
export function isUnanswered(error: unknown): boolean {
  if (error instanceof OfflineError) return true;
  if (!(error instanceof ApiError)) return false;
  // A gateway with no answer from the BFF behind it, or the BFF still working on the first request.
  return error.status === 502 || error.status === 503 || error.status === 504 || error.code === 'idempotency_in_progress';
}

export interface RetryOptions {
  /** Retries after the first attempt. */
  retries?: number;
  /** How long to wait before retry number `retry` (0-based). */
  delayMs?: (retry: number, error: unknown) => number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRIES = 4;

/** 0.5 s, 1 s, 2 s, 4 s with ±20 % jitter; a request still running on the server: the 1 s its Retry-After asks for. */
export function backoffDelay(retry: number, error: unknown, random: () => number = Math.random): number {
  if (error instanceof ApiError && error.code === 'idempotency_in_progress') return 1000;
  const base = Math.min(4000, 500 * 2 ** retry);
  return Math.round(base * (0.8 + 0.4 * random()));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Send = <T>(method: HttpMethod, path: string, body: unknown, headers: Record<string, string>) => Promise<T>;

/** Sends with the key, and again with the same key (after a pause) while no answer comes, a few times. */
export async function sendWithKey<T>(method: HttpMethod, path: string, body: unknown, key: string, options: RetryOptions = {}, send: Send = apiSend): Promise<T> {
  const { retries = DEFAULT_RETRIES, delayMs = backoffDelay, sleep = wait } = options;
  for (let retry = 0; ; retry += 1) {
    try {
      return await send<T>(method, path, body, { 'Idempotency-Key': key });
    } catch (error) {
      if (!isUnanswered(error) || retry >= retries) throw error;
      await sleep(delayMs(retry, error));
    }
  }
}

/** Where pending intents live: sessionStorage in the browser (one tab), anything with the same shape in tests. */
export interface IntentStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const STORAGE_KEY = 'pending-intents';
/** An unanswered intent older than this is a new one: the user has long since moved on. */
export const INTENT_TTL_MS = 60 * 60 * 1000;

interface Pending {
  key: string;
  at: number;
}

/** The keys of the intents still waiting for an answer, by intent. */
export class IntentKeys {
  private readonly memory = new Map<string, Pending>();

  constructor(
    private readonly store: IntentStore | null = sessionStore(),
    private readonly newKey: () => string = () => crypto.randomUUID(),
    private readonly now: () => number = Date.now,
  ) {}

  private read(): Map<string, Pending> {
    if (!this.store) return this.memory;
    try {
      const saved = JSON.parse(this.store.getItem(STORAGE_KEY) ?? '{}') as Record<string, Pending>;
      return new Map(Object.entries(saved));
    } catch {
      return this.memory;
    }
  }

  private write(pending: Map<string, Pending>): void {
    if (pending === this.memory || !this.store) return;
    try {
      if (pending.size === 0) this.store.removeItem(STORAGE_KEY);
      else this.store.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(pending)));
    } catch {
      // Storage full or blocked: the memory copy still covers retries in this page.
      for (const [intent, entry] of pending) this.memory.set(intent, entry);
    }
  }

  /** The key of this intent: the pending one when it is still waiting for an answer, else a new one. */
  keyFor(intent: string): string {
    const pending = this.read();
    const now = this.now();
    for (const [other, entry] of pending) if (now - entry.at > INTENT_TTL_MS) pending.delete(other);
    const known = pending.get(intent) ?? this.memory.get(intent);
    const key = known && now - known.at <= INTENT_TTL_MS ? known.key : this.newKey();
    pending.set(intent, { key, at: known?.key === key ? known.at : now });
    this.write(pending);
    return key;
  }

  /** The server answered this intent: the next one like it is a new intent with a new key. */
  settle(intent: string): void {
    const pending = this.read();
    pending.delete(intent);
    this.memory.delete(intent);
    this.write(pending);
  }
}

function sessionStore(): IntentStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

let appIntents: IntentKeys | null = null;
const intents = () => (appIntents ??= new IntentKeys());

/**
 * The intent a request stands for: what it does to what, with which data, and in which state of the
 * thing (`scope`): "take the current step" of an investment at review and at erir are two intents with
 * the same request, and a retry of the first must never stand for the second.
 */
export const intentOf = (method: HttpMethod, path: string, body: unknown, scope = ''): string => JSON.stringify([method, path, body ?? null, scope]);

export interface SendOnceOptions extends RetryOptions {
  /** The state the intent was formed in (see intentOf). */
  intentScope?: string;
  keys?: IntentKeys;
  send?: Send;
}

/**
 * POST/PUT a write at most once: under its intent's key, retried while unanswered. An answer (data or
 * a refusal) settles the intent; a request left without one keeps its key for the user's next try.
 */
export async function sendOnce<T>(method: HttpMethod, path: string, body: unknown, options: SendOnceOptions = {}): Promise<T> {
  const keys = options.keys ?? intents();
  const intent = intentOf(method, path, body, options.intentScope);
  const key = keys.keyFor(intent);
  try {
    const answer = await sendWithKey<T>(method, path, body, key, options, options.send);
    keys.settle(intent);
    return answer;
  } catch (error) {
    if (!isUnanswered(error)) keys.settle(intent);
    throw error;
  }
}
