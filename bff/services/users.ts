// The users screen for admins (spec 000 §2, 001 §2): keyset pages of users, newest first, each with
// their KYC application's id and status read in the same query.
import type { Db } from '../../db/knex';
import { listUsers, type UserListRow } from '../../db/queries/users';
import { decodeCursor, pageOf } from './keyset-cursor';

export interface UserListRequest {
  domainId?: number;
  reviewOnly: boolean;
  limit: number;
  cursor?: string;
}

export function createUserService({ db }: { db: Db }) {
  return {
    async list({ domainId, reviewOnly, limit, cursor }: UserListRequest): Promise<{ rows: UserListRow[]; nextCursor: string | null }> {
      const after = cursor ? decodeCursor(cursor, 'http.invalidRequest') : undefined;
      return pageOf(await listUsers(db, { domainId, reviewOnly, limit: limit + 1, after }), limit);
    },
  };
}
