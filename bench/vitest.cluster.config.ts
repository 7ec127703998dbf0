import { defineConfig } from 'vitest/config';

/** `npm run test:cluster`: several server processes on PostgreSQL behind HAProxy; never part of `npm test`. */
export default defineConfig({
  test: {
    include: ['src/cluster/**/*.cluster.ts'],
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
