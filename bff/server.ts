// The process entry: validate configuration, open the database and storage, seed demo data into an
// empty embedded database, listen, and shut down cleanly on SIGTERM/SIGINT (finish requests, close db).
import { ConfigError, loadConfig, type Config } from './config/env';
import { closeDeps, createLogger, openDeps } from './deps';
import { createApp } from './app';
import { startHousekeeping } from './housekeeping';
import { startScheduledReconciliation } from './chain/reconcile-schedule';
import { sweepStaleUploads, uploadsDir } from './http/upload-temp';
import { demoAccountsWithPublishedPasswords, seedDemo } from '../bff/demo/seed';
import { formatDemoCredentials } from '../bff/demo/credentials';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const logger = createLogger(config);
const deps = await openDeps(config, logger);
if (deps.chain) {
  const { chainId, agent, embeddedRpcUrl } = deps.chain;
  logger.info({ chainId, agent, rpcUrl: embeddedRpcUrl ?? 'configured' }, embeddedRpcUrl ? 'embedded chain started' : 'chain connected');
}

if (config.env === 'production') {
  const open = await demoAccountsWithPublishedPasswords(deps.db);
  if (open.length > 0) {
    process.stderr.write(`Refusing to start in production: demo accounts with the README's passwords exist (${open.join(', ')}); delete them or change their passwords.\n`);
    await closeDeps(deps);
    process.exit(1);
  }
}

if (config.seedDemo) {
  const { created } = await seedDemo(deps.db, deps.blobs, deps.vault, deps.chain);
  if (created) {
    process.stdout.write(`\nDemo data created. Demo accounts:\n${formatDemoCredentials()}\n\n`);
  }
}

const swept = await sweepStaleUploads(uploadsDir(config.dataDir));
if (swept > 0) logger.info({ swept }, 'stale upload folders removed');

const stopHousekeeping = startHousekeeping(deps.db, logger, { expireUploads: () => deps.kycUploads.deleteExpired(), expireInvestments: () => deps.investments.expireAbandoned(), expireApprovals: () => deps.approvals.expirePastDue() });
const stopReconciliation = deps.chain ? startScheduledReconciliation(deps.db, deps.chain, logger) : () => undefined;
const app = createApp(deps);
const server = app.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, database: config.databaseUrl ? 'postgres' : 'pglite', storage: deps.blobs.driver }, 'listening');
  process.stdout.write(`Tokenia is running at ${config.publicUrl ?? `http://localhost:${port}`}\n`);
});
// Keep idle keep-alive sockets a little longer than typical load balancers (60 s) do.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

/** In-flight requests and background work get this long to finish after SIGTERM/SIGINT. */
const DRAIN_DEADLINE_MS = 10_000;
let stopping = false;

/**
 * Graceful stop: readiness turns 503 at once, the listener closes (new connections are refused),
 * requests in flight finish and keep-alive sockets close as they fall idle, background work (mail
 * deliveries, housekeeping, the event listener) ends, the database closes. Past the deadline whatever
 * is left is cut and the exit code says so.
 */
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.lifecycle.draining = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.error({ deadlineMs: DRAIN_DEADLINE_MS }, 'drain deadline passed: closing what is left');
    server.closeAllConnections();
    process.exit(1);
  }, DRAIN_DEADLINE_MS);
  force.unref();
  stopHousekeeping();
  stopReconciliation();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  await closed;
  clearInterval(idle);
  await closeDeps(deps);
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
