// The investor hears of every block and release that touches them (their account, part of their
// tokens): a short branded e-mail in their language with the reason, queued in the block's own
// transaction (bff/mail/mailer.ts `queue`), so a committed block always gets its mail and a refused one
// never does.
import type { Language } from '../../core/i18n-locales';
import { INTL_LOCALE } from '../../core/i18n-locales';
import type { Tx } from '../../db/knex';
import type { DbBrandRow, DbUserRow } from '../../db/tables';
import type { Origins } from '../config/origins';
import type { Mailer } from '../mail/mailer';
import type { MailKind } from '../../core/mail-messages';
import { renderMail } from '../mail/templates';
import type { BrandRegistry } from './brands';

export type BlockingMailKind = Extract<MailKind, 'investor_blocked' | 'investor_unblocked' | 'tokens_blocked' | 'tokens_unblocked'>;

/** What the mail tells: always the reason; the project and the tokens for token blockings. */
export interface BlockingFacts {
  reason: string;
  project?: string;
  tokens?: number;
}

/** Where the button leads: the account for account blocks, the investments for token blocks. */
const LINK_PATH: Record<BlockingMailKind, string> = {
  investor_blocked: '/dashboard',
  investor_unblocked: '/dashboard',
  tokens_blocked: '/dashboard/investments',
  tokens_unblocked: '/dashboard/investments',
};

export function renderBlockingMail(kind: BlockingMailKind, language: Language, brand: DbBrandRow, facts: BlockingFacts, link: string) {
  const values = {
    reason: facts.reason,
    project: facts.project ?? '',
    tokens: facts.tokens === undefined ? '' : new Intl.NumberFormat(INTL_LOCALE[language]).format(facts.tokens),
  };
  return renderMail(kind, language, brand, { link, values });
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
