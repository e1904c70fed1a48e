// Where an investor's KYC application stands (spec 001 §4): its own module, as the profile every
// members' page loads (core/users.ts) carries it, while the rest of the KYC rules (the forms' fields and
// the wallet checksum's hashing) belong to the KYC screens alone.
export const KYC_APPLICATION_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type KycApplicationStatus = (typeof KYC_APPLICATION_STATUSES)[number];
