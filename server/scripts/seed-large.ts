/**
 * `npm run seed:large`: fills a database with the volumes the performance targets are set at
 * (DATABASE_URL for PostgreSQL, else PGlite under DATA_DIR, default ./data-large). Re-runnable:
 * each table it fills is emptied first. Rows go in with multi-row INSERT ... SELECT FROM unnest()
 * in batches, with the table's secondary indexes dropped during the load and rebuilt after it.
 * SEED_LARGE_SCALE (default 1) scales every volume, e.g. 0.1 for 100,000 professionals on PGlite.
 */
import path from 'node:path';
import { completeCnpj, completeCpf } from '@hub/contract/br';
import { AREA_LABELS } from '@hub/contract/candidates';
import { COMPANY_SECTOR_LABELS, COMPANY_SIZE_LABELS } from '@hub/contract/companies';
import {
  CONTRACT_TYPE_LABELS,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
} from '@hub/contract/selective-processes';
import { BUILT_IN_PROFILES, SUPER_ADMIN_PROFILE_ID } from '@hub/contract/permissions';
import { PLAN_INTERVAL_MONTHS } from '@hub/contract/plans';
import { PAYMENT_METHODS } from '@hub/contract/subscriptions';
import { openDatabase, type Database } from '../src/db/client';
import { hashPassword } from '../src/lib/passwords';
import { foldKeptWrites } from '../src/lib/kept-writes';
import { rebalancePageAnchors } from '../src/lib/page-anchors';
import { plans } from '../src/db/schema/index';
import { DEMO_PLANS } from '../src/seed/commerce';
import { CITIES, FIRST_NAMES, LAST_NAMES, SECTORS } from './seed-large-data';

const scale = Number(process.env.SEED_LARGE_SCALE ?? 1);
const BATCH = 10_000;
const BENCH_ADMIN = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'bench@hub.local',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'bench-password-123',
};
/** The same password, a Cadastro profile limited to São Paulo: the scoped lists' measurements. */
const SCOPED_BENCH_ADMIN = { email: 'bench-sp@hub.local', ufs: ['SP'] };

type Column = { name: string; type: string };
type Statement = { text: string; params: unknown[] };
export type Loader = {
  table: string;
  total: number;
  /** The INSERT of rows [from, from + count). */
  statement: (from: number, count: number) => Statement;
  /** Tables whose rows are numbered (seed_ids) before this loader runs, for its foreign keys. */
  numbers?: string[];
  /** Tables emptied before the load (default: the loader's own). */
  truncate?: string[];
  batchSize?: number;
  /**
   * Indexes kept during the load: those the table's own triggers read for each batch. Without
   * them each batch's trigger scans every row loaded before it.
   */
  keepIndexes?: string[];
};

/** Rows built in Node and sent as one array per column: INSERT ... SELECT FROM unnest(). */
const unnestInsert = (table: string, columns: Column[], values: unknown[][]): Statement => ({
  text: `INSERT INTO ${table} (${columns.map((column) => column.name).join(', ')})
         SELECT * FROM unnest(${columns.map((column, position) => `$${position + 1}::${column.type}[]`).join(', ')})`,
  params: values,
});

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

// The contract's codes, so every generated row passes the API's response schemas.
const AREAS = Object.keys(AREA_LABELS);
const SECTOR_CODES = Object.keys(COMPANY_SECTOR_LABELS);
const SIZES = Object.keys(COMPANY_SIZE_LABELS);
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

const CANDIDATE_COLUMNS = columnsOf(
  'name:text, email:text, cpf:text, registration_number:text, registration_status:text, phone:text, city:text, uf:text, area:text, status:text, created_at:timestamptz, updated_at:timestamptz',
);

export const candidatesLoader = (total: number): Loader => ({
  table: 'candidates',
  total,
  statement: (from, count) => {
    const ids = range(from, count);
    const cities = ids.map((i) => pick(CITIES, i * 13));
    const created = ids.map(createdAt);
    return unnestInsert('candidates', CANDIDATE_COLUMNS, [
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
    ]);
  },
});

/**
 * One professional in three has taken the competency test: the ranking joins its score to every
 * application of a process, and how the planner joins it depends on how many rows the table holds.
 */
