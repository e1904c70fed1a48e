// Validated configuration from the environment. Every bad variable is reported at once, one line each,
// so a deployment fails fast with a message that names what to fix (spec 000 §8, last line).
import * as v from 'valibot';
import type { MinioOptions } from '../../storage/minio-store';
import path from 'node:path';
import { privateKeyToAddress } from 'viem/accounts';

const optionalUrl = (name: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.url(`${name} must be a valid URL`)));

const hostList = v.pipe(
  v.string(),
  v.transform((s) =>
    s
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  ),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'PORT must be a whole number'),
      v.transform(Number),
      v.minValue(0, 'PORT must be between 0 and 65535'),
      v.maxValue(65535, 'PORT must be between 0 and 65535'),
    ),
    '3000',
  ),
  HOST: v.optional(v.string(), '0.0.0.0'),
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/.+/, 'DATABASE_URL must be a postgres:// URL')),
  ),
  MINIO_ENDPOINT: optionalUrl('MINIO_ENDPOINT'),
  MINIO_ACCESS_KEY: v.optional(v.string()),
  MINIO_SECRET_KEY: v.optional(v.string()),
  MINIO_REGION: v.optional(v.string(), 'us-east-1'),
  MINIO_BUCKET_PREFIX: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9][a-z0-9-]{0,40}$/, 'MINIO_BUCKET_PREFIX must be lower-case letters, digits and dashes'),
    ),
    'tokenia',
  ),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/.+/, 'SMTP_URL must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(v.string()),
  OIDC_ISSUER: optionalUrl('OIDC_ISSUER'),
  OIDC_CLIENT_ID: v.optional(v.string()),
  OIDC_CLIENT_SECRET: v.optional(v.string()),
  OIDC_RESET_URL: optionalUrl('OIDC_RESET_URL'),
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'SESSION_SECRET must be at least 32 characters'))),
  BRAND1_HOSTS: v.optional(hostList, 'tokenia.es,www.tokenia.es'),
  BRAND2_HOSTS: v.optional(hostList, 'tokenapp.hispax.com'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  SEED_DEMO: v.optional(v.picklist(['true', 'false'], 'SEED_DEMO must be true or false')),
  SECOND_FACTOR_ENFORCED: v.optional(v.picklist(['true', 'false'], 'SECOND_FACTOR_ENFORCED must be true or false')),
  TRUST_PROXY_HOPS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'TRUST_PROXY_HOPS must be a whole number of proxies (0 when none)'),
      v.transform(Number),
      v.maxValue(10, 'TRUST_PROXY_HOPS must be at most 10'),
    ),
    '0',
  ),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\/.+/, 'REDIS_URL must be a redis:// or rediss:// URL'))),
  INVESTMENT_PAYMENT_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'INVESTMENT_PAYMENT_DAYS must be a whole number of days'),
      v.transform(Number),
      v.minValue(1, 'INVESTMENT_PAYMENT_DAYS must be between 1 and 365'),
      v.maxValue(365, 'INVESTMENT_PAYMENT_DAYS must be between 1 and 365'),
    ),
    '10',
  ),
  KYC_ENCRYPTION_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32, 'KYC_ENCRYPTION_KEY must be 32 random bytes in base64 (openssl rand -base64 32)'),
    ),
  ),
  CHAIN_RPC_URL: optionalUrl('CHAIN_RPC_URL'),
  CHAIN_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'CHAIN_ID must be the network\'s chain id (137 Polygon PoS, 80002 Amoy)'), v.transform(Number)),
  ),
  CHAIN_AGENT_KEY: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'CHAIN_AGENT_KEY must be a private key: 0x and 64 hex digits'))),
  CHAIN_OWNER_ADDRESS: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'CHAIN_OWNER_ADDRESS must be an address: 0x and 40 hex digits'))),
  CHAIN_CONFIRMATIONS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(finalized|[1-9]\d{0,3})$/, 'CHAIN_CONFIRMATIONS must be finalized or a number of blocks (1 to 9999)'),
      v.transform((value) => (value === 'finalized' ? ('finalized' as const) : Number(value))),
    ),
  ),
});

/**
 * The EVM tokens live on. `rpcUrl` undefined: the embedded local chain (bff/chain/chain-runtime.ts), with
 * keys generated under DATA_DIR/keys. The agent key signs every agent operation; the owner (admin role of
 * each contract) is a different account, ideally a multisig, whose key the platform never holds.
 */
