// A new wallet for an approved investor (docs/kyc.md "A new wallet"): the approved application stays
// read-only, so the investor asks for the change and another person, an admin, decides it. Approving
// moves the application's wallet and, in the same transaction, writes the recovery's chain commands
// (the token ledger's recoverWallet) and the mail; the investor's row and holdings are locked first, so a
// block or a token block of theirs runs wholly before or after and its freeze follows the tokens.
import type { WalletChangeRequestInput, WalletChangeReviewInput } from '../../core/wallet-change';
import { isSameWallet } from '../../core/wallet-change';
import type { Db, Tx } from '../../db/knex';
import type { DbUserRow, DbWalletChangeRow } from '../../db/tables';
import { insertAudit } from '../../db/queries/audit';
import { hasMintInFlight } from '../../db/queries/investments';
import { findKycApplicationOfUser, lockKycApplication, updateKycApplication, walletApprovedForOther } from '../../db/queries/kyc';
import { lockHoldingsOf } from '../../db/queries/token-ledger';
import { lockUser } from '../../db/queries/users';
import { decideWalletChange, insertWalletChangeUnlessPending, lockWalletChange } from '../../db/queries/wallet-changes';
import type { ChainRuntime } from '../chain/chain-runtime';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { TokenLedger } from '../ledger/token-ledger';
import type { TellInvestor } from './investor-mail';
import { refuseTakenWallet, walletInUse } from './wallet-in-use';
import type { FourEyes, FourEyesRole, Proposed } from './four-eyes';

interface WalletChangeDeps {
  db: Db;
  ledger: TokenLedger;
  chain?: ChainRuntime;
  tellInvestor: TellInvestor;
  fourEyes: FourEyes;
}

const refused = (message: Parameters<typeof conflict>[0]) => conflict(message, 'wallet_change_refused');
const changeNotFound = () => notFound('kyc.walletChange.notFound', 'wallet_change_not_found');

/** Where the mail's button leads: the investor's verification, which shows the wallet. */
const KYC_PATH = '/dashboard/kyc-verification';

export function createWalletChangeService({ db, ledger, chain, tellInvestor, fourEyes }: WalletChangeDeps) {
  function tell(tx: Tx, investor: DbUserRow, change: DbWalletChangeRow) {
    const kind = change.status === 'APPROVED' ? 'wallet_change_approved' : 'wallet_change_rejected';
    const values = { wallet: change.new_wallet, old: change.old_wallet, reason: change.rejection_reason ?? '' };
    return tellInvestor(tx, kind, investor, { path: KYC_PATH, values });
  }

  return {
    /** The investor's request: 409 unless their KYC is approved, when one already waits, or the wallet is another investor's. */
    async request(user: DbUserRow, input: WalletChangeRequestInput): Promise<DbWalletChangeRow> {
      return db.transaction(async (tx) => {
        const own = await findKycApplicationOfUser(tx, user.id);
        const application = own && (await lockKycApplication(tx, own.id));
        if (application?.status !== 'APPROVED' || !application.wallet) throw refused('kyc.walletChange.notApproved');
        if (isSameWallet(application.wallet, input.wallet)) throw badRequest('kyc.walletChange.same');
        if (await walletApprovedForOther(tx, input.wallet, user.id)) throw walletInUse();
        const change = await insertWalletChangeUnlessPending(tx, { application_id: application.id, user_id: user.id, old_wallet: application.wallet, new_wallet: input.wallet });
        if (!change) throw refused('kyc.walletChange.pending');
        await insertAudit(tx, {
          actorId: user.id,
          action: 'kyc.wallet_change_request',
          targetType: 'kyc_application',
          targetId: application.id,
          before: { wallet: change.old_wallet },
          after: { wallet: change.new_wallet, wallet_change_id: change.id },
        });
        return change;
      });
    },

    /** An admin's decision on a waiting request, never their own; approving moves the tokens to the new wallet and is four-eyes (`role`). */
    async review(admin: DbUserRow, id: string, input: WalletChangeReviewInput, role: FourEyesRole): Promise<DbWalletChangeRow | Proposed> {
      const decided = await db.transaction(async (tx): Promise<DbWalletChangeRow | Proposed> => {
        const waiting = await lockWalletChange(tx, id);
        if (!waiting) throw changeNotFound();
        if (waiting.user_id === admin.id) throw forbidden('kyc.walletChange.own', 'own_case');
        if (waiting.status !== 'PENDING') throw refused('kyc.walletChange.notPending');
        const investor = (await lockUser(tx, waiting.user_id))!;
        const approve = input.status === 'APPROVED';
        let reference: string | null = null;
        let seal = async () => {};
        if (approve) {
          await lockHoldingsOf(tx, investor.id);
          const application = await lockKycApplication(tx, waiting.application_id);
          if (application?.status !== 'APPROVED' || !application.wallet || !isSameWallet(application.wallet, waiting.old_wallet)) throw refused('kyc.walletChange.notPending');
          if (await hasMintInFlight(tx, investor.id)) throw refused('kyc.walletChange.minting');
          const name = investor.full_name ?? investor.name ?? investor.email;
          const gate = await fourEyes.gate(tx, admin, role, {
            kind: 'wallet.recover',
            subject: { type: 'wallet_change', id: waiting.id, label: name, path: `/dashboard/users-kyc/${application.id}`, domainId: investor.domain_id },
            payload: { ...input },
            version: [waiting.status, waiting.old_wallet, waiting.new_wallet, application.wallet].join('|'),
            effect: { investor: name, wallet: waiting.new_wallet, previous_wallet: waiting.old_wallet },
            reason: input.comments ?? null,
          });
          if (gate.pending) return { proposed: gate.pending };
          seal = gate.seal;
          await updateKycApplication(tx, application.id, ['APPROVED'], { wallet: waiting.new_wallet });
          reference = await ledger.recoverWallet(tx, { userId: investor.id, from: waiting.old_wallet, to: waiting.new_wallet, addressFrozen: investor.status === 'BLOCKED' });
        }
        const change = (await decideWalletChange(tx, id, { status: input.status, reviewed_by: admin.id, rejection_reason: approve ? null : input.comments! }))!;
        await tell(tx, investor, change);
        // The audit row is the decision's last write, as the audit chain's lock wants (docs/audit.md).
        await insertAudit(tx, {
          actorId: admin.id,
          action: approve ? 'kyc.wallet_change_approve' : 'kyc.wallet_change_reject',
          targetType: 'kyc_application',
          targetId: change.application_id,
          before: { wallet: change.old_wallet },
          after: approve ? { wallet: change.new_wallet, wallet_change_id: id, ledger_reference: reference } : { wallet: change.old_wallet, wallet_change_id: id, reason: change.rejection_reason },
        });
        await seal();
        return change;
      }).catch(refuseTakenWallet);
      if (!('proposed' in decided) && decided.status === 'APPROVED') chain?.worker.kick();
      return decided;
    },
  };
}

export type WalletChangeService = ReturnType<typeof createWalletChangeService>;
