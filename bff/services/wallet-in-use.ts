// One investor per approved wallet (migration 0020): the services ask first, for the message; the index
// refuses what two decisions committing at the same moment would both have let through.
import { isApprovedWalletTaken } from '../../db/queries/kyc';
import { conflict } from '../errors';

export const walletInUse = () => conflict('kyc.walletInUse', 'wallet_in_use');

/** For a transaction's rejection: the index's refusal as the same 409 the check gives. */
export function refuseTakenWallet(err: unknown): never {
  throw isApprovedWalletTaken(err) ? walletInUse() : err;
}
