import { defineConfig } from 'vitest/config';

// Two layers: fast unit tests beside the code, and integration tests that start the real BFF against a
// real database (PGlite by default, Postgres when DATABASE_URL is set) and a real S3-protocol peer.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'bff/**/*.test.ts', 'db/**/*.test.ts', 'storage/**/*.test.ts', 'bench/**/*.test.ts', 'chain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is single-connection and memory-hungry; files run one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
