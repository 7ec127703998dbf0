/**
 * `npm run seed:large`: fills a database with the volumes the performance targets are set at
 * (DATABASE_URL for PostgreSQL, else PGlite under DATA_DIR, default ./data-large). Re-runnable:
 * each table it fills is emptied first. Rows go in with multi-row INSERT ... SELECT FROM unnest()
 * in batches, with the table's secondary indexes dropped during the load and rebuilt after it.
 * SEED_LARGE_SCALE (default 1) scales every volume, e.g. 0.1 for 100,000 professionals on PGlite.
 */
import path from 'node:path';
import { completeCnpj, completeCpf } from '@hub/contract/br';
import { openDatabase, type Database } from '../src/db/client';
import { hashPassword } from '../src/lib/passwords';
import { AREAS, CITIES, FIRST_NAMES, LAST_NAMES, SECTORS } from './seed-large-data';

const scale = Number(process.env.SEED_LARGE_SCALE ?? 1);
const BATCH = 10_000;
const BENCH_ADMIN = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'bench@hub.local',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'bench-password-123',
};

type Column = { name: string; type: string };
export type Loader = {
  table: string;
  total: number;
  columns: Column[];
  /** The values of rows [from, from + count), one array per column. */
  batch: (from: number, count: number) => unknown[][];
};

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const DAY_MS = 86_400_000;
/** Spread over the last three years, deterministic per row. */
const createdAt = (index: number) =>
  new Date(Date.now() - ((index * 7919) % (3 * 365)) * DAY_MS - (index % 86_400) * 1000).toISOString();

const columnsOf = (spec: string): Column[] =>
  spec.split(',').map((item) => {
    const [name, type] = item.trim().split(':');
    return { name: name as string, type: type as string };
  });

const range = (from: number, count: number) => Array.from({ length: count }, (_, offset) => from + offset);

const CANDIDATE_STATUSES = ['active', 'active', 'active', 'active', 'incomplete', 'blocked'] as const;
const REGISTRATION = ['regular', 'regular', 'regular', 'nao_verificado', 'irregular'] as const;

export const candidatesLoader = (total: number): Loader => ({
  table: 'candidates',
  total,
  columns: columnsOf(
    'name:text, email:text, cpf:text, registration_number:text, registration_status:text, phone:text, city:text, uf:text, area:text, status:text, created_at:timestamptz, updated_at:timestamptz',
  ),
  batch: (from, count) => {
    const ids = range(from, count);
    const cities = ids.map((i) => pick(CITIES, i * 13));
    const created = ids.map(createdAt);
    return [
      ids.map((i) => `${pick(FIRST_NAMES, i)} ${pick(LAST_NAMES, Math.floor(i / FIRST_NAMES.length))} ${pick(LAST_NAMES, i * 31)}`),
      ids.map((i) => `profissional${i}@exemplo.com.br`),
      ids.map((i) => completeCpf(String(100_000_000 + i).slice(-9))),
      ids.map((i) => `CR-${String(i).padStart(7, '0')}`),
      ids.map((i) => pick(REGISTRATION, i)),
      ids.map((i) => `+55119${String(i).padStart(8, '0')}`),
      cities.map(([city]) => city),
      cities.map(([, uf]) => uf),
      ids.map((i) => pick(AREAS, i * 7)),
      ids.map((i) => pick(CANDIDATE_STATUSES, i)),
      created,
      created,
    ];
  },
});

const COMPANY_STATUSES = ['active', 'active', 'active', 'pending', 'suspended', 'inactive'] as const;
const SIZES = ['mei', 'me', 'epp', 'medio', 'grande'] as const;

