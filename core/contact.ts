// The contact message (spec 000 §3, §5, §8): one schema for the form in the browser and for
// POST /api/contact, and its messages in both interface languages.
import * as v from 'valibot';
import { EmailSchema } from './auth';
import type { Language } from './i18n-locales';

export const contactMessages = {
  'contact.sent': {
    es: 'Mensaje enviado correctamente. Te responderemos en menos de 24 horas.',
    en: 'Message sent successfully. We will reply within 24 hours.',
  },
  'contact.failed': {
    es: 'Error al enviar el mensaje. Por favor, inténtelo de nuevo.',
    en: 'The message could not be sent. Please try again.',
  },
  'contact.offline': {
    es: 'Error al enviar el mensaje. Por favor, verifique su conexión e inténtelo de nuevo.',
    en: 'The message could not be sent. Please check your connection and try again.',
  },
  'contact.nameRequired': { es: 'El nombre es obligatorio', en: 'Your name is required' },
  'contact.nameTooLong': { es: 'El nombre no puede superar los 120 caracteres', en: 'The name cannot be longer than 120 characters' },
  'contact.phoneInvalid': { es: 'Introduce un teléfono válido', en: 'Enter a valid phone number' },
  'contact.messageRequired': { es: 'El mensaje es obligatorio', en: 'A message is required' },
  'contact.messageTooLong': {
    es: 'El mensaje no puede superar los 5000 caracteres',
    en: 'The message cannot be longer than 5000 characters',
  },
  'contact.privacyRequired': {
    es: 'Debes aceptar la política de privacidad',
    en: 'You must accept the privacy policy',
  },
  'contact.tooMany': {
    es: 'Has enviado varios mensajes seguidos. Espera unos minutos antes de volver a intentarlo.',
    en: 'You have sent several messages in a row. Please wait a few minutes before trying again.',
  },
} satisfies Record<string, Record<Language, string>>;

export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MAX = 5000;
const PHONE = /^\+?[0-9][0-9 ().-]{6,19}$/;

export const ContactSchema = v.object({
  name: v.pipe(
    v.string('contact.nameRequired'),
    v.trim(),
    v.nonEmpty('contact.nameRequired'),
    v.maxLength(CONTACT_NAME_MAX, 'contact.nameTooLong'),
  ),
  email: EmailSchema,
  phone: v.pipe(
    v.optional(v.nullable(v.string('contact.phoneInvalid')), ''),
    v.transform((value) => value?.trim() ?? ''),
    v.check((value) => value === '' || PHONE.test(value), 'contact.phoneInvalid'),
  ),
  message: v.pipe(
    v.string('contact.messageRequired'),
    v.trim(),
    v.nonEmpty('contact.messageRequired'),
    v.maxLength(CONTACT_MESSAGE_MAX, 'contact.messageTooLong'),
  ),
  privacyAccepted: v.literal(true, 'contact.privacyRequired'),
  marketingAccepted: v.optional(v.boolean(), false),
  /** A field people never see: a filled value marks a bot. */
  website: v.optional(v.string(), ''),
});

export type ContactInput = v.InferInput<typeof ContactSchema>;
export type ContactMessage = v.InferOutput<typeof ContactSchema>;
