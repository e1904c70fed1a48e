// The language of a request's messages: the web client sends its UI language in X-Language; other
// clients get Accept-Language; Spanish is the fallback (spec 000 §4).
import type { Context } from 'koa';
import type { Language } from '../../core/i18n-locales';

export type { Language };

export function requestLanguage(ctx: Context): Language {
  const explicit = ctx.get('x-language').toLowerCase();
  if (explicit.startsWith('en')) return 'en';
  if (explicit.startsWith('es')) return 'es';
  const accepted = ctx.acceptsLanguages('es', 'en');
  return accepted === 'en' ? 'en' : 'es';
}
