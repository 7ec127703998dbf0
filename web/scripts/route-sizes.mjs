// Prints the JavaScript each route downloads, gzip-compressed, from the Vite manifest of the
// last build: the entry chunk plus the lazy chunks (layout and page) the route loads.
// Budgets (issue 37) are JS over the wire: the login route at most 160 KB, the dashboard at most
// 300 KB (its first load: the entry, the route declarations, the shell and Início's figures; the
// charts, the toaster and the dialogs come after, on their own). Over the wire is brotli, the .br files precompress.mjs wrote and the server sends to
// every browser that accepts it; gzip is printed beside it for clients without brotli.
// Also writes dist/route-preloads.json: the chunks the first pages need beyond the entry, which
// the server announces with the page (Link: rel=modulepreload) so the browser fetches them beside
// the entry instead of after the entry has run and asked for them.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const memo = (measure) => {
  const sizes = new Map();
  return (file) => {
    if (!sizes.has(file)) sizes.set(file, measure(fs.readFileSync(path.join(dist, file))));
    return sizes.get(file);
  };
};
const gzipSize = memo((content) => gzipSync(content).length);
const brotliSize = memo((content) => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length);

/** The chunk files a manifest entry needs at once: itself and its static imports, transitively. */
const closure = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
};

const total = (keys, size = gzipSize) => {
  const files = new Set();
  for (const key of keys) closure(key, files);
  return [...files].reduce((sum, file) => sum + size(file), 0);
};

// vite.config.ts groups the form's modules without their dependencies; a chunk importing, through
// others, one that imports it back could run a module before the one it needs.
const chunkCycle = () => {
  const state = new Map();
  const visit = (key, trail) => {
    state.set(key, 'open');
    for (const imported of manifest[key].imports ?? []) {
      if (state.get(imported) === 'open') return [...trail, key, imported];
      const found = !state.has(imported) && visit(imported, [...trail, key]);
      if (found) return found;
    }
    state.set(key, 'done');
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const found = !state.has(key) && visit(key, []);
    if (found) return found;
  }
  return null;
};
const cycle = chunkCycle();
if (cycle) {
  console.error(`Chunks import each other in a circle: ${cycle.map((key) => manifest[key].file).join(' -> ')}`);
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const entry = 'index.html';
const LOGIN = ['src/layouts/auth/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'];
const DASHBOARD = ['src/routes/dashboard-routes.tsx', 'src/layouts/dashboard/dashboard-layout.tsx', 'src/features/dashboard/pages/dashboard-page.tsx'];
const budgets = [
  { route: '/auth/login', keys: [entry, ...LOGIN], limit: 160 * 1024 },
  { route: '/dashboard', keys: [entry, ...DASHBOARD], limit: 300 * 1024 },
];

console.info(`\nJavaScript per route (gzip), entry ${kb(total([entry]))}:`);
for (const { route, keys, limit } of budgets) {
  const wire = total(keys, brotliSize);
  console.info(`  ${route.padEnd(24)} ${kb(total(keys)).padStart(10)} gzip ${kb(wire).padStart(10)} brotli (over the wire)  budget ${kb(limit)}${wire > limit ? '  OVER BUDGET' : ''}`);
}
const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
const base = total([entry]);
console.info('  lazy chunks (added on top of the entry):');
for (const [key] of lazy.sort(([a], [b]) => a.localeCompare(b))) {
  console.info(`    ${key.replace(/^src\//, '').padEnd(60)} +${kb(total([entry, key]) - base)}`);
}

const PRELOADED_ROUTES = { '/auth/login': LOGIN, '/dashboard': DASHBOARD };
const entryFiles = closure(entry);
const preloads = Object.fromEntries(
  Object.entries(PRELOADED_ROUTES).map(([route, keys]) => {
    const files = new Set();
    for (const key of keys) closure(key, files);
    return [route, [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`)];
  }),
);
fs.writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(preloads, null, 2));
