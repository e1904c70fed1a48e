// The investor hears of the decision on their application: a branded e-mail in their language with a
// link to where they go next. Recorded in the outbox and delivered in the background, so an SMTP hiccup
// never undoes or delays a review.
import type { Logger } from 'pino';
import type { Db } from '../../db/knex';
import { findUserById } from '../../db/queries/users';
import type { Origins } from '../config/origins';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { LINK_PATHS } from './accounts';
import type { BrandRegistry } from './brands';

export interface KycMailer {
  decision(userId: string, status: 'APPROVED' | 'REJECTED', reason: string | null): Promise<void>;
}

export function createKycMailer({ db, mailer, brands, origins, logger }: { db: Db; mailer: Mailer; brands: BrandRegistry; origins: Origins; logger: Logger }): KycMailer {
  return {
    async decision(userId, status, reason) {
      try {
        const user = await findUserById(db, userId);
        const brand = user && brands.byDomainId(user.domain_id);
        if (!user || !brand) return;
        const kind = status === 'APPROVED' ? 'kyc_approved' : 'kyc_rejected';
        const link = `${origins.canonical(user.domain_id)}${LINK_PATHS[kind]}`;
        await mailer.enqueue({ ...renderMail(kind, user.locale, brand, { link, values: { reason: reason ?? '' } }), to: user.email, from: brand.mail_from, kind });
      } catch (err) {
        logger.error({ err, userId }, 'KYC decision e-mail not recorded');
      }
    },
  };
}
