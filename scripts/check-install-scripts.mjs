// Fails when a dependency of the lock file has an install script that package.json's allowScripts
// (npm 11) neither approves nor denies, or when Scarf's install-time analytics could run: npm only
// warns and skips an unreviewed script, so a new one would go unnoticed (npm run lint).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const { allowScripts = {}, scarfSettings } = read('package.json');
const { packages } = read('package-lock.json');

/** The package a lock entry installs: the name after its last node_modules/. */
const nameOf = (location) =>
  location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
// A pinned approval (esbuild@0.28.2) reviews its package as a name-only one does.
const reviewed = new Set(Object.keys(allowScripts).map((key) => key.replace(/(.)@.*$/, '$1')));

const withScripts = new Set(
  Object.entries(packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([location]) => nameOf(location)),
);
const unreviewed = [...withScripts]
  .filter((name) => !reviewed.has(name))
  .map((name) => `${name}: install script not reviewed (npm install-scripts approve|deny ${name})`);
const scarfOff = allowScripts['@scarf/scarf'] === false && scarfSettings?.enabled === false;

const problems = scarfOff
  ? unreviewed
  : [
      ...unreviewed,
      '@scarf/scarf: analytics not kept off (allowScripts false, scarfSettings.enabled false)',
    ];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
