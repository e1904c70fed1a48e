// The contact message (spec 000 §3, §5, §8): one schema for the form in the browser and for
// POST /api/contact; its messages are core/i18n/contact.json.
import * as v from 'valibot';
import { EmailSchema } from './auth';

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
