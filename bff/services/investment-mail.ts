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
import { fillIn, renderBrandedMail } from '../mail/templates';
import type { BrandRegistry } from './brands';

export type InvestmentMailKind = 'investment_created' | 'investment_payment_received' | 'investment_erir_verified' | 'investment_minted' | 'investment_rejected';

interface Copy {
  subject: string;
  intro: string[];
  button: string;
  notes: string[];
}

type Facts = Record<'project' | 'amount' | 'tokens' | 'reference' | 'reason' | 'brand', string>;

const COPY: Record<InvestmentMailKind, Record<Language, Copy>> = {
  investment_created: {
    es: {
      subject: 'Tu inversión en {project}: datos para la transferencia',
      intro: ['Has iniciado una inversión de {amount} en {project} ({tokens} tokens).', 'Para completarla, haz una transferencia con estos datos. Indica la referencia como concepto: así identificamos tu pago.'],
      button: 'Ver mi inversión',
      notes: ['Cuando hayas hecho la transferencia, confírmalo en la página de tu inversión.', 'Si no has iniciado esta inversión, contacta con nosotros.'],
    },
    en: {
      subject: 'Your investment in {project}: bank transfer details',
      intro: ['You have started an investment of {amount} in {project} ({tokens} tokens).', 'To complete it, make a bank transfer with these details. Give the reference as the payment description: that is how we identify your payment.'],
      button: 'See my investment',
      notes: ['Once you have made the transfer, confirm it on your investment page.', 'If you did not start this investment, please contact us.'],
    },
  },
  investment_payment_received: {
    es: {
      subject: 'Hemos recibido tu pago para {project}',
      intro: ['Hemos verificado tu transferencia de {amount} para {project} (referencia {reference}).', 'El siguiente paso es la verificación ERIR; te avisaremos cuando esté hecha.'],
      button: 'Ver mi inversión',
      notes: ['No tienes que hacer nada más por ahora.'],
    },
    en: {
      subject: 'We have received your payment for {project}',
      intro: ['We have verified your transfer of {amount} for {project} (reference {reference}).', 'The next step is the ERIR verification; we will let you know when it is done.'],
      button: 'See my investment',
      notes: ['There is nothing else you need to do for now.'],
    },
  },
  investment_erir_verified: {
    es: {
      subject: 'Verificación ERIR completada para tu inversión en {project}',
      intro: ['La verificación ERIR de tu inversión de {amount} en {project} se ha completado.', 'Solo falta la emisión de tus {tokens} tokens.'],
      button: 'Ver mi inversión',
      notes: ['Te avisaremos en cuanto los tokens estén emitidos.'],
    },
    en: {
      subject: 'ERIR verification completed for your investment in {project}',
      intro: ['The ERIR verification of your investment of {amount} in {project} is complete.', 'All that is left is minting your {tokens} tokens.'],
      button: 'See my investment',
      notes: ['We will let you know as soon as the tokens are minted.'],
    },
  },
  investment_minted: {
    es: {
      subject: 'Tus {tokens} tokens de {project} ya están emitidos',
      intro: ['Hemos emitido {tokens} tokens de {project} a tu nombre por tu inversión de {amount}.', 'Tu inversión está completada.'],
      button: 'Ver mi inversión',
      notes: ['Los tokens se enviarán a la wallet que indicaste en tu verificación.'],
    },
    en: {
      subject: 'Your {tokens} {project} tokens have been minted',
      intro: ['We have minted {tokens} {project} tokens in your name for your investment of {amount}.', 'Your investment is complete.'],
      button: 'See my investment',
      notes: ['The tokens will be sent to the wallet you gave in your verification.'],
    },
  },
  investment_rejected: {
    es: {
      subject: 'Tu inversión en {project} ha sido rechazada',
      intro: ['La inversión ha sido rechazada.', 'Inversión: {amount} en {project} (referencia {reference}). Motivo: {reason}'],
      button: 'Ver mi inversión',
      notes: ['Si ya hiciste la transferencia, te devolveremos el importe a la cuenta de origen.', 'Si tienes dudas, contacta con nosotros.'],
    },
    en: {
      subject: 'Your investment in {project} has been rejected',
      intro: ['The investment has been rejected.', 'Investment: {amount} in {project} (reference {reference}). Reason: {reason}'],
      button: 'See my investment',
      notes: ['If you already made the transfer, the amount will be returned to the account it came from.', 'If you have any questions, please contact us.'],
    },
  },
};

const TRANSFER_LABELS: Record<Language, { beneficiary: string; iban: string; bic: string; amount: string; reference: string }> = {
  es: { beneficiary: 'Beneficiario', iban: 'IBAN', bic: 'BIC', amount: 'Importe', reference: 'Concepto (referencia)' },
  en: { beneficiary: 'Beneficiary', iban: 'IBAN', bic: 'BIC', amount: 'Amount', reference: 'Description (reference)' },
};

export function renderInvestmentMail(kind: InvestmentMailKind, language: Language, brand: DbBrandRow, investment: DbInvestmentRow, projectName: string, link: string) {
  const amount = formatEuros(investment.amount_cents, { decimals: 2, locale: INTL_LOCALE[language] });
  const facts: Facts = {
    project: projectName,
    amount,
    tokens: new Intl.NumberFormat(INTL_LOCALE[language]).format(investment.tokens),
    reference: investment.payment_reference,
    reason: investment.rejection_reason ?? '',
    brand: brand.name,
  };
  const copy = COPY[kind][language];
  const labels = TRANSFER_LABELS[language];
  const transfer: [string, string][] =
    kind === 'investment_created'
      ? [
          [labels.beneficiary, brand.legal_name],
          [labels.iban, brand.iban],
          [labels.bic, brand.bic],
          [labels.amount, amount],
          [labels.reference, investment.payment_reference],
        ]
      : [];
  return renderBrandedMail(language, brand, {
    subject: fillIn(copy.subject, facts),
    intro: copy.intro.map((line) => fillIn(line, facts)),
    facts: transfer,
    button: copy.button,
    link,
    notes: copy.notes,
  });
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
