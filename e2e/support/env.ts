import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One server for the whole run. The config is evaluated by the runner and again by every
 * worker; the runner fills these variables first and the workers inherit them, so all agree.
 */
const freePort = (): string =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

process.env.E2E_PORT ??= freePort();
if (!process.env.E2E_DATA_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  // Only the runner creates the directory, and it exits after the server has stopped.
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
}
process.env.E2E_JWT_SECRET ??= randomBytes(36).toString('base64url');

export const PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const DATA_DIR = process.env.E2E_DATA_DIR;
export const JWT_SECRET = process.env.E2E_JWT_SECRET;

/** The super-admin created at first boot; its password never changes during the run. */
export const ADMIN = {
  email: 'admin@hub.test',
  password: 'e2e-admin-password',
  name: 'Administrador',
} as const;

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
