// Four-eyes requests (issue 57): the proposal (one pending per action and subject, a second is refused),
// the row lock a decision takes, a decision that moves only a request still pending, the approvers' lists
// (keyset pages) and badge count, the subjects' waiting requests, and the sweep of past-due ones.
import type { Knex } from 'knex';
import type { ApprovalKind } from '../../core/approvals';
import type { DbApprovalRow, DbApprovalStatus } from '../tables';

export type NewApproval = Omit<DbApprovalRow, 'id' | 'status' | 'checker_id' | 'decision_comment' | 'decided_at'>;

/** A request with its maker's and checker's names, and the instant it is listed by (UTC, to the microsecond). */
export type ApprovalView = DbApprovalRow & {
  maker_email: string;
  maker_name: string | null;
  checker_email: string | null;
  checker_name: string | null;
  cursor_at: string;
};

/** Which requests a caller sees: every one (undefined), or one brand's of some kinds (an ERIR user's). */
export interface ApprovalScope {
  domainId?: number;
  kinds?: readonly ApprovalKind[];
}

export interface ApprovalListFilter extends ApprovalScope {
  view: 'pending' | 'history';
  limit: number;
  after?: { at: string; id: string };
}

const utcMicros = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function viewQuery(db: Knex, cursorColumn: string) {
  return db('approval_requests as a')
    .join('users as m', 'm.id', 'a.maker_id')
    .leftJoin('users as c', 'c.id', 'a.checker_id')
    .select(
      'a.*',
      'm.email as maker_email',
      db.raw('coalesce(m.full_name, m.name) as maker_name'),
      'c.email as checker_email',
      db.raw('coalesce(c.full_name, c.name) as checker_name'),
      db.raw(`${utcMicros(cursorColumn)} as cursor_at`),
    );
}

function inScope(query: Knex.QueryBuilder, scope: ApprovalScope): void {
  if (scope.domainId !== undefined) query.where('a.domain_id', scope.domainId);
  if (scope.kinds !== undefined) query.whereIn('a.kind', scope.kinds as ApprovalKind[]);
}

/** The new request; undefined when one for the same action and subject is already pending. */
export async function insertApprovalUnlessPending(tx: Knex.Transaction, approval: NewApproval): Promise<DbApprovalRow | undefined> {
  const [row] = await tx<DbApprovalRow>('approval_requests')
    .insert({ ...approval, payload: JSON.stringify(approval.payload) as never, effect: JSON.stringify(approval.effect) as never })
    .onConflict(tx.raw(`(kind, subject_id) where status = 'pending'`))
    .ignore()
    .returning('*');
  return row;
}

/** Reads the request and locks it until the transaction ends: two decisions of one request queue up. */
export function lockApproval(tx: Knex.Transaction, id: string): Promise<DbApprovalRow | undefined> {
  return tx<DbApprovalRow>('approval_requests').where({ id }).forUpdate().first();
}

export async function findApprovalView(db: Knex, id: string): Promise<ApprovalView | undefined> {
  return (await viewQuery(db, 'a.created_at').where('a.id', id).first()) as ApprovalView | undefined;
}

/** Decides a request still pending; undefined when it no longer is. */
export async function decideApproval(
  tx: Knex,
  id: string,
  decision: { status: Exclude<DbApprovalStatus, 'pending'>; checker_id?: string; decision_comment?: string | null },
): Promise<DbApprovalRow | undefined> {
  const [row] = await tx<DbApprovalRow>('approval_requests')
    .where({ id, status: 'pending' })
    .update({ ...decision, decided_at: tx.fn.now() })
    .returning('*');
  return row;
}

/** Pending: oldest first, by creation. History: newest decision first. */
export function listApprovals(db: Knex, filter: ApprovalListFilter): Promise<ApprovalView[]> {
  const pending = filter.view === 'pending';
  const column = pending ? 'a.created_at' : 'a.decided_at';
  const order = pending ? 'asc' : 'desc';
  return viewQuery(db, column)
    .modify((query) => {
      if (pending) query.where('a.status', 'pending');
      else query.whereNot('a.status', 'pending');
      inScope(query, filter);
      if (filter.after) query.whereRaw(`(${column}, a.id) ${pending ? '>' : '<'} (?::timestamptz, ?::uuid)`, [filter.after.at, filter.after.id]);
    })
    .orderBy([
      { column, order },
      { column: 'a.id', order },
    ])
    .limit(filter.limit) as Promise<ApprovalView[]>;
}

/** Pending requests in the scope that someone other than their maker (`userId`) may decide, not past due. */
export async function countDecidable(db: Knex, userId: string, scope: ApprovalScope, now: Date): Promise<number> {
  const row = await db('approval_requests as a')
    .where('a.status', 'pending')
    .where('a.expires_at', '>', now)
    .whereNot('a.maker_id', userId)
    .modify((query) => inScope(query, scope))
    .count<{ count: number }[]>('* as count')
    .first();
  return Number(row?.count ?? 0);
}

/** The pending requests about these subjects (one per action and subject). */
export function pendingApprovalsOf(db: Knex, subjectIds: readonly string[]): Promise<ApprovalView[]> {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return viewQuery(db, 'a.created_at').where('a.status', 'pending').whereIn('a.subject_id', subjectIds as string[]) as Promise<ApprovalView[]>;
}

/** Marks every pending request past its deadline expired; answers them. */
export function expirePastDue(tx: Knex.Transaction, now: Date): Promise<DbApprovalRow[]> {
  return tx<DbApprovalRow>('approval_requests').where('status', 'pending').where('expires_at', '<=', now).update({ status: 'expired', decided_at: tx.fn.now() }).returning('*');
}
