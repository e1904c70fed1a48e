// The holder register export (docs/blocking.md): checks the project filter against what the caller may
// see, records the export in the audit log before a byte leaves, and hands back the holdings as an
// async sequence of keyset batches, each read only when the consumer asks for it.
import type { Db } from '../../db/knex';
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

export function createHolderRegisterService(deps: { db: Db }): HolderRegisterService {
  const { db } = deps;

  /**
   * Each batch is its own statement, not one transaction held for the whole download: a slow or stalled
   * client must not keep a pool connection (on PGlite, the only one) for as long as it takes. Each row
   * is exact; a change committed during the export shows only in the rows not yet read.
   */
  async function* batches(filter: HolderRegisterFilter, first: HolderRegisterRow[]): AsyncGenerator<HolderRegisterRow[]> {
    let batch = first;
    for (;;) {
      yield batch;
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