export interface ChainConfig {
  rpcUrl: string | undefined;
  chainId: number | undefined;
  agentKey: `0x${string}` | undefined;
  owner: `0x${string}` | undefined;
  /** Blocks a receipt must be deep, or the chain's finalized tag. */
  confirmations: number | 'finalized';
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The origin users reach the app at; same-origin checks and mail links use it. */
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  minio: MinioOptions | undefined;
  storageBucketPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** An external issuer; `resetUrl` is its password-reset page, if it has one. */
  oidc: { issuer: string; clientId: string; clientSecret: string; resetUrl: string | undefined } | undefined;
  sessionSecret: string | undefined;
  brandHosts: Record<1 | 2, string[]>;
  logLevel: string;
  /** Seed demo data into an empty database: explicit setting, else only for the embedded database; never in production. */
  seedDemo: boolean;
  /**
   * Admin and ERIR accounts must have a second factor: without one they may only enrol (issue 57).
   * SECOND_FACTOR_ENFORCED, by default on in production and off elsewhere.
   */
  secondFactorEnforced: boolean;
  /**
   * How many reverse proxies stand in front of the app. X-Forwarded-For/-Host/-Proto are read only
   * when this is above 0, and the client address is the one the outermost of them saw.
   */
  trustProxyHops: number;
  /** Shared store for rate limits when set (several replicas); otherwise the database holds them. */
  redisUrl: string | undefined;
  /**
   * Master key that wraps each identity document's data key (32 bytes). Unset outside production: one
   * is generated once under DATA_DIR/keys, outside the blob folder (bff/kyc/master-key.ts).
   */
  kycEncryptionKey: Buffer | undefined;
  /**
   * Days an investor has, from accepting the conditions, to announce the transfer; then the
   * housekeeping rejects the investment and its reservation goes back to the project.
   */
  investmentPaymentDays: number;
  chain: ChainConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Empty strings count as unset, so `FOO=` in a .env file does not trip validation. */
function withoutEmpty(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}

function requireTogether(env: Env, names: string[], problems: string[]) {
  const set = names.filter((n) => env[n] !== undefined);
  if (set.length > 0 && set.length < names.length) {
    const missing = names.filter((n) => env[n] === undefined);
    problems.push(`${missing.join(', ')} must be set together with ${set.join(', ')}`);
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What a deployment must not get wrong (docs/security.md): the public origin is explicit (origins,
 * issuer and links come from it, never from a request), https behind a proxy whose hops are counted,
 * mail really goes out, and no demo account with a published password is ever created.
 */
function productionProblems(out: v.InferOutput<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (!out.PUBLIC_URL) problems.push('PUBLIC_URL must be set in production (the https:// origin users reach the app at)');
  else {
    const url = new URL(out.PUBLIC_URL);
    if (url.protocol !== 'https:' && !LOOPBACK.has(url.hostname)) problems.push('PUBLIC_URL must be https:// in production');
    if (url.protocol === 'https:' && out.TRUST_PROXY_HOPS === 0) {
      problems.push('TRUST_PROXY_HOPS must count the TLS proxies in front of the app when PUBLIC_URL is https:// (the app itself serves plain HTTP)');
    }
  }
  if (out.SEED_DEMO === 'true') problems.push('SEED_DEMO cannot be true in production: demo accounts have published passwords');
  if (!out.SMTP_URL) problems.push('SMTP_URL must be set in production: account e-mails must really be sent');
  if (!out.KYC_ENCRYPTION_KEY) {
    problems.push('KYC_ENCRYPTION_KEY must be set in production: identity documents are encrypted with it, and every replica needs the same key');
  }
  if (!out.CHAIN_RPC_URL) problems.push('CHAIN_RPC_URL, CHAIN_ID and CHAIN_AGENT_KEY must be set in production: tokens live on a real network, not the embedded chain');
  if (!out.CHAIN_OWNER_ADDRESS) problems.push('CHAIN_OWNER_ADDRESS must be set in production: the contracts\' owner is an account apart from the agent key');
  return problems;
}

export function loadConfig(rawEnv: Env = process.env): Config {
  const env = withoutEmpty(rawEnv);
  const problems: string[] = [];
  const parsed = v.safeParse(EnvSchema, env);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key;
      problems.push(typeof key === 'string' && !issue.message.includes(key) ? `${key}: ${issue.message}` : issue.message);
    }
  }
  requireTogether(env, ['MINIO_ENDPOINT', 'MINIO_ACCESS_KEY', 'MINIO_SECRET_KEY'], problems);
  requireTogether(env, ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'], problems);
  requireTogether(env, ['CHAIN_RPC_URL', 'CHAIN_ID', 'CHAIN_AGENT_KEY'], problems);
  if (parsed.success && parsed.output.PUBLIC_URL) {
    const url = new URL(parsed.output.PUBLIC_URL);
    if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
      problems.push('PUBLIC_URL must be an http(s) origin with no path, e.g. https://tokenia.es');
    }
  }
  if (parsed.success && parsed.output.CHAIN_AGENT_KEY && parsed.output.CHAIN_OWNER_ADDRESS) {
    if (privateKeyToAddress(parsed.output.CHAIN_AGENT_KEY as `0x${string}`).toLowerCase() === parsed.output.CHAIN_OWNER_ADDRESS.toLowerCase()) {
      problems.push('CHAIN_OWNER_ADDRESS must not be the agent key\'s address: a leaked agent key must not also give the contracts\' admin role');
    }
  }
  if (parsed.success && parsed.output.NODE_ENV === 'production') problems.push(...productionProblems(parsed.output));
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);

