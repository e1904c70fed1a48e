// Investment use cases (spec 001 §4–§7): creating one under the project's row lock, so concurrent
// requests can never commit more than the project's total funding; taking one step at a time under the
// investment's row lock, with the step machine of core/investments.ts deciding who may; rejecting (which
// frees the reservation), by an admin or, for investments left at start or unpaid past their deadline, by
// the housekeeping; and minting through the token ledger. Every change writes its audit row and
// queues the investor's e-mail in its own transaction.
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/knex';
import {
  ABANDONED_START_DAYS,
  MAX_UNPAID_INVESTMENTS,
  STEP_ACTOR,
  amountProblem,
  creditorReference,
  investorRefusal,
  nextStatus,
  projectRefusal,
  timestampsOfStep,
  type AdvanceInvestmentInput,
  type CreateInvestmentInput,
  type InvestmentStatus,
} from '../../core/investments';
import type { AuditAction } from '../../core/audit';
import type { DbInvestmentRow, DbProjectFileRow, DbProjectRow, DbUserRow } from '../../db/tables';
import { insertAudit } from '../../db/queries/audit';
import { lockProject } from '../../db/queries/projects';
import { isLockTimeout, limitLockWait } from '../../db/queries/locks';
import { listProjectFiles } from '../../db/queries/project-files';
import { findUserById, lockUser } from '../../db/queries/users';
import {
  committedCents,
  countUnpaid,
  findInvestmentView,
  listStalled,
  insertInvestment,
  listInvestments,
  lockInvestment,
  tokensMinting,
  updateInvestmentIfStatus,
  type InvestmentView,
} from '../../db/queries/investments';
import type { BlobStore } from '../../storage/blob-store';
import type { TokenLedger } from '../ledger/token-ledger';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../errors';
import { toCents, toEuros } from '../../core/money';
import { decodeCursor, pageOf } from './keyset-cursor';
import { canSeeInvestment, refusalError, stepCaller, stepRefusalOf } from '../policies/investments';
import { canSeeProject } from '../policies/projects';
import { isMinting, isOwnCase, isRejectable, mayAdvance } from '../../core/investments';
import type { ChainRuntime } from '../chain/chain-runtime';
import { translate } from '../../core/messages';
import { isBlocked } from '../../core/users';
import { projectFileDigest } from './project-blobs';
import { catalogOf } from './project-catalog-cache';
import type { InvestmentMailer, InvestmentMailKind } from './investment-mail';
import type { FourEyes, FourEyesProposal, FourEyesRole, Proposed } from './four-eyes';

export interface InvestmentListRequest {
  user: DbUserRow;
  admin: boolean;
  status?: InvestmentStatus;
  domainId?: number;
  limit: number;
  cursor?: string;
}

/** The mail each step out of a status sends, if any. */
const STEP_MAIL: Partial<Record<InvestmentStatus, InvestmentMailKind>> = {
  review: 'investment_payment_received',
  erir: 'investment_erir_verified',
  mint: 'investment_minted',
};

/** How long a creation waits for its project's lock (others are investing in it) before answering 503. */
const CREATE_LOCK_WAIT_MS = 3_000;

const notFoundInvestment = () => notFound('investment.notFound', 'investment_not_found');
const stepClosed = () => conflict('investment.stepClosed', 'investment_step');
/** A permission refusal (403), not a state one: the same step is open to any other admin. */
const ownInvestment = () => forbidden('investment.ownInvestment', 'own_case');

/** RF + check digits + "TK" and 12 random base-36 characters: unique, short enough to type, checkable. */
function newPaymentReference(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const body = Array.from(randomBytes(12), (byte) => alphabet[byte % 36]).join('');
  return creditorReference(`TK${body}`);
}

/** The project's whitepaper: its newest document of that type. */
const whitepaperOf = (files: DbProjectFileRow[]): DbProjectFileRow | undefined =>
  files.filter((file) => file.kind === 'document' && file.document_type === 'whitepaper').sort((a, b) => b.created_at.getTime() - a.created_at.getTime())[0];

