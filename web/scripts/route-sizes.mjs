// Prints the JavaScript each route downloads, gzip-compressed, from the Vite manifest of the
// last build: the entry chunk plus the lazy chunks (layout and page) the route loads.
// Budgets (issue 8): the login route at most 200 KB, the dashboard shell at most 350 KB.
// Also writes dist/route-preloads.json: the chunks the first pages need beyond the entry, which
// the server announces with the page (Link: rel=modulepreload) so the browser fetches them beside
// the entry instead of after the entry has run and asked for them.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gzipSizes.get(file);
};

/** The chunk files a manifest entry needs at once: itself and its static imports, transitively. */
const closure = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
};

const total = (keys) => {
  const files = new Set();
  for (const key of keys) closure(key, files);
  return [...files].reduce((sum, file) => sum + gzipSize(file), 0);
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const entry = 'index.html';
const budgets = [
  { route: '/auth/login', keys: [entry, 'src/layouts/auth/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'], limit: 200 * 1024 },
  { route: '/dashboard (shell)', keys: [entry, 'src/layouts/dashboard/dashboard-layout.tsx'], limit: 350 * 1024 },
];

console.info(`\nJavaScript per route (gzip), entry ${kb(total([entry]))}:`);
for (const { route, keys, limit } of budgets) {
  const size = total(keys);
  console.info(`  ${route.padEnd(24)} ${kb(size).padStart(10)}  budget ${kb(limit)}${size > limit ? '  OVER BUDGET' : ''}`);
}
const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
const base = total([entry]);
console.info('  lazy chunks (added on top of the entry):');
for (const [key] of lazy.sort(([a], [b]) => a.localeCompare(b))) {
  console.info(`    ${key.replace(/^src\//, '').padEnd(60)} +${kb(total([entry, key]) - base)}`);
}

const PRELOADED_ROUTES = {
  '/auth/login': ['src/layouts/auth/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'],
  '/dashboard': ['src/layouts/dashboard/dashboard-layout.tsx', 'src/features/dashboard/pages/dashboard-page.tsx'],
};
const entryFiles = closure(entry);
const preloads = Object.fromEntries(
  Object.entries(PRELOADED_ROUTES).map(([route, keys]) => {
    const files = new Set();
    for (const key of keys) closure(key, files);
    return [route, [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`)];
  }),
);
fs.writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(preloads, null, 2));
