// The message catalogs. Spanish is the default and the fallback, so it ships in the entry chunk;
// English is fetched only when chosen, and any key it lacks falls back to the Spanish text.
import type { Language } from '../../core/i18n-locales';
import es from './es.json';

export type MessageKey = keyof typeof es;
export type Messages = Record<MessageKey, string>;

export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'es') return es;
  const { default: en } = await import('./en.json');
  return { ...es, ...en };
}
