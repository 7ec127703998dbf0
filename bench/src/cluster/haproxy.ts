import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, ROOT } from '../server-process';

const HAPROXY = '/usr/sbin/haproxy';
/** The configuration the README recommends; the run gives it its addresses through the environment. */
export const HAPROXY_CFG = path.join(ROOT, 'deploy', 'haproxy.cfg');

/** Debian's package, installed when the machine lacks it. */
export const ensureHaproxy = (): void => {
  if (fs.existsSync(HAPROXY)) return;
  const root = process.getuid?.() === 0;
  const apt = (...args: string[]) => execFileSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], { stdio: 'inherit' });
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'haproxy');
};

export type ServerState = { name: string; status: string };

export type Balancer = {
  url: string;
  /** Each backend server's state as HAProxy sees it (UP, DOWN, UP 1/2…), from its stats page. */
  states: () => Promise<ServerState[]>;
  /** Lines HAProxy logged: with `option dontlog-normal`, only abnormal requests (errors, retries). */
  log: string[];
  stop: () => Promise<void>;
};

const parseStats = (csv: string): ServerState[] => {
  const [header = '', ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  return rows
    .map((line) => line.split(','))
    .filter((row) => at(row, 'pxname') === 'hub' && !['FRONTEND', 'BACKEND'].includes(at(row, 'svname')))
    .map((row) => ({ name: at(row, 'svname'), status: at(row, 'status') }));
};

/** HAProxy in the foreground on deploy/haproxy.cfg, in front of the given `host:port` addresses. */
export const startHaproxy = async (servers: string[]): Promise<Balancer> => {
  ensureHaproxy();
  const [port, statsPort] = [await freePort(), await freePort()];
  const env: Record<string, string> = { HUB_BIND: `127.0.0.1:${port}`, HUB_STATS_BIND: `127.0.0.1:${statsPort}` };
  for (const [index, address] of servers.entries()) env[`HUB_${index + 1}`] = address;
  const child = spawn(HAPROXY, ['-db', '-f', HAPROXY_CFG], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  const collect = (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const states = async (): Promise<ServerState[]> => parseStats(await (await fetch(`http://127.0.0.1:${statsPort}/;csv`)).text());
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited (${child.exitCode}): ${log.join('\n')}`);
    const up = await states().then((list) => list.length > 0, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error('HAProxy did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    states,
    log,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};
