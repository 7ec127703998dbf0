import { defineConfig } from 'vitest/config';

/** `npm run test:faults`: real server processes killed and cut off; never part of `npm test`. */
export default defineConfig({
  test: {
    include: ['src/faults/**/*.faults.ts'],
    // One server at a time: the runs share two cores with everything else.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
