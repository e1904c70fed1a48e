// Validates a request part against a core/ schema (the same one the web form uses) and puts the typed
// result in ctx.state.input. The first issue's message, written in the schema, is the answer's error.
import type { Context, Middleware, Next } from 'koa';
import * as v from 'valibot';
import { badRequest } from '../errors';
import { translateMessage } from '../../core/messages';

type Source = 'body' | 'query' | 'params';

function read(ctx: Context, source: Source): unknown {
  if (source === 'body') return ctx.request.body ?? {};
  if (source === 'query') return ctx.query;
  return (ctx as Context & { params?: Record<string, string> }).params ?? {};
}

/** The object schema's fields, also when the object sits at the head of a pipe (cross-field checks). */
function entriesOf(schema: v.GenericSchema): Record<string, v.GenericSchema> | undefined {
  const node = schema as { entries?: Record<string, v.GenericSchema>; pipe?: v.GenericSchema[] };
  return node.entries ?? (node.pipe?.[0] ? entriesOf(node.pipe[0]) : undefined);
}

/**
 * The message to answer. A field left out of the body gets the message its schema gives an empty
 * value ("El nombre es obligatorio"), not valibot's generic "Invalid key".
 */
function messageOf(schema: v.GenericSchema, issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'Invalid request';
  const key = issue.path?.at(-1)?.key;
  const field = typeof key === 'string' && issue.input === undefined && issue.type === 'object' ? entriesOf(schema)?.[key] : undefined;
  if (field) {
    const asEmpty = v.safeParse(field, '');
    if (!asEmpty.success && asEmpty.issues[0]) return asEmpty.issues[0].message;
  }
  return issue.message;
}

export function validate<S extends v.GenericSchema>(schema: S, source: Source = 'body'): Middleware {
  return async (ctx: Context, next: Next) => {
    const result = v.safeParse(schema, read(ctx, source));
    if (!result.success) {
      throw badRequest(translateMessage(messageOf(schema, result.issues[0]), ctx.state.lang ?? 'es'), 'validation_failed');
    }
    ctx.state.input = result.output as v.InferOutput<S>;
    await next();
  };
}