  const out = parsed.output;
  let minio: MinioOptions | undefined;
  if (out.MINIO_ENDPOINT && out.MINIO_ACCESS_KEY && out.MINIO_SECRET_KEY) {
    const url = new URL(out.MINIO_ENDPOINT);
    const useSSL = url.protocol === 'https:';
    minio = {
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: out.MINIO_ACCESS_KEY,
      secretKey: out.MINIO_SECRET_KEY,
      region: out.MINIO_REGION,
      bucketPrefix: out.MINIO_BUCKET_PREFIX,
    };
  }
  return {
    env: out.NODE_ENV,
    port: out.PORT,
    host: out.HOST,
    publicUrl: out.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir: path.resolve(out.DATA_DIR),
    databaseUrl: out.DATABASE_URL,
    minio,
    storageBucketPrefix: out.MINIO_BUCKET_PREFIX,
    smtpUrl: out.SMTP_URL,
    mailFrom: out.MAIL_FROM,
    oidc:
      out.OIDC_ISSUER && out.OIDC_CLIENT_ID && out.OIDC_CLIENT_SECRET
        ? { issuer: out.OIDC_ISSUER, clientId: out.OIDC_CLIENT_ID, clientSecret: out.OIDC_CLIENT_SECRET, resetUrl: out.OIDC_RESET_URL }
        : undefined,
    sessionSecret: out.SESSION_SECRET,
    brandHosts: { 1: out.BRAND1_HOSTS, 2: out.BRAND2_HOSTS },
    logLevel: out.LOG_LEVEL,
    seedDemo: out.NODE_ENV !== 'production' && (out.SEED_DEMO === undefined ? !out.DATABASE_URL : out.SEED_DEMO === 'true'),
    secondFactorEnforced: out.SECOND_FACTOR_ENFORCED === undefined ? out.NODE_ENV === 'production' : out.SECOND_FACTOR_ENFORCED === 'true',
    trustProxyHops: out.TRUST_PROXY_HOPS,
    redisUrl: out.REDIS_URL,
    kycEncryptionKey: out.KYC_ENCRYPTION_KEY ? Buffer.from(out.KYC_ENCRYPTION_KEY, 'base64') : undefined,
    investmentPaymentDays: out.INVESTMENT_PAYMENT_DAYS,
    chain: {
      rpcUrl: out.CHAIN_RPC_URL,
      chainId: out.CHAIN_ID,
      agentKey: out.CHAIN_AGENT_KEY as `0x${string}` | undefined,
      owner: out.CHAIN_OWNER_ADDRESS as `0x${string}` | undefined,
      // The embedded chain mines a block per transaction and never reorganises: one block is final there.
      confirmations: out.CHAIN_CONFIRMATIONS ?? (out.CHAIN_RPC_URL ? 'finalized' : 1),
    },
  };
}
