// Every e-mail's words (core/i18n/mail.json) are a part of the one message registry (core/messages.ts),
// in its shape, `{name}` parts filled by the same fillIn. MAILS says which entries make each mail; the
// one renderer (bff/mail/templates.ts) lays them out. Not spread into sharedMessages: only the server
// sends mail, so the browser's code does not carry these texts.
import type { Bilingual } from './messages';
import mails from './i18n/mail.json';

export const mailMessages = mails satisfies Record<string, Bilingual>;

export type MailMessageKey = keyof typeof mailMessages;

/** A branded mail: its subject, the paragraphs above its button, the button, the small print below. */
export interface MailParts {
  subject: MailMessageKey;
  intro: readonly MailMessageKey[];
  button: MailMessageKey;
  notes: readonly MailMessageKey[];
}

/** Which entries make each mail the platform sends (its outbox `kind`). */
export const MAILS = {
  verify_email: { subject: 'mail.verifyEmail.subject', intro: ['mail.verifyEmail.intro'], button: 'mail.verifyEmail.button', notes: ['mail.verifyEmail.expiry', 'mail.verifyEmail.ignore'] },
  reset_password: { subject: 'mail.resetPassword.subject', intro: ['mail.resetPassword.intro'], button: 'mail.resetPassword.button', notes: ['mail.resetPassword.expiry', 'mail.resetPassword.ignore'] },
  signup_attempt: { subject: 'mail.signupAttempt.subject', intro: ['mail.signupAttempt.intro'], button: 'mail.signupAttempt.button', notes: ['mail.signupAttempt.expiry', 'mail.signupAttempt.ignore'] },
  kyc_approved: { subject: 'mail.kycApproved.subject', intro: ['mail.kycApproved.intro'], button: 'mail.kycApproved.button', notes: ['mail.kycApproved.wallet', 'mail.kycApproved.ignore'] },
  kyc_rejected: { subject: 'mail.kycRejected.subject', intro: ['mail.kycRejected.intro'], button: 'mail.kycRejected.button', notes: ['mail.kycRejected.next', 'mail.questions'] },
  wallet_change_approved: { subject: 'mail.walletApproved.subject', intro: ['mail.walletApproved.intro', 'mail.walletApproved.old'], button: 'mail.walletChange.button', notes: ['mail.questions'] },
  wallet_change_rejected: { subject: 'mail.walletRejected.subject', intro: ['mail.walletRejected.intro', 'mail.walletRejected.kept'], button: 'mail.walletChange.button', notes: ['mail.questions'] },
  investment_created: { subject: 'mail.investmentCreated.subject', intro: ['mail.investmentCreated.intro', 'mail.investmentCreated.transfer'], button: 'mail.investment.button', notes: ['mail.investmentCreated.confirm', 'mail.investmentCreated.ignore'] },
  investment_payment_received: { subject: 'mail.paymentReceived.subject', intro: ['mail.paymentReceived.intro', 'mail.paymentReceived.next'], button: 'mail.investment.button', notes: ['mail.paymentReceived.nothingToDo'] },
  investment_erir_verified: { subject: 'mail.erirVerified.subject', intro: ['mail.erirVerified.intro', 'mail.erirVerified.next'], button: 'mail.investment.button', notes: ['mail.erirVerified.later'] },
  investment_minted: { subject: 'mail.minted.subject', intro: ['mail.minted.intro', 'mail.minted.done'], button: 'mail.investment.button', notes: ['mail.minted.wallet'] },
  investment_rejected: { subject: 'mail.investmentRejected.subject', intro: ['mail.investmentRejected.intro', 'mail.investmentRejected.which'], button: 'mail.investment.button', notes: ['mail.investmentRejected.refund', 'mail.questions'] },
  investor_blocked: { subject: 'mail.investorBlocked.subject', intro: ['mail.investorBlocked.intro', 'mail.blocking.reason'], button: 'mail.blocking.account', notes: ['mail.blocking.contact'] },
  investor_unblocked: { subject: 'mail.investorUnblocked.subject', intro: ['mail.investorUnblocked.intro', 'mail.blocking.reason'], button: 'mail.blocking.account', notes: ['mail.blocking.contact'] },
  tokens_blocked: { subject: 'mail.tokensBlocked.subject', intro: ['mail.tokensBlocked.intro', 'mail.blocking.reason'], button: 'mail.blocking.investments', notes: ['mail.blocking.contact'] },
  approval_requested: {
    subject: 'mail.approvalRequested.subject',
    intro: ['mail.approvalRequested.intro', 'mail.approvalRequested.reason'],
    button: 'mail.approvalRequested.button',
    notes: ['mail.approvalRequested.expiry', 'mail.approvalRequested.ignore'],
  },
  tokens_unblocked: { subject: 'mail.tokensUnblocked.subject', intro: ['mail.tokensUnblocked.intro', 'mail.blocking.reason'], button: 'mail.blocking.investments', notes: ['mail.blocking.contact'] },
} as const satisfies Record<string, MailParts>;

export type MailKind = keyof typeof MAILS;
