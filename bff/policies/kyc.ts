// Who may do what to a KYC application: its owner edits and submits their own; admins read every one
// (all brands, like the users screen) and decide those waiting for review, never their own. Anyone else is told the
// application does not exist (404), never that it belongs to someone.
import { hasRole } from '../../core/auth';
import { kycStatusAllows, type KycPermissions } from '../../core/kyc';
import type { DbKycApplicationRow, DbUserRow } from '../../db/tables';

type Caller = Pick<DbUserRow, 'id' | 'is_admin' | 'is_erir'>;

export const ownsApplication = (user: Pick<DbUserRow, 'id'>, application: Pick<DbKycApplicationRow, 'user_id'>) => application.user_id === user.id;

export const canReadApplication = (user: Caller, application: Pick<DbKycApplicationRow, 'user_id'>) =>
  ownsApplication(user, application) || hasRole(user, 'admin');

/** A user's documents are read by that user and by admins. */
export const canReadDocumentsOf = (user: Caller, ownerId: string) => user.id === ownerId || hasRole(user, 'admin');

/** An admin decides other people's applications only: approving one's own KYC would make it no check at all. */
export const reviewsOwnApplication = (user: Caller, application: Pick<DbKycApplicationRow, 'user_id'>) => hasRole(user, 'admin') && ownsApplication(user, application);

export function kycPermissions(user: Caller, application: Pick<DbKycApplicationRow, 'user_id' | 'status'>): KycPermissions {
  const owner = ownsApplication(user, application);
  const reviewable = hasRole(user, 'admin') && kycStatusAllows(application.status, 'review');
  return {
    edit: owner && kycStatusAllows(application.status, 'edit'),
    submit: owner && kycStatusAllows(application.status, 'submit'),
    review: reviewable && !owner,
    refusal: reviewable && owner ? 'kyc.ownApplication' : null,
  };
}
