// Reading the verified investors (spec 001 §2 "Verified investors", §3 "Investor") and their blockings:
// a keyset page of investors and, for the whole page at once, their holdings, open token blockings and
// mints — four queries whatever the page's size — and the page's read recorded in the audit log. Who
// may read, and which brand, is the caller's (policies/blocking.ts).
import type { Db } from '../../db/knex';
import type { DbBlockingType, DbUserRow } from '../../db/tables';
import { listBlockings, type BlockingView } from '../../db/queries/blockings';
import { holdingLines, listVerifiedInvestors, mintLines, type InvestorPageRows } from '../../db/queries/investors';
import { findUserById } from '../../db/queries/users';
import { insertAudit } from '../../db/queries/audit';
import { notFound } from '../errors';
import { decodeCursor, decodeNullableCursor, pageOf } from './keyset-cursor';
import { brandScope, withinReach } from '../policies/blocking';

export interface InvestorListRequest {
  user: DbUserRow;
  domainId?: number;
  search?: string;
  limit: number;
  cursor?: string;
}

export interface BlockingListRequest {
  userId: string;
  projectId?: string;
  type?: DbBlockingType;
  /** Released ones too. */
  all: boolean;
  limit: number;
  cursor?: string;
}

export function createInvestorService({ db }: { db: Db }) {
  return {
    async list({ user, domainId, search, limit, cursor }: InvestorListRequest): Promise<InvestorPageRows & { nextCursor: string | null }> {
      const scope = brandScope(user, domainId);
      const found = await listVerifiedInvestors(db, {
        domainId: scope,
        search,
        limit: limit + 1,
        after: cursor ? decodeNullableCursor(cursor, 'http.invalidRequest') : undefined,
      });
      const { rows: investors, nextCursor } = pageOf(found, limit);
      const ids = investors.map((investor) => investor.id);
      const [holdings, blockings, mints] = await Promise.all([holdingLines(db, ids), listBlockings(db, { userIds: ids, type: 'tokens', openOnly: true }), mintLines(db, ids)]);
      // Every page read is recorded by its shape: whether a search was made, never its text (a name).
      await insertAudit(db, {
        actorId: user.id,
        action: 'investor.list_read',
        targetType: 'system',
        targetId: 'investors',
        after: { domainId: scope ?? null, search: search !== undefined, page: cursor ? 'next' : 'first', limit, investors: investors.length },
      });
      return { investors, holdings, blockings, mints, nextCursor };
    },

    /** A page of one investor's blockings, newest first; another brand's investor answers as a missing one. */
    async blockings(user: DbUserRow, request: BlockingListRequest): Promise<{ rows: BlockingView[]; nextCursor: string | null }> {
      const after = request.cursor ? decodeCursor(request.cursor, 'http.invalidRequest') : undefined;
      const investor = await findUserById(db, request.userId);
      if (!investor || !withinReach(user, investor)) throw notFound('investor.notFound', 'investor_not_found');
      const found = await listBlockings(db, {
        userIds: [investor.id],
        projectId: request.projectId,
        type: request.type,
        openOnly: !request.all,
        page: { limit: request.limit + 1, after },
      });
      return pageOf(found, request.limit);
    },
  };
}
