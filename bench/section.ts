// What the bench sections share: a part that fails alone instead of failing its section, and running
// one section by itself from the command line (`npx tsx bench/<section>.ts`) with its database, server
// and browsers cleaned up even when interrupted.
import { pathToFileURL } from 'node:url';
import { cleanupAll } from './cleanup';
import { isFailure, type Outcome } from './report';

export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** One measured part of a section: its failure is recorded in its place and the section goes on. */
export async function part<T extends object>(label: string, job: () => Promise<T>): Promise<Outcome<T>> {
  process.stdout.write(`    ${label}\n`);
  try {
    return await job();
  } catch (err) {
    process.stdout.write(`    failed: ${errorText(err)}\n`);
    return { error: errorText(err) };
  }
}

/** Whether the module at `moduleUrl` is the script node was started with (`npx tsx bench/<section>.ts`). */
export const isMain = (moduleUrl: string): boolean => !!process.argv[1] && moduleUrl === pathToFileURL(process.argv[1]).href;

/** The machine's Postgres the Postgres sections create their scratch databases next to. */
export const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one section alone: prints its table, writes no results file. */
export async function runAlone<T extends object>(section: {
  measure: () => Promise<T>;
  format: (outcome: Outcome<T>) => string;
  failures: (bench: T) => number;
}): Promise<void> {
  let interrupted: Promise<void> | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      process.stderr.write(`\n${signal}: stopping the server and browsers, removing the database...\n`);
      interrupted = cleanupAll().finally(() => process.exit(130));
    });
  }
  try {
    const started = performance.now();
    let outcome: Outcome<T>;
    try {
      outcome = await section.measure();
    } catch (err) {
      outcome = { error: errorText(err) };
    }
    process.stdout.write(`\n${section.format(outcome)}\n\n(took ${Math.round((performance.now() - started) / 1000)} s)\n`);
    if (isFailure(outcome) || section.failures(outcome) > 0) process.exitCode = 1;
  } finally {
    await cleanupAll();
  }
}
