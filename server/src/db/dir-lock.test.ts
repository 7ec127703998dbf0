import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirLock } from './dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'hub-lock-'));

describe('acquireDirLock', () => {
  it('refuses a directory held by another live process, naming it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'hub.lock'), String(process.ppid));
    expect(() => acquireDirLock(dir)).toThrow(new RegExp(`já está aberto por outro processo \\(pid ${process.ppid}\\)`));
  });

  it('takes over the lock of a process that died, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'hub.lock'), '999999999');
    const release = acquireDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'hub.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'hub.lock'))).toBe(false);
  });
});
