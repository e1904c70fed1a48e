import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const AGENT_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const OWNER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const CHAIN = { CHAIN_RPC_URL: 'https://rpc-amoy.polygon.technology', CHAIN_ID: '80002', CHAIN_AGENT_KEY: AGENT_KEY, CHAIN_OWNER_ADDRESS: OWNER };

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.minio).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.brandHosts[2]).toContain('tokenapp.hispax.com');
  });

  it('names every invalid variable at once', () => {
    const found = problems({ PUBLIC_URL: 'not a url', PORT: 'eighty', MINIO_ENDPOINT: 'nope' });
    expect(found.some((p) => p.includes('PUBLIC_URL must be a valid URL'))).toBe(true);
    expect(found.some((p) => p.includes('PORT must be a whole number'))).toBe(true);
    expect(found.some((p) => p.includes('MINIO_ENDPOINT must be a valid URL'))).toBe(true);
  });

  it('gives investors 10 days to pay unless INVESTMENT_PAYMENT_DAYS says otherwise (1 to 365)', () => {
    expect(loadConfig({}).investmentPaymentDays).toBe(10);
    expect(loadConfig({ INVESTMENT_PAYMENT_DAYS: '30' }).investmentPaymentDays).toBe(30);
    expect(problems({ INVESTMENT_PAYMENT_DAYS: 'diez' })).toEqual(['INVESTMENT_PAYMENT_DAYS must be a whole number of days']);
    expect(problems({ INVESTMENT_PAYMENT_DAYS: '0' })).toEqual(['INVESTMENT_PAYMENT_DAYS must be between 1 and 365']);
    expect(problems({ INVESTMENT_PAYMENT_DAYS: '400' })).toEqual(['INVESTMENT_PAYMENT_DAYS must be between 1 and 365']);
  });

  it('requires the MinIO and OIDC settings as complete groups', () => {
    expect(problems({ MINIO_ENDPOINT: 'http://127.0.0.1:9000' })[0]).toContain('MINIO_ACCESS_KEY, MINIO_SECRET_KEY must be set together');
    expect(problems({ OIDC_ISSUER: 'https://id.example.com' })[0]).toContain('OIDC_CLIENT_ID, OIDC_CLIENT_SECRET');
  });

  it('parses the MinIO endpoint', () => {
    const config = loadConfig({ MINIO_ENDPOINT: 'https://s3.example.com', MINIO_ACCESS_KEY: 'a', MINIO_SECRET_KEY: 'b' });
    expect(config.minio).toMatchObject({ endPoint: 's3.example.com', port: 443, useSSL: true, bucketPrefix: 'tokenia' });
  });

  it('treats empty variables as unset and does not seed demo data into a server database by default', () => {
    const config = loadConfig({ PUBLIC_URL: '', DATABASE_URL: 'postgres://u@h/db' });
    expect(config.publicUrl).toBeUndefined();
    expect(config.seedDemo).toBe(false);
  });

  it('refuses a production start that would trust requests for its origin, seed demo accounts or lose mail', () => {
    const found = problems({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(found.some((p) => p.startsWith('PUBLIC_URL must be set in production'))).toBe(true);
    expect(found.some((p) => p.startsWith('SEED_DEMO cannot be true in production'))).toBe(true);
    expect(found.some((p) => p.startsWith('SMTP_URL must be set in production'))).toBe(true);
    expect(problems({ NODE_ENV: 'production', PUBLIC_URL: 'http://tokenia.es', SMTP_URL: 'smtp://m' })[0]).toContain('https://');
    expect(problems({ NODE_ENV: 'production', PUBLIC_URL: 'https://tokenia.es', SMTP_URL: 'smtp://m' })[0]).toContain('TRUST_PROXY_HOPS');
    expect(problems({ NODE_ENV: 'production', PUBLIC_URL: 'https://tokenia.es', SMTP_URL: 'smtp://m', TRUST_PROXY_HOPS: '1', KYC_ENCRYPTION_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=', ...CHAIN })).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://tokenia.es', SMTP_URL: 'smtp://m', TRUST_PROXY_HOPS: '1', KYC_ENCRYPTION_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=', ...CHAIN }).seedDemo).toBe(false);
  });

  it('enforces second factors in production unless SECOND_FACTOR_ENFORCED says otherwise, and nowhere else by default', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://tokenia.es', SMTP_URL: 'smtp://m', TRUST_PROXY_HOPS: '1', KYC_ENCRYPTION_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=', ...CHAIN };
    expect(loadConfig(production).secondFactorEnforced).toBe(true);
    expect(loadConfig({ ...production, SECOND_FACTOR_ENFORCED: 'false' }).secondFactorEnforced).toBe(false);
    expect(loadConfig({}).secondFactorEnforced).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SECOND_FACTOR_ENFORCED: 'true' }).secondFactorEnforced).toBe(true);
    expect(problems({ SECOND_FACTOR_ENFORCED: 'yes' })).toEqual(['SECOND_FACTOR_ENFORCED must be true or false']);
  });

  it('runs the embedded chain unless CHAIN_RPC_URL, CHAIN_ID and CHAIN_AGENT_KEY name another, together', () => {
    expect(loadConfig({}).chain).toEqual({ rpcUrl: undefined, chainId: undefined, agentKey: undefined, owner: undefined, confirmations: 1 });
    expect(loadConfig(CHAIN).chain).toEqual({ rpcUrl: CHAIN.CHAIN_RPC_URL, chainId: 80002, agentKey: AGENT_KEY, owner: OWNER, confirmations: 'finalized' });
    expect(loadConfig({ ...CHAIN, CHAIN_CONFIRMATIONS: '64' }).chain.confirmations).toBe(64);
    expect(problems({ CHAIN_RPC_URL: CHAIN.CHAIN_RPC_URL })[0]).toContain('CHAIN_ID, CHAIN_AGENT_KEY must be set together with CHAIN_RPC_URL');
    expect(problems({ ...CHAIN, CHAIN_ID: '0x89' })).toEqual([expect.stringContaining('CHAIN_ID must be the network')]);
    expect(problems({ ...CHAIN, CHAIN_AGENT_KEY: '0x1234' })).toEqual([expect.stringContaining('CHAIN_AGENT_KEY must be a private key')]);
    expect(problems({ ...CHAIN, CHAIN_OWNER_ADDRESS: 'owner' })).toEqual([expect.stringContaining('CHAIN_OWNER_ADDRESS must be an address')]);
    expect(problems({ ...CHAIN, CHAIN_CONFIRMATIONS: 'safe' })).toEqual([expect.stringContaining('CHAIN_CONFIRMATIONS must be finalized')]);
  });

  it('never logs the agent key in a problem and refuses an owner that is the agent itself', () => {
    const found = problems({ ...CHAIN, CHAIN_AGENT_KEY: `${AGENT_KEY}ff` });
    expect(found.join(' ')).not.toContain(AGENT_KEY.slice(2));
    // AGENT_KEY is anvil's second development account, whose address this is.
    expect(problems({ ...CHAIN, CHAIN_OWNER_ADDRESS: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' })).toEqual([expect.stringContaining('must not be the agent key')]);
  });

  it('refuses a production start on the embedded chain or without a separate owner', () => {
    const found = problems({ NODE_ENV: 'production', PUBLIC_URL: 'https://tokenia.es', SMTP_URL: 'smtp://m', TRUST_PROXY_HOPS: '1', KYC_ENCRYPTION_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=' });
    expect(found).toEqual([expect.stringContaining('CHAIN_RPC_URL, CHAIN_ID and CHAIN_AGENT_KEY must be set in production'), expect.stringContaining('CHAIN_OWNER_ADDRESS must be set in production')]);
  });

  it('wants PUBLIC_URL as a bare origin', () => {
    expect(problems({ PUBLIC_URL: 'https://tokenia.es/app' })[0]).toContain('no path');
    expect(problems({ PUBLIC_URL: 'ftp://tokenia.es' })[0]).toContain('http(s) origin');
    expect(loadConfig({ PUBLIC_URL: 'https://tokenia.es/' }).publicUrl).toBe('https://tokenia.es');
  });
});
