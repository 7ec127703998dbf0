import fs from 'node:fs';
import path from 'node:path';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite corrupts a data directory opened by two processes at once, so the directory is
 * locked with a pid file. A lock left by a process that died is taken over.
 */
export const acquireDirLock = (dir: string): (() => void) => {
  const lockPath = path.join(dir, 'hub.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `O diretório de dados ${dir} já está aberto por outro processo (pid ${owner}). ` +
            'O banco embutido (PGlite) não pode ser aberto por dois processos: pare o outro servidor ' +
            'ou use outro DATA_DIR (para várias instâncias, use PostgreSQL com DATABASE_URL).',
          { cause: error },
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Não foi possível bloquear o diretório de dados ${dir}`);
};
