// Where an investor's KYC application stands (spec 001 §4): its own module, as the profile every
// members' page loads (core/users.ts) carries it, while the rest of the KYC rules (the forms' fields and
// the wallet checksum's hashing) belong to the KYC screens alone.
export const KYC_APPLICATION_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type KycApplicationStatus = (typeof KYC_APPLICATION_STATUSES)[number];

/** The three states a user's KYC shows as (spec 001 §2's badge, the profile): anything else is pending. */
export const KYC_STATES = ['ok', 'process', 'pending'] as const;
export type KycState = (typeof KYC_STATES)[number];

export function kycState(status: string): KycState {
  return status === 'ok' || status === 'process' ? status : 'pending';
}

/**
 * Spec 001 §5, §6: investing is refused only when kyc_status is 'no'; an investor whose application is
 * submitted and in review ('process') may invest. Their money stays safe: an admin verifies the payment
 * and mints the tokens only once the KYC is 'ok' (core/investments.ts KYC_GATED_STEPS).
 */
export const kycAllowsInvesting = (kycStatus: string): boolean => kycStatus === 'ok' || kycStatus === 'process';
