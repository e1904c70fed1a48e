// What the investment routes accept, one `{ params, query, body }` schema per route (bff/http/route.ts).
// Bodies are core's schemas, the same the web forms validate with.
import * as v from 'valibot';
import { pageCursor, pageLimit } from './list-query';
import { DomainFilterSchema } from '../../core/domain-filter';
import { AdvanceInvestmentSchema, CreateInvestmentSchema, INVESTMENT_STATUSES, RejectInvestmentSchema } from '../../core/investments';

const InvestmentIdParams = v.object({ id: v.pipe(v.string(), v.uuid('investment.notFound')) });

export const ListInvestments = {
  query: v.object({
    admin: v.optional(v.picklist(['true', 'false'], 'investment.listInvalid')),
    status: v.optional(v.picklist(['all', ...INVESTMENT_STATUSES], 'investment.listStatusInvalid')),
    domain: v.optional(DomainFilterSchema),
    limit: pageLimit('investment.listInvalid'),
    cursor: pageCursor('investment.listInvalid'),
  }),
};

export const GetInvestment = { params: InvestmentIdParams };
export const CreateInvestment = { body: CreateInvestmentSchema };
export const AdvanceInvestment = { params: InvestmentIdParams, body: AdvanceInvestmentSchema };
export const RejectInvestment = { params: InvestmentIdParams, body: RejectInvestmentSchema };
