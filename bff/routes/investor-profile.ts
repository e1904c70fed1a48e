// GET and PUT /api/investor-profile (issue 58, docs/investor-protection.md): every signed-in user reads and
// changes their own profile only; there is no way to name anyone else's. Answers carry personal financial
// data: never cached.
import Router from '@koa/router';
import type { Deps } from '../deps';
import { InvestorProfileUpdateSchema, type InvestorProfile } from '../../core/investor-protection';
import { currentUser, requireRole } from '../middleware/authenticate';
import { noStore } from '../middleware/no-store';
import { reply, route } from '../http/route';
import { createInvestorProfileService } from '../services/investor-profile';
import { presentInvestorProfile } from '../presenters/investor-profile';

export function investorProfileRoutes(deps: Pick<Deps, 'db'>): Router {
  const router = new Router();
  const profiles = createInvestorProfileService(deps);
  router.use(noStore);

  router.get('/investor-profile', requireRole('user'), async (ctx) => {
    reply<InvestorProfile>(ctx, presentInvestorProfile(await profiles.get(currentUser(ctx)), new Date()));
  });

  router.put(
    '/investor-profile',
    requireRole('user'),
    route({ body: InvestorProfileUpdateSchema }, async (ctx, { body }) => {
      reply<InvestorProfile>(ctx, presentInvestorProfile(await profiles.update(currentUser(ctx), body), new Date()));
    }),
  );
  return router;
}
