// Account use cases: sign up, verify the e-mail, check a password, reset a forgotten password. Each
// write is one transaction that also leaves an audit row; answers never reveal whether an e-mail
// belongs to an account where that would help an attacker.
import { hash, verify } from '@node-rs/argon2';
import type { Knex } from 'knex';
import type { Language } from '../../core/i18n-locales';
import type { DbBrandRow, DbUserRow } from '../../db/tables';
import { findBrandByDomainId } from '../../db/queries/brands';
import { findUserByEmail } from '../../db/queries/users';
import { badRequest, conflict } from '../errors';
import { consumeEmailToken, issueEmailToken, RESET_PASSWORD_TTL_MS, VERIFY_EMAIL_TTL_MS } from '../auth/email-tokens';
import type { Mailer } from '../mail/mailer';
import { renderAccountMail, type AccountMailKind } from '../mail/templates';

// Verifying against a real hash keeps an unknown e-mail as slow as a known one.
const DUMMY_HASH = hash('timing-equaliser-not-a-password');

export type CredentialCheck = { ok: true; user: DbUserRow } | { ok: false; reason: 'invalid' | 'unverified' };

export interface AccountService {
  signUp(input: { email: string; password: string; domainId: number; language: Language; origin: string }): Promise<{ userId: string }>;
  verifyEmail(token: string): Promise<string>;
  resendVerification(input: { email: string; origin: string }): Promise<void>;
  requestPasswordReset(input: { email: string; origin: string; language: Language }): Promise<void>;
  resetPassword(input: { token: string; password: string }): Promise<string>;
  verifyCredentials(input: { email: string; password: string }): Promise<CredentialCheck>;
}

const audit = (tx: Knex, userId: string, action: string, after?: object) =>
  tx('audit_log').insert({ actor_id: userId, action, target_type: 'user', target_id: userId, after: after ? JSON.stringify(after) : null });

export function createAccountService({ db, mailer }: { db: Knex; mailer: Mailer }): AccountService {
  async function mail(kind: AccountMailKind, user: Pick<DbUserRow, 'email' | 'domain_id' | 'locale'>, link: string, language?: Language) {
    const brand = (await findBrandByDomainId(db, user.domain_id)) as DbBrandRow;
    const lang = language ?? user.locale;
    const content = renderAccountMail(kind, lang, brand, link);
    await mailer.send({ ...content, to: user.email, from: brand.mail_from, kind });
  }

  async function sendVerification(user: DbUserRow, origin: string, language?: Language) {
    const token = await db.transaction((tx) => issueEmailToken(tx, user.id, 'verify_email', VERIFY_EMAIL_TTL_MS));
    await mail('verify_email', user, `${origin}/api/auth/verify-email?token=${token}`, language);
  }

  return {
    async signUp({ email, password, domainId, language, origin }) {
      const passwordHash = await hash(password);
      const user = await db.transaction(async (tx) => {
        const [row] = await tx<DbUserRow>('users')
          .insert({ email, password_hash: passwordHash, domain_id: domainId, locale: language })
          .onConflict('email')
          .ignore()
          .returning('*');
        if (!row) throw conflict('account.emailTaken', 'email_taken');
        await audit(tx, row.id, 'account.signup', { domain_id: domainId });
        return row;
      });
      await sendVerification(user, origin, language);
      return { userId: user.id };
    },

    async verifyEmail(token) {
      return db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, 'verify_email');
        if (!userId) throw badRequest('account.linkInvalid', 'link_invalid');
        await tx('users').where({ id: userId }).whereNull('email_verified_at').update({ email_verified_at: new Date(), updated_at: new Date() });
        await audit(tx, userId, 'account.verify_email');
        return userId;
      });
    },

    async resendVerification({ email, origin }) {
      const user = await findUserByEmail(db, email);
      if (user && !user.email_verified_at) await sendVerification(user, origin);
    },

    async requestPasswordReset({ email, origin, language }) {
      const user = await findUserByEmail(db, email);
      if (!user || user.password_hash === null) {
        await verify(await DUMMY_HASH, 'x');
        return;
      }
      const token = await db.transaction(async (tx) => {
        const issued = await issueEmailToken(tx, user.id, 'reset_password', RESET_PASSWORD_TTL_MS);
        await audit(tx, user.id, 'account.password_reset_requested');
        return issued;
      });
      await mail('reset_password', user, `${origin}/user-recover-password?token=${token}`, language);
    },

    async resetPassword({ token, password }) {
      const passwordHash = await hash(password);
      return db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, 'reset_password');
        if (!userId) throw badRequest('account.linkInvalid', 'link_invalid');
        const now = new Date();
        await tx('users').where({ id: userId }).update({ password_hash: passwordHash, updated_at: now });
        // The link proved access to the mailbox.
        await tx('users').where({ id: userId }).whereNull('email_verified_at').update({ email_verified_at: now });
        await tx('sessions').where({ user_id: userId }).delete();
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
      if (!user.email_verified_at) return { ok: false, reason: 'unverified' };
      return { ok: true, user };
    },
  };
}
