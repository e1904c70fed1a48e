// Every mail to an investor is put together the same way: their brand's look and sender, their language,
// a button to a page of the members' area on that brand's canonical origin (never the request's host),
// queued in the caller's transaction (bff/mail/mailer.ts `queue`) so a committed change always gets
// its mail and a rolled-back one never does.
import type { MailKind } from '../../core/mail-messages';
import type { Db } from '../../db/knex';
import type { DbUserRow } from '../../db/tables';
import type { Origins } from '../config/origins';
import type { Mailer } from '../mail/mailer';
import { renderMail, type MailContent } from '../mail/templates';
import type { BrandRegistry } from './brands';

interface InvestorMail extends Omit<MailContent, 'link'> {
  /** The members' page the button opens, e.g. /dashboard/investments. */
  path: string;
  /** The brand that speaks, when it is not the investor's own (an investment speaks as its project's). */
  domainId?: number;
}

export type TellInvestor = (tx: Db, kind: MailKind, investor: DbUserRow, mail: InvestorMail) => Promise<void>;

export function createInvestorMail({ mailer, brands, origins }: { mailer: Mailer; brands: BrandRegistry; origins: Origins }): TellInvestor {
  return async (tx, kind, investor, { path, values, facts, domainId = investor.domain_id }) => {
    const brand = brands.byDomainId(domainId);
    if (!brand) return;
    const mail = renderMail(kind, investor.locale, brand, { link: `${origins.canonical(domainId)}${path}`, values, facts });
    await mailer.queue(tx, { ...mail, to: investor.email, from: brand.mail_from, kind });
  };
}
