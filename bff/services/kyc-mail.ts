// The investor hears of the decision on their application, with a link to where they go next
// (./investor-mail.ts). Recorded after the review commits and delivered in the background, so an SMTP
// hiccup never undoes or delays a review.
import type { Logger } from 'pino';
import type { Db } from '../../db/knex';
import { findUserById } from '../../db/queries/users';
import { LINK_PATHS } from './accounts';
import type { TellInvestor } from './investor-mail';

export interface KycMailer {
  decision(userId: string, status: 'APPROVED' | 'REJECTED', reason: string | null): Promise<void>;
}

export function createKycMailer({ db, tellInvestor, logger }: { db: Db; tellInvestor: TellInvestor; logger: Logger }): KycMailer {
  return {
    async decision(userId, status, reason) {
      try {
        const user = await findUserById(db, userId);
        if (!user) return;
        const kind = status === 'APPROVED' ? 'kyc_approved' : 'kyc_rejected';
        // Its own transaction: the outbox row and its delivery job are written together or not at all.
        await db.transaction((tx) => tellInvestor(tx, kind, user, { path: LINK_PATHS[kind], values: { reason: reason ?? '' } }));
      } catch (err) {
        logger.error({ err, userId }, 'KYC decision e-mail not recorded');
      }
    },
  };
}