export const competencyLoader = (total: number): Loader => ({
  table: 'candidate_competency',
  total,
  numbers: ['candidates'],
  statement: (from, count) => ({
    text: `INSERT INTO candidate_competency (candidate_id, answers, overall_score, answered_at)
           SELECT c.id, '[]'::jsonb, (g * 61) % 101, now() - make_interval(days => g % 365)
           FROM generate_series($1::int, $2::int) g
           JOIN seed_ids c ON c.tbl = 'candidates' AND c.rn = 1 + g * 3`,
    params: [from, from + count - 1],
  }),
});

const COMPANY_STATUSES = ['active', 'active', 'active', 'pending', 'suspended', 'inactive'] as const;

const COMPANY_COLUMNS = columnsOf(
  'legal_name:text, trade_name:text, cnpj:text, email:text, phone:text, sector:text, size:text, city:text, uf:text, status:text, created_at:timestamptz, updated_at:timestamptz',
);

export const companiesLoader = (total: number): Loader => ({
  table: 'companies',
  total,
  statement: (from, count) => {
    const ids = range(from, count);
    const cities = ids.map((i) => pick(CITIES, i * 17));
    const created = ids.map(createdAt);
    return unnestInsert('companies', COMPANY_COLUMNS, [
      ids.map((i) => `${pick(LAST_NAMES, i)} ${pick(SECTORS, i * 3)} Ltda ${i}`),
      ids.map((i) => `${pick(LAST_NAMES, i)} ${pick(SECTORS, i * 3)}`),
      ids.map((i) => completeCnpj(`${String(10_000_000 + i).slice(-8)}0001`)),
      ids.map((i) => `contato${i}@empresa.com.br`),
      ids.map((i) => `+55213${String(i).padStart(7, '0')}`),
      ids.map((i) => pick(SECTOR_CODES, i * 3)),
      ids.map((i) => pick(SIZES, i)),
      cities.map(([city]) => city),
      cities.map(([, uf]) => uf),
      ids.map((i) => pick(COMPANY_STATUSES, i)),
      created,
      created,
    ]);
  },
});

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`;
const STAGES = ['Inscritos', 'Triagem', 'Testes', 'Entrevista', 'Finalistas', 'Contratados'];
// The contract's codes, so every seeded process passes the API's response schema.
const SENIORITIES = Object.keys(SENIORITY_LABELS);
const CONTRACT_TYPES = Object.keys(CONTRACT_TYPE_LABELS);
const WORK_MODES = Object.keys(WORK_MODE_LABELS);

/**
 * The one process of 20,000 applications (LARGE_PROCESS_APPLICATIONS; the ranked table's and the
 * board's target): its fixed id is the greatest, so numbered by id (seed_ids) it comes last, after the
 * processes of a hundred applications each.
 */
export const LARGE_PROCESS = {
  id: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
  title: 'Processo seletivo de grande volume',
};

/**
 * Rows generated inside the database from generate_series, joined to numbered parents (seed_ids);
 * the last (g = total - 1) is LARGE_PROCESS, open.
 */
export const processesLoader = (total: number): Loader => ({
  table: 'selective_processes',
  total,
  numbers: ['companies'],
  statement: (from, count) => ({
    text: `INSERT INTO selective_processes (id, company_id, title, description, area, seniority, contract_type, work_mode, city, uf,
             vacancies, max_candidates, starts_at, ends_at, status, created_at, updated_at)
           SELECT CASE WHEN g = $4 THEN $5::uuid ELSE gen_random_uuid() END, c.id,
             CASE WHEN g = $4 THEN $6 ELSE 'Processo seletivo ' || g END, 'Vaga gerada para medições de desempenho.',
             (${sqlArray(AREAS)})[1 + g % ${AREAS.length}],
             (${sqlArray(SENIORITIES)})[1 + g % ${SENIORITIES.length}],
             (${sqlArray(CONTRACT_TYPES)})[1 + g % ${CONTRACT_TYPES.length}],
             (${sqlArray(WORK_MODES)})[1 + g % ${WORK_MODES.length}], 'São Paulo', 'SP',
             1 + g % 5, CASE WHEN g = $4 THEN $7::int ELSE 500 END,
             current_date - (g % 60), current_date + (g % 90),
             CASE WHEN g = $4 THEN 'open' ELSE (ARRAY['draft', 'open', 'open', 'in_progress', 'closed', 'cancelled'])[1 + g % 6] END,
             now() - make_interval(days => g % 700), now() - make_interval(days => g % 700)
           FROM generate_series($1::int, $2::int) g
           JOIN seed_ids c ON c.tbl = 'companies' AND c.rn = 1 + g % $3`,
    params: [from, from + count - 1, Math.round(100_000 * scale), total - 1, LARGE_PROCESS.id, LARGE_PROCESS.title, LARGE_PROCESS_APPLICATIONS],
  }),
});

/** Six stages per process: its total counts processes, so a batch makes six rows each. */
export const stagesLoader = (processes: number): Loader => ({
  table: 'process_stages',
  total: processes,
  numbers: ['selective_processes'],
  statement: (from, count) => ({
    text: `INSERT INTO process_stages (selective_process_id, name, position)
           SELECT p.id, s.name, s.position - 1
           FROM seed_ids p CROSS JOIN unnest(${sqlArray(STAGES)}) WITH ORDINALITY AS s(name, position)
           WHERE p.tbl = 'selective_processes' AND p.rn BETWEEN $1 AND $2`,
    params: [from + 1, from + count],
  }),
});

/**
 * 2,000,000 applications: 100 per process, professionals taken in turn, spread over the stages;
 * then LARGE_PROCESS's (the last process numbered), professionals 1, 2, 3, ...
 */
export const applicationsLoader = (processes: number, perProcess: number, large: number): Loader => ({
  table: 'applications',
  total: processes * perProcess + large,
  numbers: ['selective_processes', 'candidates'],
  // candidate_ufs's trigger (migration 0027) reads each batch's professionals' applications.
  keepIndexes: ['applications_candidate_idx'],
  statement: (from, count) => ({
    text: `INSERT INTO applications (selective_process_id, candidate_id, stage_id, status, requirements_score, questions_score,
             custom_test_score, values_score, video_interview_score, created_at, updated_at)
           SELECT p.id, c.id, st.id,
             (ARRAY['active', 'active', 'active', 'active', 'rejected', 'withdrawn', 'hired'])[1 + g % 7],
             (g * 37) % 101, (g * 53) % 101, (g * 71) % 101, (g * 89) % 101,
             CASE WHEN g % 3 = 0 THEN (g * 97) % 101 END,
             now() - make_interval(days => g % 365), now() - make_interval(days => g % 365)
           FROM generate_series($1::int, $2::int) g
           JOIN seed_ids p ON p.tbl = 'selective_processes' AND p.rn = 1 + least(g / $3, $5)
           JOIN seed_ids c ON c.tbl = 'candidates' AND c.rn = CASE WHEN g < $3 * $5
             THEN 1 + (g + (g / $3) * 7919) % $4 ELSE 1 + g - $3 * $5 END
           JOIN process_stages st ON st.selective_process_id = p.id AND st.position = (g * 13) % ${STAGES.length}`,
    params: [from, from + count - 1, perProcess, Math.round(1_000_000 * scale), processes],
  }),
});

/**
 * The stage history the board would have written for the applications (what the reports and the
 * funnels count, decision 053): one move per stage an application passed, 36 hours apart from its
 * enrolment, each with its stay kept (decision 059; never further than where it is, so no furthest
 * stage), the moment its last move put it where it is (decision 060), and the moment a finished one
 * (hired, rejected, withdrawn) took its status.
 */
export const stageHistoryLoader = (applications: number): Loader => ({
  table: 'kanban_log',
  total: applications,
  numbers: ['applications'],
  statement: (from, count) => ({
    text: `WITH chosen AS (
             SELECT a.id, a.selective_process_id, a.created_at, a.status, s.position
               FROM seed_ids n JOIN applications a ON a.id = n.id JOIN process_stages s ON s.id = a.stage_id
              WHERE n.tbl = 'applications' AND n.rn BETWEEN $1 AND $2),
           moved AS (
             INSERT INTO kanban_log (action, selective_process_id, application_id, actor_email, from_stage_id, to_stage_id,
                                     from_stage_name, to_stage_name, created_at, stay_hours)
             SELECT 'move', c.selective_process_id, c.id, 'bench@hub.local', f.id, t.id, f.name, t.name,
                    least(now(), c.created_at + make_interval(hours => step * 36)),
                    date_part('epoch', least(now(), c.created_at + make_interval(hours => step * 36))
                      - least(now(), c.created_at + make_interval(hours => (step - 1) * 36))) / 3600
               FROM chosen c CROSS JOIN LATERAL generate_series(1, c.position) step
               JOIN process_stages f ON f.selective_process_id = c.selective_process_id AND f.position = step - 1
               JOIN process_stages t ON t.selective_process_id = c.selective_process_id AND t.position = step
             RETURNING 1)
           UPDATE applications a
              SET status_changed_at = CASE WHEN c.status <> 'active'
                    THEN least(now(), c.created_at + make_interval(hours => (c.position + 1) * 36)) ELSE a.status_changed_at END,
                  stage_entered_at = CASE WHEN c.position > 0
                    THEN least(now(), c.created_at + make_interval(hours => c.position * 36)) END
             FROM chosen c WHERE a.id = c.id AND (c.status <> 'active' OR c.position > 0)`,
    params: [from + 1, from + count],
  }),
});

/** 1,000 messages of 1,000 recipients each, every delivery already final (the worker has nothing to send). */
export const deliveriesLoader = (total: number, adminId: string): Loader => ({
  table: 'deliveries',
  total,
  numbers: ['companies'],
  truncate: ['messages'],
  // One message per batch: each batch is one message with its recipients and deliveries.
  batchSize: 1_000,
  statement: (from, count) => ({
    text: `WITH message AS (
             INSERT INTO messages (author_id, type_user, subject, body, text_body, channels, audience, recipient_count, created_at, updated_at)
             VALUES ($3::uuid, 2, 'Comunicado ' || $1::int, '<p>Comunicado às empresas.</p>', 'Comunicado às empresas.', ARRAY['email'],
                     '{"kind":"all"}'::jsonb, $2::int - $1::int + 1, now() - make_interval(days => $1::int % 30),
                     now() - make_interval(days => $1::int % 30))
             RETURNING id, subject, created_at),
           recipient AS (
             INSERT INTO message_recipients (message_id, type_user, recipient_id, name, email)
             SELECT m.id, 2, c.id, 'Empresa ' || g, 'contato' || g || '@empresa.com.br'
             FROM message m, generate_series($1::int, $2::int) g
             JOIN seed_ids c ON c.tbl = 'companies' AND c.rn = 1 + g % $4
             RETURNING id, message_id, name, email)
           INSERT INTO deliveries (message_id, recipient_id, channel, to_name, to_address, subject, status, attempts, provider_id, sent_at, last_error, created_at, updated_at)
           SELECT r.message_id, r.id, 'email', r.name, r.email, m.subject,
             CASE WHEN row_number() OVER () % 33 = 0 THEN 'failed' ELSE 'sent' END, 1, gen_random_uuid()::text,
             m.created_at, NULL, m.created_at, m.created_at
           FROM recipient r JOIN message m ON m.id = r.message_id`,
    params: [from, from + count - 1, adminId, Math.round(100_000 * scale)],
  }),
});

/**
 * A spreadsheet of professionals checked and awaiting 'Importar' (the preview an administrator
 * pages through): new people, one line in ten a match of a registered CPF, one in twenty with an
 * invalid e-mail. Its fixed id is what the bench asks for.
 */
export const LARGE_IMPORT_ID = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const IMPORT_HEADERS = ['Nome', 'CPF', 'E-mail', 'Celular', 'Município', 'UF'];

export const importLinesLoader = (total: number, adminId: string): Loader => ({
  table: 'import_rows',
  total,
  truncate: ['imports'],
  numbers: ['candidates'],
  statement: (from, count) => ({
    text: `WITH checked AS (
             INSERT INTO imports (id, resource, status, file_key, file_name, file_type, encoding, delimiter, headers, mapping,
               total_rows, invalid_rows, match_rows, created_by, created_by_email)
             VALUES ($3::uuid, 'candidates', 'ready', 'seed/profissionais.csv', 'profissionais-conselho.csv', 'csv', 'utf-8', ';',
               $4::jsonb, '["name", "cpf", "email", "phone", "city", "uf"]'::jsonb, $5::int, $5::int / 20, $5::int / 10, $6::uuid,
               (SELECT email FROM users WHERE id = $6::uuid))
             ON CONFLICT (id) DO UPDATE SET updated_at = now()
             RETURNING id),
           line AS (
             SELECT g, (${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (g / 7) % ${LAST_NAMES.length}] AS name,
               CASE WHEN g % 10 = 0 THEN c.cpf ELSE ($7::text[])[1 + g - $1] END AS cpf,
               CASE WHEN g % 20 = 1 THEN 'importado' || g || 'exemplo.com.br' ELSE 'importado' || g || '@exemplo.com.br' END AS email,
               CASE WHEN g % 20 = 1 THEN 'invalid' WHEN g % 10 = 0 THEN 'match' ELSE 'new' END AS state,
               CASE WHEN g % 10 = 0 THEN c.id END AS match_id
             FROM generate_series($1::int, $2::int) g
             LEFT JOIN seed_ids s ON g % 10 = 0 AND s.tbl = 'candidates' AND s.rn = 1 + g
             LEFT JOIN candidates c ON c.id = s.id)
           INSERT INTO import_rows (import_id, line, cells, values, issues, state, document_key, email_key, match_id)
           SELECT checked.id, g + 2, jsonb_build_array(name, cpf, email, '(11) 98765-4321', 'São Paulo', 'SP'),
             CASE WHEN state <> 'invalid' THEN jsonb_build_object('name', name, 'cpf', cpf, 'email', email, 'city', 'São Paulo', 'uf', 'SP') END,
             CASE WHEN state = 'invalid' THEN '[{"column": "E-mail", "message": "E-mail inválido", "warning": false}]'::jsonb ELSE '[]'::jsonb END,
             state, cpf, email, match_id
           FROM checked, line`,
    params: [
      from,
      from + count - 1,
      LARGE_IMPORT_ID,
      JSON.stringify(IMPORT_HEADERS),
      total,
      adminId,
      // CPFs no professional has: the registry's are completed from 1,000,000 and up.
      range(from, count).map((i) => completeCpf(String(500_000_000 + i).padStart(9, '0'))),
    ],
  }),
});

/**
 * The audit trail of years of work: one entry per record a write touched, as an import of 100,000
 * professionals writes 100,000 (creations, then edits and status changes of professionals and
 * companies), newest last, by the bench administrator.
 */
export const auditLoader = (total: number, adminId: string): Loader => ({
  table: 'audit_log',
  total,
  statement: (from, count) => ({
    text: `INSERT INTO audit_log (actor_id, actor_email, action, entity, entity_id, record_label, before, after, ip, created_at)
           SELECT $3::uuid, (SELECT email FROM users WHERE id = $3::uuid),
             (ARRAY['create', 'update', 'create', 'status.change'])[1 + g % 4],
             CASE WHEN g % 5 = 0 THEN 'companies' ELSE 'candidates' END,
             gen_random_uuid()::text,
             CASE WHEN g % 5 = 0 THEN 'Empresa ' || g
                  ELSE (${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (g / 7) % ${LAST_NAMES.length}] END,
             CASE WHEN g % 4 = 3 THEN '{"status": "pending"}'::jsonb END,
             CASE WHEN g % 4 = 3 THEN '{"status": "active"}'::jsonb END,
             '10.0.0.' || (g % 250), now() - make_interval(secs => ($4::int - g) * 90)
           FROM generate_series($1::int, $2::int) g`,
    params: [from, from + count - 1, adminId, total],
  }),
});

/** The life of the seeded subscriptions, in turn: mostly active, every status present. */
const SUBSCRIPTION_STATUS_CYCLE = ['active', 'active', 'active', 'pending', 'past_due', 'active', 'cancelled', 'expired'];
/** Three companies in five subscribe: the subscriptions' list at the volume the companies imply. */
const SUBSCRIBED_IN_FIVE = 3;

/**
 * One subscription for each of 3 companies in 5 (companies 1, 2, 3, 6, 7, 8, ...), to a sellable
 * plan at its price. Live ones (pending, active, past due) are inside their period; ended ones
 * (cancelled, expired) ended some days ago; each was created when its period started.
 */
export const subscriptionsLoader = (companies: number): Loader => ({
  table: 'subscriptions',
  total: Math.round((companies * SUBSCRIBED_IN_FIVE) / 5),
  numbers: ['companies'],
  statement: (from, count) => ({
    text: `WITH sellable AS (
             SELECT id, interval, price_cents, row_number() OVER (ORDER BY display_order, id) AS rn, count(*) OVER () AS n
             FROM plans WHERE status = 'active'
           ), generated AS (
             SELECT g, c.id AS company_id, (${sqlArray(SUBSCRIPTION_STATUS_CYCLE)})[1 + g % ${SUBSCRIPTION_STATUS_CYCLE.length}] AS status
             FROM generate_series($1::int, $2::int) g
             JOIN seed_ids c ON c.tbl = 'companies' AND c.rn = 1 + (g / ${SUBSCRIBED_IN_FIVE}) * 5 + g % ${SUBSCRIBED_IN_FIVE}
           ), dated AS (
             SELECT generated.*, p.id AS plan_id, p.interval, p.price_cents,
               CASE WHEN status IN ('cancelled', 'expired') THEN now() - make_interval(days => 120 + g % 240)
                    ELSE now() - make_interval(days => 1 + g % 28) END AS period_start,
               make_interval(months => (${sqlIntervalMonths()})) AS period
             FROM generated JOIN sellable p ON p.rn = 1 + g % p.n
           )
           INSERT INTO subscriptions (company_id, plan_id, interval, price_cents, discount_cents, payment_method,
             period_start, period_end, status, status_reason, created_at, updated_at)
           SELECT company_id, plan_id, interval, price_cents, 0,
             (${sqlArray(PAYMENT_METHODS)})[1 + g % ${PAYMENT_METHODS.length}], period_start,
             CASE WHEN status IN ('cancelled', 'expired') THEN least(period_start + period, now() - make_interval(days => 1 + g % 30))
                  ELSE period_start + period END,
             status, CASE WHEN status = 'cancelled' THEN 'Pedido da empresa' END, period_start, period_start
           FROM dated`,
    params: [from, from + count - 1],
  }),
});

/** The months of a plan's period, from the contract's table, as SQL over the row's interval. */
const sqlIntervalMonths = () =>
  `CASE interval ${Object.entries(PLAN_INTERVAL_MONTHS)
    .map(([interval, months]) => `WHEN '${interval}' THEN ${months}`)
    .join(' ')} END`;

/** The demo's plans, when the database has none: subscriptions are sold on them. */
const ensurePlans = async (database: Database) => {
  const [existing] = await database.query('SELECT 1 FROM plans LIMIT 1');
  if (existing) return;
  await database.db.insert(plans).values(DEMO_PLANS);
  console.info(`planos: ${DEMO_PLANS.length} criados`);
};

/** Domains add their loader here as their tables land (processes, applications, deliveries). */
const COMPANIES = Math.round(100_000 * scale);
const PROCESSES = Math.round(20_000 * scale);
const APPLICATIONS_PER_PROCESS = 100;
/** LARGE_PROCESS's applications, one professional each. */
const LARGE_PROCESS_APPLICATIONS = Math.min(20_000, Math.round(1_000_000 * scale));

const loaders = (adminId: string): Loader[] => [
  candidatesLoader(Math.round(1_000_000 * scale)),
  competencyLoader(Math.round((1_000_000 * scale) / 3)),
  companiesLoader(COMPANIES),
  subscriptionsLoader(COMPANIES),
  processesLoader(PROCESSES + 1),
  stagesLoader(PROCESSES + 1),
  applicationsLoader(PROCESSES, APPLICATIONS_PER_PROCESS, LARGE_PROCESS_APPLICATIONS),
  stageHistoryLoader(PROCESSES * APPLICATIONS_PER_PROCESS + LARGE_PROCESS_APPLICATIONS),
  deliveriesLoader(Math.round(1_000_000 * scale), adminId),
  importLinesLoader(Math.round(100_000 * scale), adminId),
  auditLoader(Math.round(1_000_000 * scale), adminId),
];

/** Numbers the rows of a parent table 1..n so generated children can pick parents by arithmetic. */
const numberRows = async (database: Database, table: string) => {
  await database.query(`DELETE FROM seed_ids WHERE tbl = $1`, [table]);
  await database.query(`INSERT INTO seed_ids (tbl, rn, id) SELECT $1, row_number() OVER (ORDER BY id), id FROM ${table}`, [table]);
};

const tableExists = async (database: Database, table: string) =>
  (await database.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [`public.${table}`]))[0]
    ?.exists ?? false;

const load = async (database: Database, loader: Loader): Promise<void> => {
  if (!(await tableExists(database, loader.table))) {
    console.info(`${loader.table}: tabela ainda não existe no esquema, pulada`);
    return;
  }
  for (const table of loader.truncate ?? [loader.table]) await database.query(`TRUNCATE ${table} CASCADE`);
  const indexes = await database.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = $1
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
       AND NOT i.indexname = ANY($2)`,
    [loader.table, loader.keepIndexes ?? []],
  );
  for (const index of indexes) await database.query(`DROP INDEX IF EXISTS "${index.indexname}"`);
  try {
    for (const table of loader.numbers ?? []) await numberRows(database, table);
    const batch = loader.batchSize ?? BATCH;
    const started = Date.now();
    for (let from = 0; from < loader.total; from += batch) {
      const count = Math.min(batch, loader.total - from);
      const statement = loader.statement(from, count);
      await database.query(statement.text, statement.params);
      const done = from + count;
      const rate = Math.round(done / Math.max(0.001, (Date.now() - started) / 1000));
      process.stdout.write(
        `\r${loader.table}: ${done.toLocaleString('pt-BR')}/${loader.total.toLocaleString('pt-BR')} (${rate.toLocaleString('pt-BR')} linhas/s)   `,
      );
    }
    process.stdout.write('\n');
  } finally {
    // Rebuilt even when the load fails, so an interrupted run never leaves a table without its indexes.
    const indexStarted = Date.now();
    for (const index of indexes) await database.query(index.indexdef);
    await database.query(`ANALYZE ${loader.table}`);
    console.info(`${loader.table}: ${indexes.length} índices recriados em ${((Date.now() - indexStarted) / 1000).toFixed(1)} s`);
  }
};

