// The investor hears of every change to an investment: a branded e-mail in their language, queued in
// the step's own transaction (bff/mail/mailer.ts `queue`), so a committed step always gets its mail and
// a rolled-back one never does, and an SMTP outage delays the mail without touching the step.
import type { Language } from '../../core/i18n-locales';
import type { Tx } from '../../db/knex';
import { formatEuros } from '../../core/format';
import { INTL_LOCALE } from '../../core/i18n-locales';
import type { DbBrandRow, DbInvestmentRow, DbUserRow } from '../../db/tables';
import type { Origins } from '../config/origins';
import type { Mailer } from '../mail/mailer';
import { mailMessages, type MailKind, type MailMessageKey } from '../../core/mail-messages';
import { renderMail } from '../mail/templates';
import type { BrandRegistry } from './brands';

export type InvestmentMailKind = Extract<MailKind, `investment_${string}`>;

/** The investment's facts the mails tell (core/mail-messages.ts); the first one also the transfer's details. */
export function renderInvestmentMail(kind: InvestmentMailKind, language: Language, brand: DbBrandRow, investment: DbInvestmentRow, projectName: string, link: string) {
  const amount = formatEuros(investment.amount_cents, { decimals: 2, locale: INTL_LOCALE[language] });
  const values = {
    project: projectName,
    amount,
    tokens: new Intl.NumberFormat(INTL_LOCALE[language]).format(investment.tokens),
    reference: investment.payment_reference,
    reason: investment.rejection_reason ?? '',
  };
  const label = (key: Extract<MailMessageKey, `mail.transfer.${string}`>) => mailMessages[key][language];
  const facts: [string, string][] =
    kind === 'investment_created'
      ? [
          [label('mail.transfer.beneficiary'), brand.legal_name],
          [label('mail.transfer.iban'), brand.iban],
          [label('mail.transfer.bic'), brand.bic],
          [label('mail.transfer.amount'), amount],
          [label('mail.transfer.reference'), investment.payment_reference],
        ]
      : [];
  return renderMail(kind, language, brand, { link, values, facts });
}

export interface InvestmentMailer {
  /** Queues the mail in the step's transaction. */
  tell(tx: Tx, kind: InvestmentMailKind, investor: DbUserRow, investment: DbInvestmentRow, projectName: string): Promise<void>;
}

export function createInvestmentMailer({ mailer, brands, origins }: { mailer: Mailer; brands: BrandRegistry; origins: Origins }): InvestmentMailer {
  return {
    async tell(tx, kind, investor, investment, projectName) {
      // The investment's brand (its project's), not the investor's: its transfer goes to that brand's
      // account, and one identity signs in on either brand's host.
      const brand = brands.byDomainId(investment.domain_id);
      if (!brand) return;
      const link = `${origins.canonical(investment.domain_id)}/dashboard/investments/${investment.id}`;
      const mail = renderInvestmentMail(kind, investor.locale, brand, investment, projectName, link);
      await mailer.queue(tx, { ...mail, to: investor.email, from: brand.mail_from, kind });
    },
  };
}