export const companiesLoader = (total: number): Loader => ({
  table: 'companies',
  total,
  columns: columnsOf(
    'legal_name:text, trade_name:text, cnpj:text, email:text, phone:text, sector:text, size:text, city:text, uf:text, status:text, created_at:timestamptz, updated_at:timestamptz',
  ),
  batch: (from, count) => {
    const ids = range(from, count);
    const cities = ids.map((i) => pick(CITIES, i * 17));
    const created = ids.map(createdAt);
    return [
      ids.map((i) => `${pick(LAST_NAMES, i)} ${pick(SECTORS, i * 3)} Ltda ${i}`),
      ids.map((i) => `${pick(LAST_NAMES, i)} ${pick(SECTORS, i * 3)}`),
      ids.map((i) => completeCnpj(`${String(10_000_000 + i).slice(-8)}0001`)),
      ids.map((i) => `contato${i}@empresa.com.br`),
      ids.map((i) => `+55213${String(i).padStart(7, '0')}`),
      ids.map((i) => pick(SECTORS, i * 3)),
      ids.map((i) => pick(SIZES, i)),
      cities.map(([city]) => city),
      cities.map(([, uf]) => uf),
      ids.map((i) => pick(COMPANY_STATUSES, i)),
      created,
      created,
    ];
  },
});

/** Domains add their loader here as their tables land (processes, applications, deliveries). */
const loaders = (): Loader[] => [
  candidatesLoader(Math.round(1_000_000 * scale)),
  companiesLoader(Math.round(100_000 * scale)),
];

const tableExists = async (database: Database, table: string) =>
  (await database.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [`public.${table}`]))[0]
    ?.exists ?? false;

const load = async (database: Database, loader: Loader): Promise<void> => {
  if (!(await tableExists(database, loader.table))) {
    console.info(`${loader.table}: tabela ainda não existe no esquema, pulada`);
    return;
  }
  await database.query(`TRUNCATE ${loader.table} CASCADE`);
  const indexes = await database.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = $1
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [loader.table],
  );
  for (const index of indexes) await database.query(`DROP INDEX IF EXISTS "${index.indexname}"`);

  const names = loader.columns.map((column) => column.name).join(', ');
  const unnest = loader.columns.map((column, position) => `$${position + 1}::${column.type}[]`).join(', ');
  const insert = `INSERT INTO ${loader.table} (${names}) SELECT * FROM unnest(${unnest})`;
  const started = Date.now();
  for (let from = 0; from < loader.total; from += BATCH) {
    const count = Math.min(BATCH, loader.total - from);
    await database.query(insert, loader.batch(from, count));
    const done = from + count;
    const rate = Math.round(done / Math.max(0.001, (Date.now() - started) / 1000));
    process.stdout.write(
      `\r${loader.table}: ${done.toLocaleString('pt-BR')}/${loader.total.toLocaleString('pt-BR')} (${rate.toLocaleString('pt-BR')} linhas/s)   `,
    );
  }
  process.stdout.write('\n');
  const indexStarted = Date.now();
  for (const index of indexes) await database.query(index.indexdef);
  await database.query(`ANALYZE ${loader.table}`);
  console.info(`${loader.table}: ${indexes.length} índices recriados em ${((Date.now() - indexStarted) / 1000).toFixed(1)} s`);
};

const ensureBenchAdmin = async (database: Database) => {
  const passwordHash = await hashPassword(BENCH_ADMIN.password);
  const [user] = await database.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, type_user) VALUES ($1, $2, 0)
     ON CONFLICT (lower(email)) DO UPDATE SET password_hash = excluded.password_hash, status = 'active'
     RETURNING id`,
    [BENCH_ADMIN.email, passwordHash],
  );
  await database.query(
    `INSERT INTO super_admin_profiles (user_id, name, occupation) VALUES ($1, 'Bench', 'Medições') ON CONFLICT (user_id) DO NOTHING`,
    [user?.id],
  );
  console.info(`administrador do bench: ${BENCH_ADMIN.email} / ${BENCH_ADMIN.password}`);
};

const main = async () => {
  const databaseUrl = process.env.DATABASE_URL;
  const database = await openDatabase(
    databaseUrl
      ? { driver: 'pg', url: databaseUrl }
      : { driver: 'pglite', dataDir: path.resolve(process.env.DATA_DIR ?? 'data-large') },
  );
  const started = Date.now();
  try {
    await ensureBenchAdmin(database);
    for (const loader of loaders()) await load(database, loader);
  } finally {
    await database.close();
  }
  console.info(`pronto em ${((Date.now() - started) / 1000).toFixed(0)} s`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
