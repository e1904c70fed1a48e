// The investor hears of every block and release that touches them (their account, part of their
// tokens): a short mail with the reason, queued in the block's own transaction (./investor-mail.ts).
import { INTL_LOCALE } from '../../core/i18n-locales';
import type { Tx } from '../../db/knex';
import type { DbUserRow } from '../../db/tables';
import type { MailKind } from '../../core/mail-messages';
import type { TellInvestor } from './investor-mail';

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

export interface BlockingMailer {
  /** Queues the mail in the block's transaction. */
  tell(tx: Tx, kind: BlockingMailKind, investor: DbUserRow, facts: BlockingFacts): Promise<void>;
}

export function createBlockingMailer(tell: TellInvestor): BlockingMailer {
  return {
    tell: (tx, kind, investor, facts) =>
      tell(tx, kind, investor, {
        path: LINK_PATH[kind],
        values: {
          reason: facts.reason,
          project: facts.project ?? '',
          tokens: facts.tokens === undefined ? '' : new Intl.NumberFormat(INTL_LOCALE[investor.locale]).format(facts.tokens),
        },
      }),
  };
}
