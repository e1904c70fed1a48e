// How the chain page names things: each command kind and state (every one in core/chain.ts has a text),
// a state's badge tone, the agent's gas in the network's coin, and instants in the reader's language.
import type { ChainCommandKind, ChainCommandStatus } from '../../../core/chain';
import { formatDateTime } from '../../../core/format';
import { INTL_LOCALE, type Language } from '../../../core/i18n-locales';
import type { BadgeTone } from '../../components/badge';
import type { MessageKey } from '../../i18n/catalogs';

export const KIND_KEYS = {
  deploy_registry: 'chain.kind.deploy_registry',
  deploy_token: 'chain.kind.deploy_token',
  register_identity: 'chain.kind.register_identity',
  delete_identity: 'chain.kind.delete_identity',
  mint: 'chain.kind.mint',
  burn: 'chain.kind.burn',
  set_address_frozen: 'chain.kind.set_address_frozen',
  freeze_partial_tokens: 'chain.kind.freeze_partial_tokens',
  unfreeze_partial_tokens: 'chain.kind.unfreeze_partial_tokens',
  pause: 'chain.kind.pause',
  unpause: 'chain.kind.unpause',
  forced_transfer: 'chain.kind.forced_transfer',
} as const satisfies Record<ChainCommandKind, MessageKey>;

export const STATUS_KEYS = {
  pending: 'chain.status.pending',
  signed: 'chain.status.signed',
  sent: 'chain.status.sent',
  confirmed: 'chain.status.confirmed',
  failed: 'chain.status.failed',
} as const satisfies Record<ChainCommandStatus, MessageKey>;

export const STATUS_TONES: Record<ChainCommandStatus, BadgeTone> = { pending: 'neutral', signed: 'info', sent: 'info', confirmed: 'success', failed: 'danger' };

/** Wei → the coin, cut to four decimals in integers first (a balance in wei is beyond a double's exact range). */
export const coinAmount = (wei: string): number => Number(BigInt(wei) / 10n ** 14n) / 10_000;

export const chainInstant = (iso: string, language: Language): string => formatDateTime(iso, INTL_LOCALE[language]);
