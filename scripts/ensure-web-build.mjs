// Builds the web app when web/dist is missing or older than its sources, so `npm start` serves
// the current front end without rebuilding on every start.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'web', 'dist', 'index.html');

const newest = (dir) => {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
};

const sources = [path.join(root, 'web', 'src'), path.join(root, 'contract', 'src')];
const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (sources.some((dir) => newest(dir) > builtAt)) {
  console.info('Compilando a interface web (uma vez)…');
  execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
}
