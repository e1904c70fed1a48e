// What the investors and blocking routes accept (bff/http/route.ts). POST /api/block's body is core's
// schema, the same the web dialogs validate with.
import * as v from 'valibot';
import { pageCursor, pageLimit } from './list-query';
import { DomainFilterSchema } from '../../core/domain-filter';
import { BLOCK_TYPES, BlockRequestSchema } from '../../core/investors';

export const MAX_SEARCH_LENGTH = 100;

const invalid = 'http.invalidRequest';
const Uuid = v.pipe(v.string(invalid), v.uuid(invalid));

export const ListInvestors = {
  query: v.object({
    /** Part of a name, full name or e-mail; blank searches nothing. */
    q: v.optional(v.pipe(v.string(invalid), v.trim(), v.maxLength(MAX_SEARCH_LENGTH, 'investors.searchTooLong'))),
    /** Admins only: an ERIR user always sees their own brand. */
    domain: v.optional(DomainFilterSchema),
    limit: pageLimit(invalid),
    cursor: pageCursor(invalid),
  }),
};

export const ListBlockings = {
  query: v.object({
    userId: Uuid,
    projectId: v.optional(Uuid),
    type: v.optional(v.picklist(BLOCK_TYPES, 'project.blockTypeInvalid')),
    /** `all` includes released blockings; by default only open ones. */
    state: v.optional(v.picklist(['open', 'all'], invalid), 'open'),
    limit: pageLimit(invalid),
    cursor: pageCursor(invalid),
  }),
};

export const Block = { body: BlockRequestSchema };
