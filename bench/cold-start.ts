// BFF cold start on an existing database: one start creates and seeds it, then each timed start is a
// new process from spawn to its first healthy answer (what a restart or a new replica costs).
import { median } from './median-run';
import { startServer } from './server-process';

export interface ColdStart {
  medianMs: number;
  runsMs: number[];
  /** The untimed-for-the-median first start, which migrates and seeds the empty database. */
  firstStartMs: number;
}

export async function coldStart(env: Record<string, string>, runs = 3): Promise<ColdStart> {
  const first = await startServer(env);
  await first.stop();
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer(env);
    runsMs.push(server.startMs);
    await server.stop();
  }
  return { medianMs: Math.round(median(runsMs)), runsMs, firstStartMs: first.startMs };
}
