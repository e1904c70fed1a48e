// Users as the API shows them. The profile is what /auth/me answers (spec 000 §3, 001 §3); the admin
// list row is what the users screen needs. No hash, token or internal flag ever leaves through here.
import type { Profile } from '../../core/users';
import type { UserListItem } from '../../core/user-list';
import type { KycSummary } from '../../core/kyc';
import type { DbUserRow } from '../../db/tables';
import type { UserListRow } from '../../db/queries/users';

const NO_KYC: KycSummary = { ready_for_review: false, application_status: null, application_id: null };

export function presentProfile(user: DbUserRow, kyc: KycSummary = NO_KYC, secondFactor: Profile['second_factor'] = { enrolled: false, required: false, enforced: false }): Profile {
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    name: user.name,
    avatar: user.avatar_url,
    kyc_status: user.kyc_status,
    is_admin: user.is_admin,
    is_erir: user.is_erir,
    status: user.status,
    created_at: user.created_at.toISOString(),
    domain_id: user.domain_id,
    locale: user.locale,
    brains: [],
    kyc_ready_for_review: kyc.ready_for_review,
    kyc_application_status: kyc.application_status,
    kyc_application_id: kyc.application_id,
    second_factor: secondFactor,
  };
}

export function presentUserListItem(user: UserListRow): UserListItem {
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    name: user.name,
    is_admin: user.is_admin,
    is_erir: user.is_erir,
    status: user.status,
    kyc_status: user.kyc_status,
    domain_id: user.domain_id,
    email_verified: user.email_verified_at !== null,
    created_at: user.created_at.toISOString(),
    kyc_application_id: user.kyc_application_id,
    kyc_application_status: user.kyc_application_status,
    kyc_ready_for_review: user.kyc_application_status === 'SUBMITTED',
    wallet_change_pending: user.wallet_change_pending,
  };
}
