// POST /api/contact (spec 000 §7): the public contact form. Validated with the form's own schema,
// limited per client address so a script cannot flood the brand's inbox, answered with the text the
// form shows (spec 000 §8) in the visitor's language.
import Router from '@koa/router';
import type { Deps } from '../deps';
import { validate } from '../middleware/validate';
import { ContactSchema, type ContactMessage } from '../../core/contact';
import { translateMessage } from '../../core/messages';
import { tooManyRequests } from '../errors';
import { createContactService } from '../services/contact';
import { clientKey } from '../http/client-key';

export const CONTACT_LIMIT = { points: 5, durationSeconds: 10 * 60 };

export function contactRoutes(deps: Pick<Deps, 'db' | 'mailer' | 'brands' | 'limits'>, limit = CONTACT_LIMIT): Router {
  const router = new Router();
  const contact = createContactService(deps);
  const perClient = deps.limits.limiter({ name: 'contact_ip', points: limit.points, durationSeconds: limit.durationSeconds });

  router.post('/contact', validate(ContactSchema), async (ctx) => {
    const language = ctx.state.lang ?? 'es';
    try {
      await perClient.consume(clientKey(ctx.ip));
    } catch (refusal) {
      if (refusal instanceof Error) throw refusal;
      const waitMs = (refusal as { msBeforeNext?: number }).msBeforeNext ?? limit.durationSeconds * 1000;
      ctx.set('Retry-After', String(Math.ceil(waitMs / 1000)));
      throw tooManyRequests(translateMessage('contact.tooMany', language), 'contact_rate_limited');
    }
    await contact.receive({
      message: ctx.state.input as ContactMessage,
      brand: deps.brands.forRequest(ctx),
      language,
      userAgent: ctx.get('user-agent') || undefined,
    });
    ctx.body = { success: true, message: translateMessage('contact.sent', language) };
  });
  return router;
}
