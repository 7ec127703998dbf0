import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest feeds scripts/route-sizes.mjs (JS per route after each build). Source maps are
  // written for debugging but not linked from the files, and the server never serves them.
  build: { sourcemap: 'hidden', chunkSizeWarningLimit: 1200, manifest: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // jsdom renders MUI slowly on a loaded 2-core machine: a whole list test took over 5 s there.
    testTimeout: 20_000,
  },
});
