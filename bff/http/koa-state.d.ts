// What the BFF's middleware puts on ctx.state, typed once for every route.
import type { Logger } from 'pino';
import type { Language } from '../../core/i18n-locales';

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    lang: Language;
    log: Logger;
    /** The configured origin this request reached (bff/middleware/resolve-origin.ts); never the raw Host. */
    origin: string;
  }

  interface DefaultContext {
    /** koa-compress's switch for this response: false sends the body as it is. */
    compress?: boolean;
  }
}
