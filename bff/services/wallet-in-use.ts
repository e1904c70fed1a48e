// One investor per approved wallet (migration 0020). A submission or a wallet change request is checked
// before it is written (nothing approved is written then); an approval is refused by the index itself,
// which also holds when two decisions commit at the same moment, and answers the same 409.
import { isApprovedWalletTaken } from '../../db/queries/kyc';
import { conflict } from '../errors';

export const walletInUse = () => conflict('kyc.walletInUse', 'wallet_in_use');

/** For a transaction's rejection: the index's refusal as the same 409 the check gives. */
export function refuseTakenWallet(err: unknown): never {
  throw isApprovedWalletTaken(err) ? walletInUse() : err;
}
