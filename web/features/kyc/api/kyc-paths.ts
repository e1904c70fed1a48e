// The address of the investor's own application, kept apart from the calls themselves so the route table
// can name it as the KYC screen's first answer (web/shell/route-table.ts) without taking in the KYC's code.
export const OWN_APPLICATIONS = '/kyc/applications';