const ensureAdmin = async (
  database: Database,
  email: string,
  profile: { accessProfileId: string; ufs: string[] | null },
): Promise<string> => {
  const passwordHash = await hashPassword(BENCH_ADMIN.password);
  const [user] = await database.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, type_user) VALUES ($1, $2, 0)
     ON CONFLICT (lower(email)) DO UPDATE SET password_hash = excluded.password_hash, status = 'active'
     RETURNING id`,
    [email, passwordHash],
  );
  if (!user) throw new Error(`could not create the bench administrator ${email}`);
  await database.query(
    `INSERT INTO super_admin_profiles (user_id, name, occupation, access_profile_id, ufs)
     VALUES ($1, 'Bench', 'Medições', $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET access_profile_id = excluded.access_profile_id, ufs = excluded.ufs`,
    [user.id, profile.accessProfileId, profile.ufs],
  );
  console.info(`administrador do bench: ${email} / ${BENCH_ADMIN.password}`);
  return user.id;
};

const builtInProfileId = (name: string): string => {
  const profile = BUILT_IN_PROFILES.find((candidate) => candidate.name === name);
  if (!profile) throw new Error(`no built-in profile named ${name}`);
  return profile.id;
};

const ensureBenchAdmins = async (database: Database): Promise<string> => {
  const adminId = await ensureAdmin(database, BENCH_ADMIN.email, {
    accessProfileId: SUPER_ADMIN_PROFILE_ID,
    ufs: null,
  });
  await ensureAdmin(database, SCOPED_BENCH_ADMIN.email, {
    accessProfileId: builtInProfileId('Cadastro'),
    ufs: SCOPED_BENCH_ADMIN.ufs,
  });
  return adminId;
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
    const adminId = await ensureBenchAdmins(database);
    await ensurePlans(database);
    await database.query('CREATE TABLE IF NOT EXISTS seed_ids (tbl text NOT NULL, rn int NOT NULL, id uuid NOT NULL, PRIMARY KEY (tbl, rn))');
    // SEED_LARGE_ONLY=import_rows,...: only these loaders (one added since the database was seeded).
    const only = process.env.SEED_LARGE_ONLY?.split(',').map((table) => table.trim());
    for (const loader of loaders(adminId))
      if (!only || only.includes(loader.table)) await load(database, loader);
    await database.query('DROP TABLE seed_ids');
    // Each batch kept its own rows of the counts and anchors (decision 057): folded into one each.
    await foldKeptWrites(database.query);
    // The loaded rows all went to the first anchor: the anchors are retaken over them now.
    const anchorsStarted = Date.now();
    const retaken = await rebalancePageAnchors(database);
    console.info(`âncoras de página refeitas (${retaken.join(', ')}) em ${((Date.now() - anchorsStarted) / 1000).toFixed(1)} s`);
    // Sets the visibility maps (index-only scans for the lists' counts) and analyses the tables
    // filled through another loader (message_recipients), as autovacuum would only much later.
    const vacuumStarted = Date.now();
    await database.query('VACUUM (ANALYZE)');
    console.info(`VACUUM (ANALYZE) em ${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
  console.info(`pronto em ${((Date.now() - started) / 1000).toFixed(0)} s`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
