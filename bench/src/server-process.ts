import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export type RunningServer = {
  url: string;
  pid: number;
  /** Graceful stop (SIGTERM), as an operator would. */
  stop: () => Promise<void>;
  /** kill -9: no shutdown hook runs, whatever was in flight is cut. */
  crash: () => Promise<void>;
};

/** A port free right now: the system picks it, then it is released for the server to take. */
export const freePort = async (): Promise<number> => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

const waitReady = async (url: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become ready in time');
};

/** Whether something listens on `port` already (a server an earlier run left behind, say). */
const portTaken = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, () => probe.close(() => resolve(false)));
  });

const signal = (child: ChildProcess, name: NodeJS.Signals): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(name);
  });

/**
 * Starts the production server (`tsx server/src/main.ts`) of this checkout, or of another one
 * (`root`: the baseline a bench compares with), and waits for /api/ready.
 */
export const startServer = async (
  env: Record<string, string>,
  port: number,
  root = ROOT,
): Promise<RunningServer> => {
  // Another server on the port would answer /api/ready in this one's place, and be measured.
  if (await portTaken(port))
    throw new Error(`port ${port} is taken: is a server of an earlier run still running?`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server/src/main.ts')],
    {
      cwd: path.join(root, 'server'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // A checkout that is not there fails the spawn: an error to report, not an unhandled event.
  const spawnFailed = new Promise<never>((_, reject) => child.once('error', reject));
  try {
    // Generous: on a large database the first start after a new migration builds its indexes.
    await Promise.race([waitReady(url, child, 300_000), spawnFailed]);
  } catch (error) {
    await signal(child, 'SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: () => signal(child, 'SIGTERM'),
    crash: () => signal(child, 'SIGKILL'),
  };
};
