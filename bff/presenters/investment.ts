// Investment rows → the API shape of core/investments.ts: cents become euros exactly, instants ISO
// strings; the transfer details (the brand's account, the amount, the reference and the EPC QR payload)
// come with an investment from the payment step until its tokens are minted, and while it is at the
// payment step, the date its transfer must be announced by.
import { epcPayload, isMinting, paymentDueAt, type Investment, type InvestmentPermissions, type TransferDetails } from '../../core/investments';
import { toEuros } from '../../core/money';
import { explorerTxUrl } from '../../core/chain';
import type { DbBrandRow } from '../../db/tables';
import type { InvestmentView } from '../../db/queries/investments';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const PAYING_STATUSES = ['payment', 'review', 'erir', 'mint'];

function transferOf(view: InvestmentView, brand: DbBrandRow | undefined): TransferDetails | null {
  if (!brand || !PAYING_STATUSES.includes(view.status)) return null;
  return {
    beneficiary: brand.legal_name,
    iban: brand.iban,
    bic: brand.bic,
    bank_name: brand.bank_name,
    amount: toEuros(view.amount_cents),
    reference: view.payment_reference,
    epc_payload: epcPayload({ bic: brand.bic, beneficiary: brand.legal_name, iban: brand.iban, amountCents: view.amount_cents, reference: view.payment_reference }),
  };
}

/** `paymentDays`: the deployment's INVESTMENT_PAYMENT_DAYS; `brand`: the investor's brand, for the transfer details (omitted in lists). */
export function presentInvestment(view: InvestmentView, can: InvestmentPermissions, paymentDays: number, brand?: DbBrandRow): Investment {
  return {
    id: view.id,
    project_id: view.project_id,
    project_name: view.project_name,
    status: view.status,
    amount: toEuros(view.amount_cents),
    tokens: view.tokens,
    payment_method: view.payment_method,
    payment_reference: view.payment_reference,
    created_at: view.created_at.toISOString(),
    start_at: iso(view.start_at),
    payment_at: iso(view.payment_at),
    payment_due_at: view.status === 'payment' && view.start_at ? paymentDueAt(view.start_at, paymentDays).toISOString() : null,
    payment_verified_at: iso(view.payment_verified_at),
    review_at: iso(view.review_at),
    erir_at: iso(view.erir_at),
    mint_at: iso(view.mint_at),
    completed_at: iso(view.completed_at),
    rejected_at: iso(view.rejected_at),
    rejection_reason: view.rejection_reason,
    user_id: view.user_id,
    user_name: view.user_name,
    user_email: view.user_email,
    domain_id: view.domain_id as 1 | 2,
    // In review only: a rejected KYC is not pending (its investor's steps are refused, spec 001 §6).
    kyc_pending: view.user_kyc_status === 'process' && view.status !== 'completed' && view.status !== 'rejected',
    whitepaper:
      view.whitepaper_document_id && view.whitepaper_sha256 && view.whitepaper_accepted_at
        ? { document_id: view.whitepaper_document_id, filename: view.whitepaper_filename ?? '', sha256: view.whitepaper_sha256, accepted_at: view.whitepaper_accepted_at.toISOString() }
        : null,
    transfer: transferOf(view, brand),
    minting: isMinting(view),
    mint_error: view.status === 'mint' ? view.mint_error : null,
    mint_transaction:
      view.mint_reference && view.mint_chain_id !== null
        ? { hash: view.mint_reference, chain_id: view.mint_chain_id, explorer_url: explorerTxUrl(view.mint_chain_id, view.mint_reference) }
        : null,
    // The routes name the request waiting on it (bff/routes/investments.ts).
    pending_approval: null,
    can,
  };
}
