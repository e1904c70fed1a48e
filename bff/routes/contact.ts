// POST /api/contact (spec 000 §7): the public contact form. Validated with the form's own schema,
// limited per client address so a script cannot flood the brand's inbox, answered with the text the
// form shows (spec 000 §8) in the visitor's language.
import Router from '@koa/router';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { ContactSchema } from '../../core/contact';
import type { ApiSuccess } from '../../core/api';
import { translate } from '../../core/messages';
import { tooManyRequests } from '../errors';
import { createContactService } from '../services/contact';
import { clientKey } from '../http/client-key';
import { takePoint } from '../rate-limit/store';

/** POST /api/contact answers the text the form shows (spec 000 §8), not data. */
type ContactAnswer = Omit<ApiSuccess<never>, 'data'> & { message: string };

export const CONTACT_LIMIT = { points: 5, durationSeconds: 10 * 60 };

export function contactRoutes(deps: Pick<Deps, 'db' | 'mailer' | 'brands' | 'limits'>, limit = CONTACT_LIMIT): Router {
  const router = new Router();
  const contact = createContactService(deps);
  const perClient = deps.limits.limiter({ name: 'contact_ip', points: limit.points, durationSeconds: limit.durationSeconds });

  router.post(
    '/contact',
    route({ body: ContactSchema }, async (ctx, { body }) => {
      const language = ctx.state.lang;
      const wait = await takePoint(perClient, clientKey(ctx.ip));
      if (wait !== null) {
        ctx.set('Retry-After', String(wait));
        throw tooManyRequests('contact.tooMany', 'contact_rate_limited');
      }
      await contact.receive({
        message: body,
        brand: deps.brands.forRequest(ctx),
        language,
        userAgent: ctx.get('user-agent') || undefined,
      });
      ctx.body = { success: true, message: translate('contact.sent', language) } satisfies ContactAnswer;
    }),
  );
  return router;
}
