// Everything the app needs from the outside world, opened once per process (or per test) and passed
// to createApp. Opening also brings the database schema and the reference data (brands) up to date.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino, { type Logger } from 'pino';
import type { Config } from './config/env';
import { openDb, type Db } from '../db/knex';
import { migrateLatest } from '../db/migrate';
import { upsertBrands } from '../db/seeds/brands';
import { createBlobStore } from '../storage/index';
import type { BlobStore } from '../storage/blob-store';
import { BrandRegistry } from './services/brands';
import { loadSecrets, type AppSecrets } from './auth/secrets';
import { createIdentity, type Identity } from './auth/identity';
import { createMailer, type Mailer } from './mail/mailer';
import { createAccountService, type AccountService } from './services/accounts';
import { createOrigins, type Origins } from './config/origins';
import { createLimiterStore, type LimiterStore } from './rate-limit/store';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createEventBus, type EventBus } from './events/bus';
import { catalogOf } from './services/project-catalog-cache';
import { loadSigningKeys } from './auth/signing-keys';
import { loadMasterKey } from './kyc/master-key';
import { createVault, type Vault } from './kyc/vault';
import { createKycService, type KycService } from './services/kyc';
import { createKycTus, type KycTus } from './kyc/tus-uploads';
import { createDatabaseLedger, type TokenLedger } from './ledger/token-ledger';
import { createChainLedger } from './ledger/chain-ledger';
import { createInvestmentService, type InvestmentService } from './services/investments';
import { createInvestmentMailer } from './services/investment-mail';
import { createInvestorMail, type TellInvestor } from './services/investor-mail';
import { createMintEffect } from './services/investment-mint';
import { openChain, type ChainRuntime } from './chain/chain-runtime';
import { createSecondFactorService, type SecondFactorService } from './auth/second-factor/service';

export interface Deps {
  config: Config;
  db: Db;
  blobs: BlobStore;
  /** Seals and opens identity documents (bff/kyc/vault.ts). */
  vault: Vault;
  logger: Logger;
  brands: BrandRegistry;
  secrets: AppSecrets;
  identity: Identity;
  mailer: Mailer;
  /** A mail to an investor in their brand and language (services/investor-mail.ts). */
  tellInvestor: TellInvestor;
  accounts: AccountService;
  /** Passkeys, authenticator apps and recovery codes: enrolment and proofs (issue 57). */
  secondFactors: SecondFactorService;
  /** KYC use cases, shared by the KYC routes, the profile and the users list. */
  kyc: KycService;
  /** Investment use cases: creation under the project lock, steps, rejection, minting. */
  investments: InvestmentService;
  /** Who holds how many tokens (the database ledger; an on-chain one can replace it). */
  ledger: TokenLedger;
  /** Resumable identity-document uploads (tus) under /api/kyc/uploads. */
  kycUploads: KycTus;
  /** The origins this deployment answers on, from configuration. */
  origins: Origins;
  /** Rate-limit counters shared by every replica (Redis or the database). */
  limits: LimiterStore;
  /** Draining for a shutdown or not. */
  lifecycle: Lifecycle;
  /** Cross-replica notifications (catalog writes, key rotations). */
  events: EventBus;
  /** Directory of the built web app (dist/web). */
  webRoot: string;
  /** The chain tokens live on and its command worker; undefined where a test keeps it off. */
  chain: ChainRuntime | undefined;
}

/** The repository root: the nearest folder above this module with a package.json (works from bff/ and from the dist/server bundle). */
function findRepoRoot(from: string): string {
  let dir = path.dirname(from);
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}


/** DIST_DIR/web when set (see scripts/build-server.mjs), else the repository's dist/web. */
function defaultWebRoot(): string {
  if (process.env.DIST_DIR) return path.resolve(process.env.DIST_DIR, 'web');
  return path.join(findRepoRoot(fileURLToPath(import.meta.url)), 'dist', 'web');
}

