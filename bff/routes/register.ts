// GET /api/investors/register.csv (docs/blocking.md): the holder register as a CSV download, for admins
// (every brand, or one) and ERIR users (their own brand), as the investors list. Rate-limited per user
// and audited; the file is streamed as it is read, so its size never sits in memory.
import Router from '@koa/router';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { DomainFilterSchema } from '../../core/domain-filter';
import { currentUser, requireRole } from '../middleware/authenticate';
import { route } from '../http/route';
import { noStore } from '../middleware/no-store';
import { tooManyRequests } from '../errors';
import { takePoint } from '../rate-limit/store';
import { brandScope } from '../policies/blocking';
import { createHolderRegisterService } from '../services/holder-register';
import { registerCsv, registerFileName } from '../presenters/holder-register';

/** A whole register is thousands of identities and seconds of database work: a few a minute is plenty for a person. */
export const REGISTER_EXPORT_LIMIT = { points: 3, durationSeconds: 60 };

const ExportRegister = {
  query: v.object({
    domain: v.optional(DomainFilterSchema),
    projectId: v.optional(v.pipe(v.string('project.notFound'), v.uuid('project.notFound'))),
  }),
};

export function registerRoutes(deps: Pick<Deps, 'db' | 'limits' | 'chain'>): Router {
  const router = new Router();
  const register = createHolderRegisterService(deps);
  const exports = deps.limits.limiter({ name: 'register_export', ...REGISTER_EXPORT_LIMIT });
  router.use(noStore);

  router.get(
    '/investors/register.csv',
    requireRole('erir'),
    route(ExportRegister, async (ctx, { query }) => {
      const user = currentUser(ctx);
      // What the investors list shows the same caller: an ERIR user's own brand, whatever `domain` says.
      const domainId = brandScope(user, query.domain);
      const wait = await takePoint(exports, user.id);
      if (wait !== null) {
        ctx.set('Retry-After', String(wait));
        throw tooManyRequests('register.tooManyExports', 'too_many_exports');
      }
      const rows = await register.open(user, { domainId, projectId: query.projectId });
      const csv = registerCsv(rows);
      // Once the first bytes are out no error answer is possible: the download is cut, so the browser
      // reports it failed instead of saving a register that silently ends early.
      csv.once('error', (err: NodeJS.ErrnoException) => {
        // The reader leaving early is not a failure: the reading has stopped with it.
        if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
        ctx.state.log.error({ err }, 'holder register export failed while streaming');
        ctx.res.destroy();
      });
      ctx.set('Content-Disposition', `attachment; filename="${registerFileName(new Date())}"`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = csv;
    }),
  );

  return router;
}
