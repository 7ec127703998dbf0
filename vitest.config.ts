import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: the default keeps one for the runner, which idles while the workers run the
    // suites (on 2 cores that meant one worker: 283 s for the API suite on PGlite, 185 s with two).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          setupFiles: ['./src/test/setup-file.ts'],
          // A worker keeps the server's modules from one file to the next instead of importing
          // them again for each; every file still opens its own database and app.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './web/vite.config.ts',
    ],
  },
});
