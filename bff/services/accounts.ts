// Account use cases: sign up, verify the e-mail, check a password, reset a forgotten password. Each
// write is one transaction that also leaves an audit row; answers never reveal whether an e-mail
// belongs to an account where that would help an attacker, neither by their content nor by their time.
import { setTimeout as sleep } from 'node:timers/promises';
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/knex';
import type { AuditAction } from '../../core/audit';
import type { Language } from '../../core/i18n-locales';
import { LOGIN_PATH } from '../../core/login-notice';
import type { DbBrandRow, DbUserRow } from '../../db/tables';
import { findBrandByDomainId } from '../../db/queries/brands';
import { findUserByEmail, insertUserUnlessTaken, markEmailVerified, restartUnverifiedSignup, setPasswordHash } from '../../db/queries/users';
import { insertAudit } from '../../db/queries/audit';
import { deleteUserSessions } from '../../db/queries/sessions';
import { deleteOidcModelsOfAccount } from '../../db/queries/oidc-models';
import { badRequest } from '../errors';
import { consumeEmailToken, emailTokenOwner, issueEmailToken, RESET_PASSWORD_TTL_MS, VERIFY_EMAIL_TTL_MS } from '../auth/email-tokens';
import type { Origins } from '../config/origins';
import type { Mailer } from '../mail/mailer';
import { renderMail, type MailKind } from '../mail/templates';

// Verifying against a real hash keeps a sign-in with an unknown e-mail as slow as one with a known one.
const DUMMY_HASH = hash('timing-equaliser-not-a-password');

/**
 * Requests that must not show whether an account exists (reset, resend) answer after at least this
 * long; the real work (a lookup, a token, an outbox row and its mail job) fits well inside it and
 * delivery runs in the background, so both outcomes take the same time.
 */
const STEADY_ANSWER_MS = 250;

async function steadily(work: () => Promise<void>): Promise<void> {
  const started = Date.now();
  try {
    await work();
  } finally {
    const rest = STEADY_ANSWER_MS - (Date.now() - started);
    if (rest > 0) await sleep(rest);
  }
}

export type CredentialCheck = { ok: true; user: DbUserRow } | { ok: false; reason: 'invalid' | 'unverified' };

export interface AccountService {
  signUp(input: { email: string; password: string; domainId: number; language: Language; origin: string }): Promise<{ userId: string }>;
  /** The verified user's id; a bad, used or expired link is a 400. */
  verifyEmail(token: string): Promise<string>;
  resendVerification(input: { email: string; origin: string }): Promise<void>;
  requestPasswordReset(input: { email: string; origin: string; language: Language }): Promise<void>;
  /** The address a recovery link was mailed to; a bad, used or expired link is a 400. */
  recoveryAddress(token: string): Promise<string>;
  /** The user's id; a bad, used or expired link is a 400, answered before the password is hashed. */
  resetPassword(input: { token: string; password: string }): Promise<string>;
  verifyCredentials(input: { email: string; password: string }): Promise<CredentialCheck>;
  /**
   * The account of someone an external issuer signed in: found by e-mail, or created with the brand of
   * the host they came through. Only an e-mail the issuer says is verified is trusted, else undefined.
   */
  externalAccount(input: { email: string | undefined; emailVerified: boolean; domainId: number }): Promise<DbUserRow | undefined>;
}

export interface AccountServiceOptions {
  db: Db;
  mailer: Mailer;
  /** Mailed links start with a configured origin of the user's brand. */
  origins: Pick<Origins, 'servesBrand' | 'canonical'>;
}

type MailRecipient = Pick<DbUserRow, 'id' | 'email' | 'domain_id' | 'locale'>;

/** The person acts on their own account. */
const audit = (tx: Db, userId: string, action: Extract<AuditAction, `account.${string}`>, after?: object) =>
  insertAudit(tx, { actorId: userId, action, targetType: 'user', targetId: userId, after });

/**
 * Signed out everywhere: the BFF's sessions and the provider's sessions, grants and tokens, so nobody
 * who knew the account's old password can stay in or silently sign in again.
 */
async function signOutEverywhere(tx: Db, userId: string): Promise<void> {
  await deleteUserSessions(tx, userId);
  await deleteOidcModelsOfAccount(tx, userId);
}

/** The mails of an account's own life, each with where its button leads. */
type AccountMailKind = Extract<MailKind, 'verify_email' | 'reset_password' | 'signup_attempt' | 'kyc_approved' | 'kyc_rejected'>;

export const LINK_PATHS: Record<AccountMailKind, string> = {
  verify_email: '/api/auth/verify-email',
  reset_password: '/user-recover-password',
  signup_attempt: LOGIN_PATH,
  kyc_approved: '/dashboard',
  kyc_rejected: '/dashboard/kyc-verification',
};

