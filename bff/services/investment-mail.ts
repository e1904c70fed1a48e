// The investor hears of every change to an investment, queued in the step's own transaction
// (./investor-mail.ts): an SMTP outage delays the mail without touching the step.
import type { Language } from '../../core/i18n-locales';
import type { Tx } from '../../db/knex';
import { formatEuros } from '../../core/format';
import { INTL_LOCALE } from '../../core/i18n-locales';
import type { DbBrandRow, DbInvestmentRow, DbUserRow } from '../../db/tables';
import { mailMessages, type MailKind, type MailMessageKey } from '../../core/mail-messages';
import type { BrandRegistry } from './brands';
import type { TellInvestor } from './investor-mail';

export type InvestmentMailKind = Extract<MailKind, `investment_${string}`>;

/** The investment's facts the mails tell (core/mail-messages.ts); the first one also the transfer's details. */
function investmentFacts(kind: InvestmentMailKind, language: Language, brand: DbBrandRow, investment: DbInvestmentRow, projectName: string) {
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
  return { values, facts };
}

export interface InvestmentMailer {
  /** Queues the mail in the step's transaction. */
  tell(tx: Tx, kind: InvestmentMailKind, investor: DbUserRow, investment: DbInvestmentRow, projectName: string): Promise<void>;
}

export function createInvestmentMailer(tell: TellInvestor, brands: BrandRegistry): InvestmentMailer {
  return {
    async tell(tx, kind, investor, investment, projectName) {
      // The investment's brand (its project's), not the investor's: its transfer goes to that brand's
      // account, and one identity signs in on either brand's host.
      const brand = brands.byDomainId(investment.domain_id);
      if (!brand) return;
      const path = `/dashboard/investments/${investment.id}`;
      await tell(tx, kind, investor, { path, domainId: investment.domain_id, ...investmentFacts(kind, investor.locale, brand, investment, projectName) });
    },
  };
}
