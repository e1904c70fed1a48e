// Another OpenID Provider, run as a process of its own for the external-issuer test: its own issuer
// (http://127.0.0.1:<EXT_PORT>), its own keys (oidc-provider makes development keys), its own accounts
// and a bare login form. Started by startExternalProvider() below, or `node --import tsx` on this file.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Provider, { type Configuration } from 'oidc-provider';

/** The provider's accounts: one whose e-mail it vouches for, one whose e-mail it does not. */
export const EXTERNAL_ACCOUNTS = {
  'ext-user@example.com': { email_verified: true, name: 'Elena Externa' },
  'ext-hispax@example.com': { email_verified: true, name: 'Hugo Hispax' },
  'ext-unverified@example.com': { email_verified: false, name: 'Nadie Verificado' },
} as const;

export interface ExternalProviderSettings {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

async function readForm(req: NodeJS.ReadableStream): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk.toString();
  return new URLSearchParams(body);
}

function serve(port: number, settings: ExternalProviderSettings) {
  const issuer = `http://127.0.0.1:${port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uris: settings.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    // amr: the form's `amr` field says which factors this sign-in claims to have proved (the BFF trusts it).
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = EXTERNAL_ACCOUNTS[sub as keyof typeof EXTERNAL_ACCOUNTS];
      return account ? { accountId: sub, claims: () => ({ sub, email: sub, ...account }) } : undefined;
    },
    // A first-party client: no consent screen.
    loadExistingGrant: async (ctx) => {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (ctx.method === 'GET' && !match[2]) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><form method="post" action="/interaction/${details.uid}/login"><input name="login"><button>Entrar</button></form>`;
      return;
    }
    const form = await readForm(ctx.req);
    const login = form.get('login') ?? '';
    const amr = form.get('amr')?.split(',');
    ctx.respond = false;
    await provider.interactionFinished(ctx.req, ctx.res, login in EXTERNAL_ACCOUNTS ? { login: { accountId: login, ...(amr ? { amr } : {}) } } : { error: 'access_denied' }, {
      mergeWithLastSubmission: false,
    });
  });
  provider.listen(port, '127.0.0.1');
}

export interface ExternalProvider {
  issuer: string;
  stop(): Promise<void>;
}

/** Starts the provider as a separate process on `port` and waits for its discovery document. */
export async function startExternalProvider({ port, ...settings }: ExternalProviderSettings & { port: number }): Promise<ExternalProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: { ...process.env, EXT_PORT: String(port), EXT_SETTINGS: JSON.stringify(settings) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`).catch(() => null);
    if (res?.status === 200) return { issuer, stop };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the external provider did not start: ${stderr}`);
}

if (process.env.EXT_PORT && process.argv[1] === fileURLToPath(import.meta.url)) {
  serve(Number(process.env.EXT_PORT), JSON.parse(process.env.EXT_SETTINGS ?? '{}') as ExternalProviderSettings);
}
