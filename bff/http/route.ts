// A route states its input as one `{ params, query, body }` schema (core/ schemas, the same the web
// forms use) and its handler receives the parsed, typed input: no route reads an unchecked request part
// or casts one. Answers are built with `reply`, typed by the response shapes of core/.
import type { Context, Middleware } from 'koa';
import * as v from 'valibot';
import type { ApiDone, ApiSuccess } from '../../core/api';
import { messageOf, type Message } from '../../core/messages';
import { badRequest } from '../errors';

export interface RouteSchema {
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
}

type Parsed<S extends RouteSchema, K extends keyof RouteSchema> = S[K] extends v.GenericSchema ? v.InferOutput<S[K]> : undefined;

export interface RouteInput<S extends RouteSchema> {
  params: Parsed<S, 'params'>;
  query: Parsed<S, 'query'>;
  body: Parsed<S, 'body'>;
}

/**
 * The object schema's fields, also when the object sits at the head of a pipe (cross-field checks) or
 * is the option of a variant that the input's discriminator picks (POST /api/block's request types).
 */
function entriesOf(schema: v.GenericSchema, input: unknown): Record<string, v.GenericSchema> | undefined {
  const node = schema as { entries?: Record<string, v.GenericSchema>; pipe?: v.GenericSchema[]; key?: string; options?: v.GenericSchema[] };
  if (node.entries) return node.entries;
  if (node.pipe?.[0]) return entriesOf(node.pipe[0], input);
  if (!node.key || !node.options) return undefined;
  const discriminator = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[node.key] : undefined;
  for (const option of node.options) {
    const entries = entriesOf(option, input);
    const picks = entries?.[node.key];
    if (picks && v.is(picks, discriminator)) return entries;
  }
  return undefined;
}

/** An optional (or nullable) field's own schema. */
function unwrapped(schema: v.GenericSchema): v.GenericSchema {
  const node = schema as { type: string; wrapped?: v.GenericSchema };
  return (node.type === 'optional' || node.type === 'nullable' || node.type === 'nullish') && node.wrapped ? unwrapped(node.wrapped) : schema;
}

/** The object schema holding the issue's field, followed down the path from the root (a test's answers inside the body). */
function parentOf(schema: v.GenericSchema, path: NonNullable<v.BaseIssue<unknown>['path']>): v.GenericSchema {
  let node = schema;
  for (const step of path.slice(0, -1)) {
    const next = typeof step.key === 'string' ? entriesOf(unwrapped(node), step.input)?.[step.key] : undefined;
    if (!next) return node;
    node = unwrapped(next);
  }
  return node;
}

/**
 * The message to answer. A field left out of the body gets the message its schema gives an empty
 * value ("El nombre es obligatorio"), or else 'La petición no es válida', never valibot's English "Invalid key".
 */
function problemOf(schema: v.GenericSchema, issue: v.BaseIssue<unknown> | undefined): Message {
  if (!issue) return 'http.invalidRequest';
  const step = issue.path?.at(-1);
  const key = step?.key;
  if (typeof key === 'string' && issue.input === undefined && issue.type === 'object') {
    const field = entriesOf(parentOf(schema, issue.path!), step?.input)?.[key];
    const asEmpty = field && v.safeParse(field, '');
    return asEmpty && !asEmpty.success && asEmpty.issues[0] ? messageOf(asEmpty.issues[0].message) : 'http.invalidRequest';
  }
  return messageOf(issue.message);
}

function parse(schema: v.GenericSchema | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = v.safeParse(schema, value);
  if (!result.success) throw badRequest(problemOf(schema, result.issues[0]), 'validation_failed');
  return result.output;
}

/** Validates params, then query, then body, and hands the handler the typed result. */
export function route<S extends RouteSchema>(schema: S, handler: (ctx: Context, input: RouteInput<S>) => Promise<void> | void): Middleware {
  return async (ctx) => {
    const params: unknown = (ctx as Context & { params?: Record<string, string> }).params ?? {};
    // The one place the parts meet their types: each was just parsed by its own schema.
    const input = {
      params: parse(schema.params, params),
      query: parse(schema.query, ctx.query),
      body: parse(schema.body, ctx.request.body ?? {}),
    } as RouteInput<S>;
    await handler(ctx, input);
  };
}

/** `{ success: true }`: a write with nothing to hand back. */
export function done(ctx: Context, status = 200): void {
  ctx.status = status;
  ctx.body = { success: true } satisfies ApiDone;
}

/** `{ success: true, data }` (and the next page's cursor for lists), with the status given. */
export function reply<T>(ctx: Context, data: T, options: { status?: number; nextCursor?: string | null } = {}): void {
  const body: ApiSuccess<T> = { success: true, data, ...(options.nextCursor !== undefined ? { nextCursor: options.nextCursor } : {}) };
  ctx.status = options.status ?? 200;
  ctx.body = body;
}
