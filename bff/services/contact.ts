// A visitor's contact message: kept in the database with its consents, brand and language, and sent to
// the brand's contact address through the mail outbox. A message with the hidden field filled in is a
// bot's: it is dropped without a trace, and the bot is told it worked.
import type { Db } from '../../db/knex';
import type { Language } from '../../core/i18n-locales';
import type { ContactMessage } from '../../core/contact';
import type { DbBrandRow } from '../../db/tables';
import { insertContactMessage } from '../../db/queries/contact-messages';
import type { Mailer } from '../mail/mailer';
import { renderContactMail } from '../mail/templates';

export interface ContactRequest {
  message: ContactMessage;
  brand: DbBrandRow;
  language: Language;
  userAgent: string | undefined;
}

export function createContactService({ db, mailer }: { db: Db; mailer: Mailer }) {
  return {
    async receive({ message, brand, language, userAgent }: ContactRequest): Promise<{ stored: boolean }> {
      if (message.website.trim() !== '') return { stored: false };
      await insertContactMessage(db, {
        domain_id: brand.domain_id,
        name: message.name,
        email: message.email,
        phone: message.phone || null,
        message: message.message,
        privacy_accepted: message.privacyAccepted,
        marketing_accepted: message.marketingAccepted,
        language,
        user_agent: userAgent?.slice(0, 500) ?? null,
      });
      await mailer.enqueue({
        ...renderContactMail(brand, { ...message, language }),
        to: brand.contact_email,
        from: brand.mail_from,
        replyTo: message.email,
        kind: 'contact_message',
      });
      return { stored: true };
    },
  };
}
