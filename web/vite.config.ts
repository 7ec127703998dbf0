import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The calendar's libraries (react-big-calendar, react-overlays) get a production `prop-types` of
 * their own (src/lib/prop-types-shim.ts): the real one, once used, would join the entry chunk.
 */
const PROP_TYPES_SHIM = fileURLToPath(new URL('./src/lib/prop-types-shim.ts', import.meta.url));
const calendarPropTypes = (): Plugin => ({
  name: 'calendar-prop-types',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === 'prop-types' && importer && /node_modules[\\/](react-big-calendar|react-overlays)[\\/]/.test(importer)
      ? PROP_TYPES_SHIM
      : null,
});

/** The modules of a text field bound to a form (components/form/rhf-text-field.tsx and its frame). */
const FORM_FIELDS =
  /react-hook-form|@mui[\\/]material[\\/](InputBase|FormControl|FormLabel|InputLabel|OutlinedInput|FormHelperText|InputAdornment|TextareaAutosize)[\\/]|src[\\/]components[\\/]form[\\/](form|form-alert|rhf-text-field)\./;

export default defineConfig({
  plugins: [react(), calendarPropTypes()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest feeds scripts/route-sizes.mjs (JS per route after each build). Source maps are
  // written for debugging but not linked from the files, and the server never serves them.
  build: {
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1200,
    manifest: true,
    // Fewer, larger files for what the first pages load: brotli compresses each file on its own,
    // so forty small chunks cost the login about 10 KB more than the same code in a few (decision 006).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports statically runs on every page anyway: one file, not a dozen
            // chunks shared with the lazy routes.
            { name: 'entry', tags: ['$initial'], priority: 2 },
            // The form's input parts and react-hook-form, which the dashboard's first load does not
            // use: one file. Their shared dependencies (buttons, icons, paper) stay where the
            // dashboard also finds them; route-sizes.mjs refuses a build whose chunks import in a circle.
            {
              name: 'form-fields',
              test: FORM_FIELDS,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // jsdom renders MUI slowly on a loaded 2-core machine: a whole list test took over 5 s there.
    testTimeout: 20_000,
  },
});
