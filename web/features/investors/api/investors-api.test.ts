import { describe, expect, it } from 'vitest';
import type { Investor, InvestorListResponse } from '../../../../core/investors';
import { withInvestorStatus } from './investor-mutations';
import type { InvestorListData } from './investor-queries';
import { blockingsPath, investorListPath } from './investors-api';

describe('investorListPath', () => {
  it('asks for the first page without parameters, and sends a search and a cursor only when there are', () => {
    expect(investorListPath('', null)).toBe('/investors');
    expect(investorListPath('   ', null)).toBe('/investors');
    expect(investorListPath(' Carmen López ', null)).toBe('/investors?q=Carmen+L%C3%B3pez');
    expect(investorListPath('ana@tokenia.es', 'abc=')).toBe('/investors?q=ana%40tokenia.es&cursor=abc%3D');
    expect(investorListPath('', 'abc')).toBe('/investors?cursor=abc');
  });
});

describe('blockingsPath', () => {
  it("asks for one investor's token blockings in one project, from a cursor when there is one", () => {
    expect(blockingsPath('u-1', 'p-2', null)).toBe('/blockings?userId=u-1&projectId=p-2&type=tokens');
    expect(blockingsPath('u-1', 'p-2', 'abc=')).toBe('/blockings?userId=u-1&projectId=p-2&type=tokens&cursor=abc%3D');
  });
});

describe('withInvestorStatus', () => {
  const investor = (id: string, status: Investor['status']): Investor => ({
    id,
    name: id,
    email: `${id}@example.com`,
    status,
    kyc_approved_at: null,
    total_invested: 0,
    domain_id: 1,
    investments: [],
    can: { block: true, block_tokens: true },
    pending_approval: null,
  });
  const page = (data: Investor[], nextCursor: string | null): InvestorListResponse => ({ success: true, data, nextCursor, can: { block: true, export: false } });

  it('gives the answered investor its new status on whichever page it is, others unchanged', () => {
    const other = investor('b', 'ACTIVE');
    const list: InvestorListData = { pages: [page([investor('a', 'ACTIVE')], 'next'), page([other], null)], pageParams: [null, 'next'] };
    const next = withInvestorStatus(list, { id: 'b', status: 'BLOCKED' });
    expect(next?.pages.map((p) => p.data.map((i) => i.status))).toEqual([['ACTIVE'], ['BLOCKED']]);
    // The cache's old copy is left as it was (a new object for TanStack to compare).
    expect(other.status).toBe('ACTIVE');
    expect(withInvestorStatus(undefined, { id: 'b', status: 'BLOCKED' })).toBeUndefined();
  });
});
