// The one registry of messages the web app and the BFF show, in both interface languages. Schemas in
// core/ use these keys as their messages and the BFF's services throw them; whoever shows a message
// (a form, or the BFF's `{ success: false, error }` for the request's language) translates it here.
// The spec's texts are the entries in the language they are written in, word for word; the tables are
// JSON catalogs in core/i18n/ (its README says which spec section each one comes from).
import type { Language } from './i18n-locales';
import accountMessages from './i18n/account.json';
import httpMessages from './i18n/http.json';
import apiClientMessages from './i18n/api-client.json';
import projectMessages from './i18n/projects.json';
import kycMessages from './i18n/kyc.json';
import investmentMessages from './i18n/investments.json';
import blockingMessages from './i18n/blocking.json';
import registerMessages from './i18n/register.json';
import auditMessages from './i18n/audit.json';
import contactMessages from './i18n/contact.json';
import chainMessages from './i18n/chain.json';
import secondFactorMessages from './i18n/second-factor.json';
import approvalMessages from './i18n/approvals.json';
import investorProtectionMessages from './i18n/investor-protection.json';
import { INTL_LOCALE } from './i18n-locales';
import { centsToDecimalString } from './format';

export const sharedMessages = {
  ...accountMessages,
  ...httpMessages,
  ...apiClientMessages,
  ...projectMessages,
  ...kycMessages,
  ...investmentMessages,
  ...blockingMessages,
  ...registerMessages,
  ...auditMessages,
  ...contactMessages,
  ...chainMessages,
  ...secondFactorMessages,
  ...approvalMessages,
  ...investorProtectionMessages,
} satisfies Record<string, Bilingual>;

export type Bilingual = Record<Language, string>;
export type MessageKey = keyof typeof sharedMessages;

/** A part filled into a message's `{name}`: a text as is, an amount of cents as euros, or amounts to choose from. */
export type MessageValue = string | { cents: number } | { anyOfCents: readonly number[] };

/**
 * A message to word later, in the reader's language: a key; a key followed by a list of labels (the
 * fields a publish is missing); a key with values for its `{name}` parts ('La inversión mínima es
 * €{amount}'); or a text a schema library wrote that has no key.
 */
export type Message =
  | MessageKey
  | { key: MessageKey; list: readonly Bilingual[] }
  | { key: MessageKey; values: Readonly<Record<string, MessageValue>> }
  | { text: string };

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(sharedMessages, value);
}

/** The text for a key in the given language; any other text (a schema's own wording) is returned unchanged. */
export function translateMessage(keyOrText: string, language: Language): string {
  return isMessageKey(keyOrText) ? sharedMessages[keyOrText][language] : keyOrText;
}

const amountFormats = new Map<string, Intl.NumberFormat>();

/** Cents as the number after '€' in the spec's texts ('€1000', '€12.500,50'): decimals only when there are some. */
function euroFigure(cents: number, language: Language): string {
  const decimals = cents % 100 === 0 ? 0 : 2;
  const key = `${language}|${decimals}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[language], { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    amountFormats.set(key, format);
  }
  return format.format(centsToDecimalString(cents) as `${number}`);
}

function fillValue(value: MessageValue, language: Language): string {
  if (typeof value === 'string') return value;
  if ('cents' in value) return euroFigure(value.cents, language);
  const options = value.anyOfCents.map((cents) => `€${euroFigure(cents, language)}`);
  return options.length > 1 ? `${options.slice(0, -1).join(', ')} ${sharedMessages['investment.or'][language]} ${options.at(-1)}` : (options[0] ?? '');
}

/** The text with each `{name}` replaced by its value, worded in the language; a name without a value stays as it is. */
export function fillIn(text: string, values: Readonly<Record<string, MessageValue>>, language: Language): string {
  return text.replace(/\{(\w+)\}/g, (part, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    return value === undefined ? part : fillValue(value, language);
  });
}

export function translate(message: Message, language: Language): string {
  if (typeof message === 'string') return sharedMessages[message][language];
  if ('text' in message) return translateMessage(message.text, language);
  const text = sharedMessages[message.key][language];
  if ('values' in message) return fillIn(text, message.values, language);
  return text + message.list.map((label) => label[language]).join(', ');
}

/** A schema issue's message as a Message: its key when it is one. */
export const messageOf = (keyOrText: string): Message => (isMessageKey(keyOrText) ? keyOrText : { text: keyOrText });
