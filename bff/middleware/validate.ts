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

export function validate<S extends v.GenericSchema>(schema: S, source: Source = 'body'): Middleware {
  return async (ctx: Context, next: Next) => {
    const result = v.safeParse(schema, read(ctx, source));
    if (!result.success) {
      const first = result.issues[0];
      throw badRequest(translateMessage(first?.message ?? 'Invalid request', ctx.state.lang ?? 'es'), 'validation_failed');
    }
    ctx.state.input = result.output as v.InferOutput<S>;
    await next();
  };
}