/** JSON lines on stdout, or on `destination` (tests read what was logged). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  const options = { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] };
  return destination ? pino(options, destination) : pino(options);
}

/** Tests pass their own database (e.g. in-memory PGlite) and web root; everything else comes from config. */
export interface DepsOverrides {
  db?: Db;
  webRoot?: string;
  /** Prefix of the rate-limit keys (tests sharing one Redis keep apart). */
  limitsPrefix?: string;
  /** False keeps the chain off (tests that do not need it spare starting one). */
  chain?: boolean;
}

export async function openDeps(config: Config, logger = createLogger(config), overrides: DepsOverrides = {}): Promise<Deps> {
  const db = overrides.db ?? openDb(config);
  const applied = await migrateLatest(db);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  await upsertBrands(db, config.brandHosts);
  const blobs = createBlobStore(config);
  await blobs.init();
  const vault = createVault(await loadMasterKey(config.kycEncryptionKey, config.dataDir));
  const brands = new BrandRegistry(db);
  await brands.load();
  const secrets = await loadSecrets(db, config.sessionSecret);
  const origins = createOrigins(config);
  const limits = await createLimiterStore({ db, redisUrl: config.redisUrl, keyPrefix: overrides.limitsPrefix });
  const identity = await createIdentity(db, config, secrets, origins, limits);
  const events = createEventBus({ db, databaseUrl: config.databaseUrl, logger });
  shareAcrossReplicas(db, events, identity, logger);
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, logger, logLinks: config.env === 'development' });
  const accounts = createAccountService({ db, mailer, origins });
  const secondFactors = createSecondFactorService({ db, vault, limits, enforced: config.secondFactorEnforced });
  const chain = overrides.chain === false ? undefined : await openChain({ config, db, logger });
  try {
    const tellInvestor = createInvestorMail({ mailer, brands, origins });
    const kyc = createKycService({ db, blobs, vault, logger, chain, tellInvestor });
    const kycUploads = await createKycTus({ db, config, kyc, logger, limits });
    // Last, so a failed open leaves no mail worker behind: retries and mails a stopped replica left are delivered from here on.
    await mailer.start();
    const ledger = chain ? createChainLedger(createDatabaseLedger(), chain) : createDatabaseLedger();
    const investmentMail = createInvestmentMailer(tellInvestor, brands);
    const investments = createInvestmentService({ db, blobs, ledger, mail: investmentMail, paymentDays: config.investmentPaymentDays, chain });
    chain?.start({ mint: createMintEffect({ mail: investmentMail, chain }) });
    return { config, db, blobs, vault, logger, brands, secrets, identity, mailer, tellInvestor, accounts, secondFactors, kyc, kycUploads, investments, ledger, origins, limits, events, lifecycle: createLifecycle(), webRoot: overrides.webRoot ?? defaultWebRoot(), chain };
  } catch (err) {
    await chain?.stop();
    throw err;
  }
}

/** What one replica changes, the others learn at once: catalog pages are dropped, rotated keys used. */
function shareAcrossReplicas(db: Db, events: EventBus, identity: Identity, logger: Logger) {
  const catalog = catalogOf(db);
  catalog.broadcast = () => void events.publish('catalog').catch((err: unknown) => logger.warn({ err }, 'catalog change not broadcast'));
  events.subscribe('catalog', () => catalog.dropLocal());
  const providers = identity.providers;
  if (providers) {
    events.subscribe('signing_keys', () => {
      loadSigningKeys(db)
        .then((keys) => providers.useKeys(keys))
        .catch((err: unknown) => logger.error({ err }, 'rotated signing keys could not be loaded'));
    });
  }
}

export async function closeDeps(deps: Pick<Deps, 'db' | 'mailer' | 'limits' | 'events' | 'chain'>): Promise<void> {
  // The workers stop and what they have in flight finishes before the database they record into closes.
  await deps.chain?.stop();
  await deps.mailer.stop();
  await deps.events.close();
  await deps.limits.close();
  await deps.db.destroy();
}
