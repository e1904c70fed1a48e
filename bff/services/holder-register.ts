// The holder register export (docs/blocking.md): checks the project filter against what the caller may
// see, records the export in the audit log before a byte leaves, and hands back the holdings as an
// async sequence of keyset batches, each read only when the consumer asks for it.
import { isAddress, type Address } from 'viem';
import type { Db } from '../../db/knex';
import { permissionedToken } from '../../chain/generated/contracts';
import type { ChainRuntime } from '../chain/chain-runtime';
import type { DbUserRow } from '../../db/tables';
import { insertAudit } from '../../db/queries/audit';
import { findProject } from '../../db/queries/projects';
import { countHolderRegister, holderRegisterPage, type HolderRegisterFilter, type HolderRegisterRow } from '../../db/queries/holder-register';
import { notFound } from '../errors';
import { withinReach } from '../policies/blocking';

/** Rows per read: big enough that a 60,000-row register is 60 short queries, small enough to hold. */
export const REGISTER_BATCH = 1_000;

export interface HolderRegisterService {
  /**
   * Every holding, batch by batch (the first always, even empty); a batch is read only when asked for.
   * `filter.domainId` is already the caller's scope (policies/blocking.ts brandScope); the project is checked here.
   */
  open(actor: DbUserRow, filter: HolderRegisterFilter): Promise<AsyncIterable<HolderRegisterRow[]>>;
}

/** Balance reads in flight at once against the node during an export. */
const BALANCE_READS = 50;

export function createHolderRegisterService(deps: { db: Db; chain?: ChainRuntime }): HolderRegisterService {
  const { db, chain } = deps;

  /**
   * Each holding's balance on chain beside the register's. The register is the legal record: a node
   * that does not answer leaves the column empty rather than failing the export.
   */
  async function withChainBalances(batch: HolderRegisterRow[], tokens: Map<string, Promise<Address | null>>): Promise<HolderRegisterRow[]> {
    if (!chain) return batch;
    const tokenOf = (projectId: string) => {
      if (!tokens.has(projectId)) tokens.set(projectId, chain.tokenAddress(db, projectId));
      return tokens.get(projectId)!;
    };
    const balance = async (row: HolderRegisterRow): Promise<number | null> => {
      const token = await tokenOf(row.project_id);
      if (!token || !row.wallet || !isAddress(row.wallet)) return null;
      const held = await chain.client.readContract({ address: token, abi: permissionedToken.abi, functionName: 'balanceOf', args: [row.wallet] }).catch(() => null);
      return held === null ? null : Number(held);
    };
    const out: HolderRegisterRow[] = [];
    for (let i = 0; i < batch.length; i += BALANCE_READS) {
      const slice = batch.slice(i, i + BALANCE_READS);
      const balances = await Promise.all(slice.map(balance));
      slice.forEach((row, j) => out.push({ ...row, chain_tokens: balances[j] }));
    }
    return out;
  }

  /**
   * Each batch is its own statement, not one transaction held for the whole download: a slow or stalled
   * client must not keep a pool connection (on PGlite, the only one) for as long as it takes. Each row
   * is exact; a change committed during the export shows only in the rows not yet read.
   */
  async function* batches(filter: HolderRegisterFilter, first: HolderRegisterRow[]): AsyncGenerator<HolderRegisterRow[]> {
    const tokens = new Map<string, Promise<Address | null>>();
    let batch = first;
    for (;;) {
      yield await withChainBalances(batch, tokens);
      const last = batch.at(-1);
      if (!last || batch.length < REGISTER_BATCH) return;
      batch = await holderRegisterPage(db, filter, REGISTER_BATCH, { projectId: last.project_id, userId: last.user_id });
    }
  }

  return {
    async open(actor, filter) {
      if (filter.projectId !== undefined) {
        const project = await findProject(db, filter.projectId);
        // Another brand's project is answered like a missing one, as everywhere else.
        if (!project || !withinReach(actor, project)) throw notFound('project.notFound', 'project_not_found');
      }
      // Recorded before anything is read for the file, in its own transaction: an export whose audit
      // row cannot be written does not happen, and one cut short is still on record.
      await db.transaction(async (tx) => {
        const holdings = await countHolderRegister(tx, filter);
        await insertAudit(tx, {
          actorId: actor.id,
          action: 'register.export',
          targetType: 'system',
          targetId: 'holder_register',
          after: { domainId: filter.domainId ?? null, projectId: filter.projectId ?? null, holdings },
        });
      });
      // The first batch is read before the answer starts, so a database failure still gets a proper error answer.
      const first = await holderRegisterPage(db, filter, REGISTER_BATCH);
      return batches(filter, first);
    },
  };
}
