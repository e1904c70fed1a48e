// The language of a request's messages: the web client sends its UI language in X-Language; other
// clients get Accept-Language; Spanish is the fallback (spec 000 §4).
import type { Context } from 'koa';
import type { Language } from '../../core/i18n-locales';
import { boundedMemo } from '../bounded-memo';

export type { Language };

// Negotiating Accept-Language is the costly part, and browsers repeat the same few values.
const negotiated = boundedMemo<Language>();

export function requestLanguage(ctx: Context): Language {
  const explicit = ctx.get('x-language').toLowerCase();
  if (explicit.startsWith('en')) return 'en';
  if (explicit.startsWith('es')) return 'es';
  return negotiated(ctx.get('accept-language'), () => (ctx.acceptsLanguages('es', 'en') === 'en' ? 'en' : 'es'));
}
