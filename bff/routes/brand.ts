// GET /api/brand: the brand this request belongs to, for the web app's logo, name, colours and legal
// identity. It varies with the platform parameter, X-Platform and the host, and so must caches; the
// ETag lets a client that holds the brand revalidate it with a 304.
import Router from '@koa/router';
import type { Deps } from '../deps';
import type { Brand } from '../../core/brand';
import type { ApiSuccess } from '../../core/api';
import type { DbBrandRow } from '../../db/tables';
import { clientHolds, etaggedJson, type EtaggedJson } from '../http/etag';
import { presentBrand } from '../presenters/brand';

export function brandRoutes(deps: Pick<Deps, 'brands'>): Router {
  // A brand changes only through migrations and seeds, which load new rows: each row's answer is
  // serialised once, not on every request.
  const answers = new WeakMap<DbBrandRow, EtaggedJson>();
  const answerFor = (row: DbBrandRow): EtaggedJson => {
    let answer = answers.get(row);
    if (!answer) {
      answer = etaggedJson({ success: true, data: presentBrand(row) } satisfies ApiSuccess<Brand>);
      answers.set(row, answer);
    }
    return answer;
  };

  const router = new Router();
  router.get('/brand', (ctx) => {
    const answer = answerFor(deps.brands.forRequest(ctx));
    // Not Accept-Encoding: the answer is never compressed (bff/app.ts, sessionlessReads).
    ctx.vary(['X-Platform', 'Host']);
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', answer.etag);
    if (clientHolds(ctx, answer.etag)) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'json';
    ctx.body = answer.json;
  });
  return router;
}
