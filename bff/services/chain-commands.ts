// The admins' view of the chain's command queue: the commands not yet done or failed, newest first, and
// a failed command put back in the queue (docs/chain.md "The admins' chain page").
import { LIST_STATUSES, retryRefusal, type ChainCommandList } from '../../core/chain';
import type { Db } from '../../db/knex';
import type { DbUserRow } from '../../db/tables';
import { insertAudit } from '../../db/queries/audit';
import { deployExpected, listChainCommands, lockChainCommand, requeueFailedCommand, type ChainCommandListRow } from '../../db/queries/chain-commands';
import type { ChainRuntime } from '../chain/chain-runtime';
import { conflict, notFound } from '../errors';
import { decodeIdCursor, encodeIdCursor, pageBy } from './keyset-cursor';

export interface ChainCommandListRequest {
  list: ChainCommandList;
  limit: number;
  cursor?: string;
}

const REFUSAL_MESSAGES = { chain_command_not_failed: 'chain.retryNotFailed', chain_mint_retry: 'chain.retryMint' } as const;

export function createChainCommandService({ db, chain }: { db: Db; chain: Pick<ChainRuntime, 'chainId' | 'worker'> }) {
  return {
    async list({ list, limit, cursor }: ChainCommandListRequest): Promise<{ rows: ChainCommandListRow[]; nextCursor: string | null }> {
      const rows = await listChainCommands(db, {
        chainId: chain.chainId,
        statuses: LIST_STATUSES[list],
        beforeId: cursor ? decodeIdCursor(cursor, 'chain.listInvalid') : undefined,
        limit: limit + 1,
      });
      return pageBy(rows, limit, (row) => encodeIdCursor(row.id));
    },

    /** Back to pending, with the audit row, in one transaction; then the worker is woken to sign it. */
    async retry(actor: DbUserRow, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const command = await lockChainCommand(tx, chain.chainId, id);
        if (!command) throw notFound('chain.commandNotFound', 'chain_command_not_found');
        const refusal = retryRefusal(command);
        if (refusal) throw conflict(REFUSAL_MESSAGES[refusal], refusal);
        // A deploy exists once per subject (a unique index): one written since this one failed takes its place.
        if ((command.kind === 'deploy_token' || command.kind === 'deploy_registry') && (await deployExpected(tx, chain.chainId, command.kind, command.subject_id!))) {
          throw conflict('chain.retrySuperseded', 'chain_command_superseded');
        }
        await requeueFailedCommand(tx, id);
        await insertAudit(tx, {
          actorId: actor.id,
          action: 'chain.retry',
          targetType: 'chain_command',
          targetId: String(id),
          before: { status: command.status, kind: command.kind, error: command.last_error, nonce: command.nonce, tx_hash: command.tx_hash },
          after: { status: 'pending' },
        });
      });
      chain.worker.kick();
    },
  };
}
