// Blocking use cases (spec 001 §4 "Investor", "Token blocking", "Project"; §5 "Block and unblock"): an
// investor's account (ACTIVE ↔ BLOCKED), part of a holding's tokens, a project (active ↔ blocked). Each
// runs in one transaction that locks what it changes (the user, the holding, the blocking or the
// project row), writes or releases its blockings row (history is never deleted), asks the token ledger
// for the ERC-3643 operation it stands for, queues the investor's mail and writes its audit row — last,
// as the audit chain's lock asks (docs/audit.md): from it to the commit audited writes run one at a time.
import type { Db, Tx } from '../../db/knex';
import { TOKEN_UNBLOCK_REASON, tokenAmountProblem } from '../../core/investors';
import type { DbBlockingRow, DbProjectRow, DbUserRow } from '../../db/tables';
import { insertAudit } from '../../db/queries/audit';
import { findOpenBlocking, insertBlocking, lockBlocking, releaseBlocking, type BlockingView } from '../../db/queries/blockings';
import { isLockTimeout, limitLockWait } from '../../db/queries/locks';
import { findProject, lockProject, updateProjectIfStatus } from '../../db/queries/projects';
import { lockHolding } from '../../db/queries/token-ledger';
import { findUserById, lockUser, updateUserStatusIf } from '../../db/queries/users';
import type { TokenLedger } from '../ledger/token-ledger';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../errors';
import { blockRefusal, withinReach } from '../policies/blocking';
import { mayActOn } from '../policies/projects';
import type { BlockingMailer } from './blocking-mail';
import { catalogOf } from './project-catalog-cache';
import type { FourEyes, FourEyesRole, Proposed } from './four-eyes';

/** How long a block waits for a row another block or an investment holds, before answering 503. */
const LOCK_WAIT_MS = 3_000;

const investorNotFound = () => notFound('investor.notFound', 'investor_not_found');
const projectNotFound = () => notFound('project.notFound', 'project_not_found');
const blockingNotFound = () => notFound('blocking.notFound', 'blocking_not_found');

export interface TokenBlockOutcome {
  blocking: BlockingView;
  tokens: number;
  frozenTokens: number;
}

