import { describe, expect, it } from 'vitest';
import { kycLabel, kycReviewPath, personName, reviewableApplication, roleLabel, whitelabelName } from './user-labels';

describe('user labels', () => {
  it('names the role with admin first, then ERIR, then Usuario', () => {
    expect(roleLabel({ is_admin: true, is_erir: true }).key).toBe('role.admin');
    expect(roleLabel({ is_admin: false, is_erir: true }).key).toBe('role.erir');
    expect(roleLabel({ is_admin: false, is_erir: false }).key).toBe('role.user');
  });

  it('names the whitelabel by domain, defaulting to the main brand', () => {
    expect(whitelabelName(1)).toBe('Tokenia');
    expect(whitelabelName(2)).toBe('Hispax');
    expect(whitelabelName(7)).toBe('Tokenia');
  });

  it('reads KYC as approved, in process or pending', () => {
    expect(kycLabel('ok').key).toBe('kyc.status.ok');
    expect(kycLabel('process').key).toBe('kyc.status.process');
    expect(kycLabel('no').key).toBe('kyc.status.pending');
  });

  it('prefers the full name and ignores blank names', () => {
    expect(personName({ full_name: 'Ana Pérez', name: 'Ana' })).toBe('Ana Pérez');
    expect(personName({ full_name: '  ', name: 'Ana' })).toBe('Ana');
    expect(personName({ full_name: null, name: null })).toBeUndefined();
  });

  it('offers a review only for a SUBMITTED application', () => {
    expect(reviewableApplication({ kyc_application_id: 'a1', kyc_application_status: 'SUBMITTED', wallet_change_pending: false })).toBe('a1');
    expect(reviewableApplication({ kyc_application_id: 'a1', kyc_application_status: 'DRAFT', wallet_change_pending: false })).toBeNull();
    expect(reviewableApplication({ kyc_application_id: 'a1', kyc_application_status: 'APPROVED', wallet_change_pending: false })).toBeNull();
    expect(reviewableApplication({ kyc_application_id: 'a1', kyc_application_status: 'APPROVED', wallet_change_pending: true })).toBe('a1');
    expect(reviewableApplication({ kyc_application_id: null, kyc_application_status: null, wallet_change_pending: false })).toBeNull();
    expect(kycReviewPath('a1')).toBe('/dashboard/users-kyc/a1');
  });
});