/** The investor's own steps (accepting the conditions, announcing the transfer): investing, which a BLOCKED account may not do. */
const isOwnStep = (status: InvestmentStatus): boolean => status !== 'completed' && status !== 'rejected' && STEP_ACTOR[status] === 'owner';

/** Who may invest at all (spec 001 §6, core's investorRefusal), on the user row as it is now. */
function refuseInvestor(user: Pick<DbUserRow, 'status' | 'kyc_status'>): void {
  const refusal = investorRefusal(user);
  if (refusal) throw refusalError(refusal);
}

/** `paymentDays`: how long an investment waits at the payment step for its transfer (config.investmentPaymentDays). */
/** `chain`: set when mints go to a chain (its worker is woken after a mint is queued). */
export function createInvestmentService({
  db,
  blobs,
  ledger,
  mail,
  paymentDays,
  chain,
  fourEyes,
}: {
  db: Db;
  blobs: BlobStore;
  ledger: TokenLedger;
  mail: InvestmentMailer;
  paymentDays: number;
  chain?: ChainRuntime;
  fourEyes: FourEyes;
}) {
  const catalog = catalogOf(db);
  const audit = (tx: Tx, actor: DbUserRow, action: Extract<AuditAction, `investment.${string}`>, before: DbInvestmentRow | null, after: DbInvestmentRow, details?: object) =>
    insertAudit(tx, {
      actorId: actor.id,
      action,
      targetType: 'investment',
      targetId: after.id,
      before: before ? { status: before.status } : null,
      after: { status: after.status, amount_cents: after.amount_cents, tokens: after.tokens, ...details },
    });

  async function visible(user: DbUserRow, id: string): Promise<InvestmentView> {
    const view = await findInvestmentView(db, id);
    if (!view || !canSeeInvestment(user, view)) throw notFoundInvestment();
    return view;
  }

  /** The locked row, answered as missing to anyone who may not see it. */
  async function locked(tx: Tx, user: DbUserRow, id: string): Promise<DbInvestmentRow> {
    const row = await lockInvestment(tx, id);
    if (!row || !canSeeInvestment(user, row)) throw notFoundInvestment();
    return row;
  }

  async function investor(tx: Tx, userId: string): Promise<DbUserRow> {
    const user = await findUserById(tx, userId);
    if (!user) throw notFoundInvestment();
    return user;
  }

  /** The start step's whitepaper check, and its digest read outside any lock. */
  async function acceptedWhitepaper(projectId: string, input: AdvanceInvestmentInput) {
    if (input.accept_terms !== true) throw badRequest('investment.termsRequired', 'validation_failed');
    if (input.payment_method !== 'bank') throw badRequest('investment.paymentMethodInvalid', 'validation_failed');
    const whitepaper = whitepaperOf(await listProjectFiles(db, projectId));
    if (!whitepaper) throw conflict('investment.whitepaperMissing', 'whitepaper_missing');
    if (input.whitepaper_document_id && input.whitepaper_document_id !== whitepaper.id) throw conflict('investment.whitepaperChanged', 'whitepaper_changed');
    return { whitepaper, sha256: await projectFileDigest(blobs, whitepaper.storage_key) };
  }

  /** The rejection itself, on a row the caller has locked; `actor` null is the system. */
  async function rejectLocked(tx: Tx, actor: DbUserRow | null, row: DbInvestmentRow, reason: string, projectName: string): Promise<void> {
    const updated = await updateInvestmentIfStatus(tx, row.id, row.status, { status: 'rejected', rejected_by: actor?.id ?? null, rejection_reason: reason }, ['rejected_at']);
    if (!updated) throw stepClosed();
    await mail.tell(tx, 'investment_rejected', await investor(tx, row.user_id), updated, projectName);
    await insertAudit(tx, {
      actorId: actor?.id ?? null,
      action: actor ? 'investment.reject' : 'investment.expire',
      targetType: 'investment',
      targetId: row.id,
      before: { status: row.status },
      after: { status: updated.status, reason },
    });
  }

  /**
   * What a mint checks under the project's lock, the investor's row already locked by the caller
   * (`holder`): investor not blocked, project not blocked, supply never above total ÷ token value.
   */
  async function refuseUnmintable(tx: Tx, row: DbInvestmentRow, holder: DbUserRow): Promise<DbProjectRow> {
    if (isBlocked(holder)) throw conflict('investment.mintInvestorBlocked', 'mint_refused');
    const project = await lockProject(tx, row.project_id);
    if (!project || project.status === 'blocked' || project.status === 'cancelled' || project.status === 'draft') {
      throw conflict('investment.mintProjectBlocked', 'mint_refused');
    }
    const supply = project.total_funding_cents && project.token_value_cents ? Math.floor(project.total_funding_cents / project.token_value_cents) : 0;
    // Mints on their way to the chain count: the project's lock queues every mint of it, so the sum holds.
    const issued = (await ledger.minted(tx, project.id)) + (await tokensMinting(tx, project.id));
    if (issued + row.tokens > supply) throw conflict('investment.mintAboveSupply', 'mint_refused');
    return project;
  }

  /** The mint's four-eyes request: the investment in the state it was proposed in, and what approving does. */
  const mintProposal = (row: DbInvestmentRow, holder: DbUserRow, project: DbProjectRow): FourEyesProposal => ({
    kind: 'investment.mint',
    subject: { type: 'investment', id: row.id, label: `${holder.full_name ?? holder.name ?? holder.email} · ${project.name}`, path: `/dashboard/investments/${row.id}`, domainId: row.domain_id },
    payload: { from_status: 'mint' },
    version: [row.status, row.amount_cents, row.tokens, row.updated_at.toISOString()].join('|'),
    effect: { investor: holder.full_name ?? holder.name ?? holder.email, project: project.name, tokens: row.tokens, amount: toEuros(row.amount_cents) },
  });

  return {
    async create(user: DbUserRow, input: CreateInvestmentInput): Promise<InvestmentView> {
      // The schema (CreateInvestmentSchema) let through only euros of whole cents above zero.
      const amountCents = toCents(input.amount)!;
      refuseInvestor(user);
      const created = await db.transaction(async (tx) => {
        // Requests queued behind a busy project's lock give up after a while (503, retry) instead of each
        // holding a pool connection until everyone else's requests time out.
        await limitLockWait(tx, CREATE_LOCK_WAIT_MS);
        // The user row as it is now (a block placed since the session was read counts).
        // The user's row lock queues one investor's creations, so the unpaid count below holds.
        const fresh = await lockUser(tx, user.id);
        if (!fresh) throw notFoundInvestment();
        refuseInvestor(fresh);
        if ((await countUnpaid(tx, fresh.id)) >= MAX_UNPAID_INVESTMENTS) throw conflict('investment.tooManyUnpaid', 'too_many_unpaid');
        // The project's row lock queues every creation in this project: the sum read below cannot change
        // until this transaction ends.
        const project = await lockProject(tx, input.project_id);
        // A project the investor may not see (another brand's; a draft, blocked or cancelled one of theirs)
        // answers exactly as a missing one: status, code and text tell nothing of it. One they see that is
        // not taking money (completed) says so.
        if (!project || !canSeeProject(fresh, project)) throw notFound('investment.projectNotFound', 'project_not_found');
        const remainingCents = (project.total_funding_cents ?? 0) - (await committedCents(tx, project.id));
        const closed = projectRefusal({ status: project.status, tokenValueCents: project.token_value_cents, totalFundingCents: project.total_funding_cents }, remainingCents);
        if (closed) throw refusalError(closed);
        const tokenValueCents = project.token_value_cents!;
        const refusal = amountProblem(amountCents, { minCents: project.min_investment_cents, maxCents: project.max_investment_cents, remainingCents, tokenValueCents });
        if (refusal) {
          const aboutFunding = typeof refusal === 'object' && 'key' in refusal && refusal.key === 'investment.aboveRemaining';
          throw aboutFunding ? conflict(refusal, 'funding_exceeded') : badRequest(refusal, 'amount_invalid');
        }
        const row = await insertInvestment(tx, {
          user_id: fresh.id,
          project_id: project.id,
          // The project's brand: its transfer details, mails and register row follow the project, also
          // when an admin of the other brand invests in it.
          domain_id: project.domain_id,
          status: 'start',
          amount_cents: amountCents,
          tokens: amountCents / tokenValueCents,
          payment_method: 'bank',
          payment_reference: newPaymentReference(),
        });
        await mail.tell(tx, 'investment_created', fresh, row, project.name);
        // The audit row is the last write: the chain lock it takes is held until the commit (db/queries/audit.ts).
        await audit(tx, fresh, 'investment.create', null, row, { project_id: project.id, reference: row.payment_reference });
        // Read before the commit: after it, nothing may fail (a retry would not know the work was done).
        return (await findInvestmentView(tx, row.id))!;
      }).catch((err: unknown) => {
        throw isLockTimeout(err) ? new HttpError(503, 'service_unavailable', 'investment.busy') : err;
      });
      catalog.clear();
      return created;
    },

    async list({ user, admin, status, domainId, limit, cursor }: InvestmentListRequest): Promise<{ rows: InvestmentView[]; nextCursor: string | null }> {
      const rows = await listInvestments(db, {
        userId: admin ? undefined : user.id,
        domainId: admin ? domainId : undefined,
        status,
        limit: limit + 1,
        after: cursor ? decodeCursor(cursor, 'investment.listInvalid') : undefined,
      });
      return pageOf(rows, limit);
    },

    get: visible,

    /** The mint step is four-eyes (`role`: proposing it, or carrying out its approved request); the other steps ignore `role`. */
    async advance(user: DbUserRow, id: string, input: AdvanceInvestmentInput, role: FourEyesRole): Promise<InvestmentView | Proposed> {
      const seen = await visible(user, id);
      // The step the caller means: the status they saw, or the one it is in now.
      const intended = input.from_status ?? seen.status;
      // Refused before the whitepaper is read: the same refusal comes again under the lock.
      if (seen.user_id === user.id && isOwnStep(intended)) refuseInvestor(user);
      const whitepaper = intended === 'start' && seen.status === 'start' && mayAdvance(stepCaller(user, seen), 'start') ? await acceptedWhitepaper(seen.project_id, input) : null;
      let sentToChain = false;
      const advanced = await db.transaction(async (tx) => {
        const row = await locked(tx, user, id);
        const from = row.status;
        const to = nextStatus(from);
        // The status the caller meant is gone (a repeat, or a duplicate that ran first) or not reached yet (a skip).
        if (from !== intended) throw stepClosed();
        if (!to || from === 'completed' || from === 'rejected') throw stepClosed();
        const caller = stepCaller(user, row);
        if (!mayAdvance(caller, from)) throw isOwnCase(caller) ? ownInvestment() : forbidden('investment.stepNotYours', 'step_not_allowed');
        // The investor's row, locked as a block and a KYC decision lock it, so one committed before this
        // step counts and none lands during it. Locked before the project (the mint's): the order an
        // investment's creation takes them in, so the two never deadlock.
        const holder = await lockUser(tx, row.user_id);
        if (!holder) throw notFoundInvestment();
        // What the investment's answer announced (investment.can.refusal): a blocked account or a KYC
        // rejected since it began stops the investor's own steps, as it stops investing; the admin steps
        // that move money or tokens wait for the KYC; the payment's deadline holds at the minute.
        const refusal = stepRefusalOf(caller, row, holder, paymentDays);
        if (refusal) throw refusalError(refusal);
        const patch: Partial<DbInvestmentRow> = { status: to };
        const stamped: (keyof DbInvestmentRow)[] = timestampsOfStep(from);
        let details: object = {};
        if (from === 'start') {
          if (!whitepaper) throw stepClosed();
          Object.assign(patch, {
            whitepaper_document_id: whitepaper.whitepaper.id,
            whitepaper_filename: whitepaper.whitepaper.filename,
            whitepaper_sha256: whitepaper.sha256,
          });
          stamped.push('whitepaper_accepted_at');
          details = { whitepaper_document_id: whitepaper.whitepaper.id, whitepaper_sha256: whitepaper.sha256 };
        }
        let seal = async () => {};
        if (from === 'mint') {
          if (isMinting(row)) throw conflict('investment.minting', 'investment_step');
          const project = await refuseUnmintable(tx, row, holder);
          const gate = await fourEyes.gate(tx, user, role, mintProposal(row, holder, project));
          if (gate.pending) return { proposed: gate.pending };
          seal = gate.seal;
          const outcome = await ledger.mint(tx, { investmentId: row.id, userId: row.user_id, projectId: row.project_id, tokens: row.tokens, actorId: user.id });
          if ('queued' in outcome) {
            // The chain's confirmation completes it (investment-mint.ts): until then it shows as minting.
            const minting = await updateInvestmentIfStatus(tx, id, from, { mint_requested_by: user.id, mint_error: null }, ['mint_requested_at']);
            if (!minting) throw stepClosed();
            await audit(tx, user, 'investment.mint', row, minting, { minting: true, tokens: row.tokens, approval_id: role.as === 'checker' ? role.approvalId : null });
            await seal();
            sentToChain = true;
            return (await findInvestmentView(tx, id))!;
          }
          details = { mint_reference: outcome.minted.reference, tokens: outcome.minted.tokens, approval_id: role.as === 'checker' ? role.approvalId : null };
        }
        const updated = await updateInvestmentIfStatus(tx, id, from, patch, stamped);
        if (!updated) throw stepClosed();
        const kind = STEP_MAIL[from];
        if (kind) await mail.tell(tx, kind, holder, updated, seen.project_name);
        await audit(tx, user, `investment.${from}`, row, updated, details);
        await seal();
        return (await findInvestmentView(tx, id))!;
      });
      if (sentToChain) chain?.worker.kick();
      return advanced;
    },

    async reject(admin: DbUserRow, id: string, reason: string): Promise<InvestmentView> {
      const seen = await visible(admin, id);
      const rejected = await db.transaction(async (tx) => {
        const row = await locked(tx, admin, id);
        if (isOwnCase(stepCaller(admin, row))) throw ownInvestment();
        if (!isRejectable(row.status)) throw conflict('investment.notRejectable', 'investment_step');
        await rejectLocked(tx, admin, row, reason, seen.project_name);
        return (await findInvestmentView(tx, id))!;
      });
      // The reservation is released: the catalog's funding figures change.
      catalog.clear();
      return rejected;
    },

    /**
     * Rejects, as the system, investments left at the start step for ABANDONED_START_DAYS and those at
     * the payment step past their deadline (`paymentDays` after the conditions were accepted): their
     * reservations go back to the project. Run by the housekeeping on every replica: each rejection
     * re-reads its row under the row lock and updates only from the status it read, so two replicas
     * never reject one twice nor queue its mail twice.
     */
    async expireAbandoned(now = new Date()): Promise<number> {
      const stalls = [
        { status: 'start', since: 'created_at', days: ABANDONED_START_DAYS, reason: 'investment.expired' },
        { status: 'payment', since: 'start_at', days: paymentDays, reason: 'investment.expiredUnpaid' },
      ] as const;
      let expired = 0;
      for (const stall of stalls) {
        const before = new Date(now.getTime() - stall.days * 86_400_000);
        for (const id of await listStalled(db, stall.status, stall.since, before, 500)) {
          const done = await db.transaction(async (tx) => {
            const row = await lockInvestment(tx, id);
            const since = row?.[stall.since];
            if (!row || row.status !== stall.status || !since || since >= before) return false;
            const view = await findInvestmentView(tx, id);
            const reason = translate({ key: stall.reason, values: { days: String(stall.days) } }, (await investor(tx, row.user_id)).locale);
            await rejectLocked(tx, null, row, reason, view?.project_name ?? '');
            return true;
          });
          if (done) expired += 1;
        }
      }
      if (expired > 0) catalog.clear();
      return expired;
    },

    /** Cents reserved or raised in a project (the funding summary of its detail). */
    committed: (projectId: string) => committedCents(db, projectId),
  };
}

export type InvestmentService = ReturnType<typeof createInvestmentService>;