export function createAccountService({ db, mailer, origins }: AccountServiceOptions): AccountService {
  async function brandOf(user: MailRecipient): Promise<DbBrandRow> {
    const brand = await findBrandByDomainId(db, user.domain_id);
    if (!brand) throw new Error(`No brand for domain ${user.domain_id}`);
    return brand;
  }

  /** Renders the mail (with a freshly issued token when it carries one); the caller chooses how it is handed to the mailer. */
  async function accountMail(kind: AccountMailKind, user: MailRecipient, token: string | null, origin: string, language: Language) {
    const brand = await brandOf(user);
    // `origin` is the configured origin the request reached (never its Host); another brand's host is not used.
    const base = origins.servesBrand(origin, user.domain_id) ? origin : origins.canonical(user.domain_id);
    const link = `${base}${LINK_PATHS[kind]}${token ? `?token=${token}` : ''}`;
    return { ...renderMail(kind, language, brand, { link }), to: user.email, from: brand.mail_from, kind, secrets: token ? [token] : [] };
  }

  return {
    async signUp({ email, password, domainId, language, origin }) {
      // Hashed in every case, so a taken address answers in the same time as a new one.
      const passwordHash = await hash(password);
      const outcome = await db.transaction(async (tx) => {
        const row = await insertUserUnlessTaken(tx, { email, password_hash: passwordHash, domain_id: domainId, locale: language });
        // Each branch writes its audit row last: the chain lock it takes is held until the commit (db/queries/audit.ts).
        if (row) {
          const token = await issueEmailToken(tx, row.id, 'verify_email', VERIFY_EMAIL_TTL_MS);
          await audit(tx, row.id, 'account.signup', { domain_id: domainId, locale: language });
          return { user: row, kind: 'verify_email' as const, token };
        }
        // The address is taken: the answer stays the same (no enumeration). A verified owner is told
        // someone tried and keeps everything.
        const owner = await findUserByEmail(tx, email);
        if (!owner) throw new Error('The address was taken but its account cannot be read');
        // Nobody has proven the mailbox yet, so the first registrant may not be its owner: this sign-up
        // starts the account over (its password, brand and language), whoever was signed in is signed
        // out, and only the fresh link (issuing it retires the earlier ones) can verify it. Otherwise
        // a stranger's sign-up of ana@… would become Ana's account, with the stranger's password, the
        // moment Ana clicks her link.
        const restarted = owner.email_verified_at ? undefined : await restartUnverifiedSignup(tx, owner.id, { password_hash: passwordHash, domain_id: domainId, locale: language });
        if (restarted) {
          await signOutEverywhere(tx, owner.id);
          const token = await issueEmailToken(tx, owner.id, 'verify_email', VERIFY_EMAIL_TTL_MS);
          await audit(tx, owner.id, 'account.signup_attempt', { domain_id: domainId, locale: language, restarted: true });
          return { user: restarted, kind: 'verify_email' as const, token };
        }
        await audit(tx, owner.id, 'account.signup_attempt', { domain_id: domainId });
        return { user: owner, kind: 'signup_attempt' as const, token: null };
      });
      // Awaited in both cases: the answer says a mail was sent, so the first delivery attempt is made
      // before it (a refused one is retried by the mail queue, logged, and no longer fails the sign-up).
      await mailer.send(await accountMail(outcome.kind, outcome.user, outcome.token, origin, outcome.kind === 'verify_email' ? language : outcome.user.locale));
      return { userId: outcome.user.id };
    },

    async verifyEmail(token) {
      return db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, 'verify_email');
        if (!userId) throw badRequest('account.linkInvalid', 'link_invalid');
        await markEmailVerified(tx, userId);
        await audit(tx, userId, 'account.verify_email');
        return userId;
      });
    },

    async resendVerification({ email, origin }) {
      await steadily(async () => {
        const user = await findUserByEmail(db, email);
        if (!user || user.email_verified_at) return;
        const token = await db.transaction((tx) => issueEmailToken(tx, user.id, 'verify_email', VERIFY_EMAIL_TTL_MS));
        await mailer.enqueue(await accountMail('verify_email', user, token, origin, user.locale));
      });
    },

    async requestPasswordReset({ email, origin, language }) {
      await steadily(async () => {
        const user = await findUserByEmail(db, email);
        // Accounts without a password sign in through an external issuer, which owns their reset.
        if (!user || user.password_hash === null) return;
        const token = await db.transaction(async (tx) => {
          const issued = await issueEmailToken(tx, user.id, 'reset_password', RESET_PASSWORD_TTL_MS);
          await audit(tx, user.id, 'account.password_reset_requested');
          return issued;
        });
        await mailer.enqueue(await accountMail('reset_password', user, token, origin, language));
      });
    },

    async recoveryAddress(token) {
      const owner = await emailTokenOwner(db, token, 'reset_password');
      if (!owner) throw badRequest('account.linkInvalid', 'link_invalid');
      return owner.email;
    },

    async resetPassword({ token, password }) {
      // A made-up link costs a lookup, never a hash (argon2 is the expensive part); a real one is still
      // used up only in the transaction below, once.
      if (!(await emailTokenOwner(db, token, 'reset_password'))) throw badRequest('account.linkInvalid', 'link_invalid');
      const passwordHash = await hash(password);
      return db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, 'reset_password');
        if (!userId) throw badRequest('account.linkInvalid', 'link_invalid');
        await setPasswordHash(tx, userId, passwordHash);
        // The link proved access to the mailbox.
        await markEmailVerified(tx, userId);
        await signOutEverywhere(tx, userId);
        await audit(tx, userId, 'account.password_reset');
        return userId;
      });
    },

    async verifyCredentials({ email, password }) {
      const user = await findUserByEmail(db, email);
      if (!user || user.password_hash === null) {
        await verify(await DUMMY_HASH, password);
        return { ok: false, reason: 'invalid' };
      }
      if (!(await verify(user.password_hash, password))) return { ok: false, reason: 'invalid' };
      // Only after the right password: the "verify your e-mail" answer cannot reveal an account.
      if (!user.email_verified_at) return { ok: false, reason: 'unverified' };
      return { ok: true, user };
    },

    async externalAccount({ email, emailVerified, domainId }) {
      if (!email || !emailVerified) return undefined;
      const existing = await findUserByEmail(db, email);
      if (existing) return existing;
      return db.transaction(async (tx) => {
        const row = await insertUserUnlessTaken(tx, { email, password_hash: null, email_verified_at: new Date(), domain_id: domainId });
        // Two first sign-ins at once: the other one created it.
        if (!row) return findUserByEmail(tx, email);
        await audit(tx, row.id, 'account.signup_external', { domain_id: domainId });
        return row;
      });
    },
  };
}
