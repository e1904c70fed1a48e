// The address of the investor's own application, kept apart from the calls themselves so the entry can
// name it for its early request (web/app/early-data.ts) without taking in the KYC's code.
export const OWN_APPLICATIONS = '/kyc/applications';
