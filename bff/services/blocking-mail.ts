// The investor hears of every block and release that touches them (their account, part of their
// tokens): a short branded e-mail in their language with the reason, queued in the block's own
// transaction (bff/mail/mailer.ts `queue`), so a committed block always gets its mail and a refused one
// never does.
import type { Language } from '../../core/i18n-locales';
import { INTL_LOCALE } from '../../core/i18n-locales';
import type { Tx } from '../../db/knex';
import type { DbBrandRow, DbUserRow } from '../../db/tables';
import type { Origins } from '../http/origins';
import type { Mailer } from '../mail/mailer';
import { fillIn, renderBrandedMail } from '../mail/templates';
import type { BrandRegistry } from './brands';

export type BlockingMailKind = 'investor_blocked' | 'investor_unblocked' | 'tokens_blocked' | 'tokens_unblocked';

/** What the mail tells: always the reason; the project and the tokens for token blockings. */
export interface BlockingFacts {
  reason: string;
  project?: string;
  tokens?: number;
}

interface Copy {
  subject: string;
  intro: string[];
  button: string;
  notes: string[];
}

const CONTACT: Record<Language, string> = {
  es: 'Si tienes dudas, contacta con el administrador.',
  en: 'If you have any questions, please contact the administrator.',
};

const COPY: Record<BlockingMailKind, Record<Language, Copy>> = {
  investor_blocked: {
    es: { subject: 'Tu cuenta en {brand} ha sido bloqueada', intro: ['Tu cuenta ha sido bloqueada: mientras lo esté no podrás realizar inversiones.', 'Motivo: {reason}'], button: 'Ir a mi cuenta', notes: [CONTACT.es] },
    en: { subject: 'Your {brand} account has been blocked', intro: ['Your account has been blocked: while it is, you cannot make investments.', 'Reason: {reason}'], button: 'Go to my account', notes: [CONTACT.en] },
  },
  investor_unblocked: {
    es: { subject: 'Tu cuenta en {brand} ha sido desbloqueada', intro: ['Tu cuenta vuelve a estar activa: ya puedes realizar inversiones.', 'Motivo: {reason}'], button: 'Ir a mi cuenta', notes: [CONTACT.es] },
    en: { subject: 'Your {brand} account has been unblocked', intro: ['Your account is active again: you can make investments.', 'Reason: {reason}'], button: 'Go to my account', notes: [CONTACT.en] },
  },
  tokens_blocked: {
    es: {
      subject: 'Se han bloqueado {tokens} de tus tokens de {project}',
      intro: ['Se han bloqueado {tokens} de tus tokens de {project}: mientras lo estén no se pueden transferir.', 'Motivo: {reason}'],
      button: 'Ver mis inversiones',
      notes: [CONTACT.es],
    },
    en: {
      subject: '{tokens} of your {project} tokens have been blocked',
      intro: ['{tokens} of your {project} tokens have been blocked: while they are, they cannot be transferred.', 'Reason: {reason}'],
      button: 'See my investments',
      notes: [CONTACT.en],
    },
  },
  tokens_unblocked: {
    es: {
      subject: 'Se han desbloqueado {tokens} de tus tokens de {project}',
      intro: ['Se han desbloqueado {tokens} de tus tokens de {project}: vuelven a estar disponibles.', 'Motivo: {reason}'],
      button: 'Ver mis inversiones',
      notes: [CONTACT.es],
    },
    en: {
      subject: '{tokens} of your {project} tokens have been unblocked',
      intro: ['{tokens} of your {project} tokens have been unblocked: they are available again.', 'Reason: {reason}'],
      button: 'See my investments',
      notes: [CONTACT.en],
    },
  },
};

/** Where the button leads: the account for account blocks, the investments for token blocks. */
const LINK_PATH: Record<BlockingMailKind, string> = {
  investor_blocked: '/dashboard',
  investor_unblocked: '/dashboard',
  tokens_blocked: '/dashboard/investments',
  tokens_unblocked: '/dashboard/investments',
};

export function renderBlockingMail(kind: BlockingMailKind, language: Language, brand: DbBrandRow, facts: BlockingFacts, link: string) {
  const values = {
    brand: brand.name,
    reason: facts.reason,
    project: facts.project ?? '',
    tokens: facts.tokens === undefined ? '' : new Intl.NumberFormat(INTL_LOCALE[language]).format(facts.tokens),
  };
  const copy = COPY[kind][language];
  return renderBrandedMail(language, brand, {
    subject: fillIn(copy.subject, values),
    intro: copy.intro.map((line) => fillIn(line, values)),
    button: copy.button,
    link,
    notes: copy.notes,
  });
}

export interface BlockingMailer {
  /** Queues the mail in the block's transaction. */
  tell(tx: Tx, kind: BlockingMailKind, investor: DbUserRow, facts: BlockingFacts): Promise<void>;
}

export function createBlockingMailer({ mailer, brands, origins }: { mailer: Mailer; brands: BrandRegistry; origins: Origins }): BlockingMailer {
  return {
    async tell(tx, kind, investor, facts) {
      const brand = brands.byDomainId(investor.domain_id);
      if (!brand) return;
      const mail = renderBlockingMail(kind, investor.locale, brand, facts, `${origins.canonical(investor.domain_id)}${LINK_PATH[kind]}`);
      await mailer.queue(tx, { ...mail, to: investor.email, from: brand.mail_from, kind });
    },
  };
}
