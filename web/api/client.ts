// The one way the web app talks to the BFF: same-origin JSON under /api with the session cookie.
// Answers are `{ success: true, data }` or `{ success: false, error }`; failures become ApiError (the
// server said no) or OfflineError (the request never reached it).
import type { ErrorCode } from '../../core/errors';
import { apiClientMessage } from '../../core/api-client-messages';
import { storedPlatform } from '../boot/platform';
import { dropUntakenEarly, startEarly, takeEarly } from './early-requests';

/**
 * The server answered, but not with what was asked for. `message` is the server's own error text, or
 * the client's words for an answer it cannot read; it is empty when a refusal came without a reason (a
 * gateway's error page): the screen then says what failed, with `statusText` if it wants the status line.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The BFF's stable error code (core/errors.ts), when the answer carried one. */
    readonly code?: ErrorCode,
    readonly statusText = '',
  ) {
    super(message);
  }
}

/** The server said there is no such thing (or none this user may see). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export class OfflineError extends Error {
  override readonly name = 'OfflineError';
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
  }
}

export type HttpMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Envelope<T> {
  success?: boolean;
  data?: T;
  error?: string;
  /** The BFF answers only codes of the closed set (core/errors.ts); the list itself stays out of the bundle. */
  code?: ErrorCode;
  message?: string;
  nextCursor?: string | null;
}

function headers(hasBody: boolean, extra: Record<string, string> = {}): Headers {
  const result = new Headers({ ...extra, Accept: 'application/json' });
  if (hasBody) result.set('Content-Type', 'application/json');
  const platform = storedPlatform();
  if (platform) result.set('X-Platform', platform);
  // The BFF words its messages in the interface language (bff/http/language.ts).
  const language = document.documentElement.lang;
  if (language) result.set('X-Language', language);
  return result;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | undefined> {
  if (!response.headers.get('Content-Type')?.includes('json')) return undefined;
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return undefined;
  }
}

/** Asks the user to prove a second factor (the shell's step-up dialog): true once proved, false when they gave up. */
export type StepUpPrompt = () => Promise<boolean>;

let stepUpPrompt: StepUpPrompt | null = null;

/**
 * Who answers a 401 step_up_required (issue 57): with one set, such a refusal opens it and, once a factor
 * is proved, the same request goes again, once, with the same headers (its Idempotency-Key); without one,
 * or when the user gives up, the refusal is the caller's as before. Returns the call that removes it.
 */
export function setStepUpPrompt(prompt: StepUpPrompt): () => void {
  stepUpPrompt = prompt;
  return () => {
    if (stepUpPrompt === prompt) stepUpPrompt = null;
  };
}

async function request<T>(method: 'GET' | HttpMethod, path: string, body?: unknown, extraHeaders?: Record<string, string>, stepUpAsked = false): Promise<Envelope<T>> {
  const hasBody = body !== undefined;
  let response: Response;
  try {
    if (method !== 'GET') dropUntakenEarly();
    const early = method === 'GET' && !extraHeaders ? takeEarly(path) : undefined;
    response = await (early ??
      fetch(`/api${path}`, {
        method,
        credentials: 'same-origin',
        headers: headers(hasBody, extraHeaders),
        body: hasBody ? JSON.stringify(body) : undefined,
      }));
  } catch (error) {
    throw new OfflineError(error);
  }
  const envelope = await readEnvelope<T>(response);
  if (!response.ok || envelope?.success === false) {
    const refusal = new ApiError(response.status, envelope?.error ?? '', envelope?.code, response.statusText);
    if (refusal.code === 'step_up_required' && stepUpPrompt && !stepUpAsked && (await stepUpPrompt())) {
      return request<T>(method, path, body, extraHeaders, true);
    }
    throw refusal;
  }
  if (!envelope) throw new ApiError(response.status, apiClientMessage('api.notJson', document.documentElement.lang), undefined, response.statusText);
  return envelope;
}

/** GET /api{path} and return its `data`. */
export async function apiGet<T>(path: string): Promise<T> {
  return (await request<T>('GET', path)).data as T;
}

/** GET a page of a list: its `data` and the cursor of the next page (null on the last). */
export async function apiGetPage<T>(path: string): Promise<{ data: T; nextCursor: string | null }> {
  const envelope = await request<T>('GET', path);
  return { data: envelope.data as T, nextCursor: envelope.nextCursor ?? null };
}

/** GET /api{path} and return the whole answer, for a list that says more than its page (what the caller may do). */
export async function apiGetAnswer<T extends { data: unknown }>(path: string): Promise<T> {
  // The envelope is the answer itself; its other fields are the caller's contract type to name.
  return (await request<unknown>('GET', path)) as unknown as T;
}

/** Send a JSON body to /api{path} and return the answer's `data`; `headers` adds request headers (an Idempotency-Key). */
export async function apiSend<T>(method: HttpMethod, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  return (await request<T>(method, path, body, headers)).data as T;
}

/** Send a JSON body to /api{path} and return the answer's `message` (POST /api/contact answers one, spec 000 §7). */
export async function apiSendForMessage(method: HttpMethod, path: string, body?: unknown): Promise<string | undefined> {
  return (await request<unknown>(method, path, body)).message;
}

/**
 * Starts GET /api{path} now, for the first apiGet of that path to take (early-requests.ts). `peek`
 * reads a copy of a successful answer's data as soon as it arrives, before the app has taken it.
 */
export function prefetch(path: string, peek?: (data: unknown) => void): void {
  startEarly(path, (p) => {
    const response = fetch(`/api${p}`, { credentials: 'same-origin', headers: headers(false) });
    if (peek) {
      // Cloned in the first reaction to the answer, before its taker can have read the body.
      response
        .then((answer) => (answer.ok ? (answer.clone().json() as Promise<Envelope<unknown>>) : undefined))
        .then((envelope) => envelope?.success && peek(envelope.data))
        .catch(() => undefined);
    }
    return response;
  });
}
