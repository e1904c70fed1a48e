// One investor per approved wallet: the chain's identity registry knows a wallet as one investor's, so two
// approved applications naming the same address (a KYC approval and a wallet change decided at the same
// moment by two admins) must not both commit. Approvals rely on this index (bff/services/wallet-in-use.ts
// answers its refusal as a 409); submissions and requests are checked before they are written.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create unique index kyc_applications_approved_wallet_idx on kyc_applications (lower(wallet)) where status = 'APPROVED'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index kyc_applications_approved_wallet_idx');
}