export function createBlockingService({ db, ledger, mail, fourEyes }: { db: Db; ledger: TokenLedger; mail: BlockingMailer; fourEyes: FourEyes }) {
  const catalog = catalogOf(db);

  /** One transaction whose row locks wait at most LOCK_WAIT_MS; a longer wait is a 503 with nothing written. */
  function underLocks<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return db
      .transaction(async (tx) => {
        await limitLockWait(tx, LOCK_WAIT_MS);
        return work(tx);
      })
      .catch((err: unknown) => {
        throw isLockTimeout(err) ? new HttpError(503, 'service_unavailable', 'block.busy') : err;
      });
  }

  /**
   * The holder, when the actor reaches them and may act on them; `missing` answers otherwise. An account's
   * status changes under its row lock; a token block changes only the holding, which it locks itself.
   */
  async function holderInReach(tx: Tx, actor: DbUserRow, userId: string, what: 'account' | 'tokens', missing = investorNotFound): Promise<DbUserRow> {
    const holder = what === 'account' ? await lockUser(tx, userId) : await findUserById(tx, userId);
    if (!holder || !withinReach(actor, holder)) throw missing();
    const refusal = blockRefusal(actor, holder, what);
    if (refusal) throw forbidden(refusal, 'not_blockable');
    return holder;
  }

  async function projectInReach(tx: Tx, actor: DbUserRow, projectId: string, missing = projectNotFound): Promise<DbProjectRow> {
    const project = await findProject(tx, projectId);
    if (!project || !withinReach(actor, project)) throw missing();
    return project;
  }

  /**
   * The investor's or the project's blockings row (a new one on a block, the open one released on an
   * unblock) and the audit row of its status change: the change's last write, as the audit chain wants.
   */
  async function recordBlock(
    tx: Tx,
    actor: DbUserRow,
    block: boolean,
    target: { type: 'investor'; userId: string } | { type: 'project'; projectId: string },
    [from, to]: readonly [string, string],
    reason: string,
    ledgerReference: string,
  ): Promise<void> {
    let blocking: DbBlockingRow | undefined;
    if (block) {
      const subject = target.type === 'investor' ? { user_id: target.userId } : { project_id: target.projectId };
      blocking = await insertBlocking(tx, { type: target.type, ...subject, reason, blocked_by: actor.id, ledger_reference: ledgerReference });
    } else {
      // A status set before blockings were recorded (or by hand) has no open row: the release stands alone in the audit log.
      const open = await findOpenBlocking(tx, target);
      blocking = open && (await releaseBlocking(tx, open.id, { released_by: actor.id, release_reason: reason, release_ledger_reference: ledgerReference }));
    }
    await insertAudit(tx, {
      actorId: actor.id,
      action: `${target.type}.${block ? 'block' : 'unblock'}`,
      targetType: target.type === 'investor' ? 'user' : 'project',
      targetId: target.type === 'investor' ? target.userId : target.projectId,
      before: { status: from },
      after: { status: to, reason, blocking_id: blocking?.id ?? null, ledger_reference: ledgerReference },
    });
  }

  /** The blocking as the lists show it, with who placed it. */
  async function view(tx: Tx, row: DbBlockingRow): Promise<BlockingView> {
    const by = row.blocked_by ? await findUserById(tx, row.blocked_by) : undefined;
    return { ...row, blocked_by_name: by ? (by.full_name ?? by.name ?? by.email) : null };
  }

  return {
    /** ACTIVE → BLOCKED (block) or back, with a reason; 409 when the account is already there. Unblocking is four-eyes (`role`). */
    async setInvestorBlocked(actor: DbUserRow, userId: string, block: boolean, reason: string, role: FourEyesRole): Promise<DbUserRow | Proposed> {
      const [from, to] = block ? (['ACTIVE', 'BLOCKED'] as const) : (['BLOCKED', 'ACTIVE'] as const);
      return underLocks(async (tx) => {
        const investor = await holderInReach(tx, actor, userId, 'account');
        if (investor.status !== from) throw conflict(block ? 'block.investorAlreadyBlocked' : 'block.investorNotBlocked', 'investor_status');
        let seal = async () => {};
        if (!block) {
          const open = await findOpenBlocking(tx, { type: 'investor', userId: investor.id });
          const name = investor.full_name ?? investor.name ?? investor.email;
          const gate = await fourEyes.gate(tx, actor, role, {
            kind: 'investor.unblock',
            subject: { type: 'investor', id: investor.id, label: name, path: '/dashboard/investors', domainId: investor.domain_id },
            payload: { type: 'investor', action: 'unblock', userId: investor.id, reason },
            version: [investor.status, open?.id ?? ''].join('|'),
            effect: { investor: name },
            reason,
          });
          if (gate.pending) return { proposed: gate.pending };
          seal = gate.seal;
        }
        const updated = await updateUserStatusIf(tx, investor.id, from, to);
        if (!updated) throw conflict(block ? 'block.investorAlreadyBlocked' : 'block.investorNotBlocked', 'investor_status');
        const ledgerReference = await ledger.setAddressFrozen(tx, investor.id, block);
        await mail.tell(tx, block ? 'investor_blocked' : 'investor_unblocked', updated, { reason });
        await recordBlock(tx, actor, block, { type: 'investor', userId: investor.id }, [from, to], reason, ledgerReference);
        await seal();
        return updated;
      });
    },

    /** active → blocked (block) or back, with a reason: the token is paused and the project leaves the catalog. Unblocking is four-eyes (`role`). */
    async setProjectBlocked(actor: DbUserRow, projectId: string, block: boolean, reason: string, role: FourEyesRole): Promise<DbProjectRow | Proposed> {
      const [from, to] = block ? (['active', 'blocked'] as const) : (['blocked', 'active'] as const);
      const updated = await underLocks(async (tx) => {
        // The project's row lock queues the block behind investments being created in it, and them behind it.
        const project = await lockProject(tx, projectId);
        // Another brand's project answers exactly like a missing one: an ERIR user learns nothing of it.
        if (!project || !mayActOn(actor, block ? 'block' : 'unblock', project)) throw projectNotFound();
        if (project.status !== from) throw conflict(block ? 'project.onlyActiveBlocked' : 'project.onlyBlockedUnblocked', 'project_status');
        let seal = async () => {};
        if (!block) {
          const gate = await fourEyes.gate(tx, actor, role, {
            kind: 'project.unblock',
            subject: { type: 'project', id: project.id, label: project.name, path: `/dashboard/projects/${project.id}`, domainId: project.domain_id },
            payload: { type: 'project', action: 'unblock', projectId: project.id, reason },
            version: [project.status, project.updated_at.toISOString()].join('|'),
            effect: { project: project.name },
            reason,
          });
          if (gate.pending) return { proposed: gate.pending };
          seal = gate.seal;
        }
        const changed = await updateProjectIfStatus(tx, project.id, from, { status: to });
        if (!changed) throw conflict(block ? 'project.onlyActiveBlocked' : 'project.onlyBlockedUnblocked', 'project_status');
        const ledgerReference = block ? await ledger.pause(tx, project.id) : await ledger.unpause(tx, project.id);
        await recordBlock(tx, actor, block, { type: 'project', projectId: project.id }, [from, to], reason, ledgerReference);
        await seal();
        return changed;
      });
      if (!('proposed' in updated)) catalog.clear();
      return updated;
    },

    /**
     * Freezes `amount` of the investor's tokens in the project. The holding's row lock queues blocks of
     * one holding, so the check against its unfrozen tokens holds until the commit; the table's CHECK
     * (frozen ≤ held) stands behind it.
     */
    async blockTokens(actor: DbUserRow, input: { userId: string; projectId: string; amount: number; reason: string }): Promise<TokenBlockOutcome> {
      return underLocks(async (tx) => {
        const investor = await holderInReach(tx, actor, input.userId, 'tokens');
        const project = await projectInReach(tx, actor, input.projectId);
        const holding = await lockHolding(tx, investor.id, project.id);
        const problem = tokenAmountProblem(input.amount, holding?.tokens ?? 0, holding?.frozen_tokens ?? 0);
        if (!holding || problem) throw badRequest(problem ?? 'block.tokenAmountInvalid', 'token_amount_invalid');
        const ledgerReference = await ledger.freezePartialTokens(tx, { userId: investor.id, projectId: project.id, tokens: input.amount });
        const blocking = await insertBlocking(tx, { type: 'tokens', user_id: investor.id, project_id: project.id, tokens: input.amount, reason: input.reason, blocked_by: actor.id, ledger_reference: ledgerReference });
        await mail.tell(tx, 'tokens_blocked', investor, { reason: input.reason, project: project.name, tokens: input.amount });
        await insertAudit(tx, {
          actorId: actor.id,
          action: 'tokens.block',
          targetType: 'blocking',
          targetId: blocking.id,
          before: { frozen_tokens: holding.frozen_tokens },
          after: { user_id: investor.id, project_id: project.id, tokens: input.amount, frozen_tokens: holding.frozen_tokens + input.amount, reason: input.reason, ledger_reference: ledgerReference },
        });
        return { blocking: await view(tx, blocking), tokens: holding.tokens, frozenTokens: holding.frozen_tokens + input.amount };
      });
    },

    /** Releases one token blocking, always with the reason 'Desbloqueo de tokens'; the row stays, released. */
    async unblockTokens(actor: DbUserRow, blockingId: string, role: FourEyesRole): Promise<TokenBlockOutcome | Proposed> {
      return underLocks(async (tx) => {
        // The blocking's row lock queues two releases of it: the second finds it released.
        const blocking = await lockBlocking(tx, blockingId);
        if (!blocking || blocking.type !== 'tokens' || !blocking.user_id || !blocking.project_id || !blocking.tokens) throw blockingNotFound();
        const investor = await holderInReach(tx, actor, blocking.user_id, 'tokens', blockingNotFound);
        const project = await projectInReach(tx, actor, blocking.project_id, blockingNotFound);
        if (blocking.released_at) throw conflict('block.blockingReleased', 'blocking_released');
        const holding = await lockHolding(tx, investor.id, project.id);
        if (!holding) throw blockingNotFound();
        const name = investor.full_name ?? investor.name ?? investor.email;
        const gate = await fourEyes.gate(tx, actor, role, {
          kind: 'tokens.release',
          subject: { type: 'token_blocking', id: blocking.id, label: `${name} · ${project.name}`, path: '/dashboard/investors', domainId: investor.domain_id },
          payload: { type: 'tokens', action: 'unblock', blockingId: blocking.id },
          version: [blocking.tokens, holding.tokens, holding.frozen_tokens].join('|'),
          effect: { investor: name, project: project.name, tokens: blocking.tokens },
          reason: blocking.reason,
        });
        if (gate.pending) return { proposed: gate.pending };
        const ledgerReference = await ledger.unfreezePartialTokens(tx, { userId: investor.id, projectId: project.id, tokens: blocking.tokens });
        const released = await releaseBlocking(tx, blocking.id, { released_by: actor.id, release_reason: TOKEN_UNBLOCK_REASON, release_ledger_reference: ledgerReference });
        if (!released) throw conflict('block.blockingReleased', 'blocking_released');
        await mail.tell(tx, 'tokens_unblocked', investor, { reason: TOKEN_UNBLOCK_REASON, project: project.name, tokens: blocking.tokens });
        await insertAudit(tx, {
          actorId: actor.id,
          action: 'tokens.unblock',
          targetType: 'blocking',
          targetId: blocking.id,
          before: { frozen_tokens: holding.frozen_tokens },
          after: { user_id: investor.id, project_id: project.id, tokens: blocking.tokens, frozen_tokens: holding.frozen_tokens - blocking.tokens, reason: TOKEN_UNBLOCK_REASON, ledger_reference: ledgerReference },
        });
        await gate.seal();
        return { blocking: await view(tx, released), tokens: holding.tokens, frozenTokens: holding.frozen_tokens - blocking.tokens };
      });
    },
  };
}
export type BlockingService = ReturnType<typeof createBlockingService>;
