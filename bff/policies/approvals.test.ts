import { describe, expect, it } from 'vitest';
import { approvalScope, canSeeApproval, decideRefusal } from './approvals';
import { ERIR_APPROVABLE_KINDS } from '../../core/approvals';

const admin = { id: 'a', is_admin: true, is_erir: false, domain_id: 1 };
const erir = { id: 'e', is_admin: false, is_erir: true, domain_id: 1, status: 'ACTIVE' as const };
const blockedErir = { ...erir, status: 'BLOCKED' as const };
const investor = { id: 'i', is_admin: false, is_erir: false, domain_id: 1 };

const request = (overrides: Partial<Parameters<typeof decideRefusal>[1]> = {}) => ({
  kind: 'investor.unblock' as const,
  domain_id: 1,
  maker_id: 'm',
  status: 'pending' as const,
  expires_at: new Date(Date.now() + 3_600_000),
  ...overrides,
});

describe('who sees four-eyes requests', () => {
  it('admins every one; an ERIR user their brand’s ERIR-scoped kinds; nobody else any', () => {
    expect(approvalScope(admin)).toEqual({});
    expect(approvalScope(erir)).toEqual({ domainId: 1, kinds: ERIR_APPROVABLE_KINDS });
    expect(approvalScope(blockedErir)).toBeNull();
    expect(approvalScope(investor)).toBeNull();
    expect(canSeeApproval(erir, request())).toBe(true);
    expect(canSeeApproval(erir, request({ domain_id: 2 }))).toBe(false);
    expect(canSeeApproval(erir, request({ kind: 'investment.mint' }))).toBe(false);
    expect(canSeeApproval(erir, request({ kind: 'kyc.approve' }))).toBe(false);
    expect(canSeeApproval(admin, request({ kind: 'wallet.recover', domain_id: 2 }))).toBe(true);
  });
});

describe('who decides one', () => {
  it('another person, while it is pending and before its deadline', () => {
    expect(decideRefusal(admin, request())).toBeNull();
    expect(decideRefusal(erir, request())).toBeNull();
    expect(decideRefusal(admin, request({ maker_id: 'a' }))).toBe('own_approval');
    expect(decideRefusal(admin, request({ status: 'approved' }))).toBe('approval_closed');
    expect(decideRefusal(admin, request({ expires_at: new Date(Date.now() - 1) }))).toBe('approval_closed');
    expect(decideRefusal(investor, request())).toBe('forbidden');
    expect(decideRefusal(erir, request({ kind: 'investment.mint' }))).toBe('forbidden');
  });
});
