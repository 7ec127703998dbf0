import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(z.url({ error: 'cada item deve ser uma URL (https://exemplo.org)' })));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(600).optional(),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET deve ter pelo menos 32 caracteres' }).optional(),
  JWT_TTL_SECONDS: z.coerce.number().int().positive().default(8 * 60 * 60),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  MFA_REQUIRED: bool.default(false),
  ADMIN_EMAIL: z.email().default('admin@hub.local'),
  ADMIN_PASSWORD: z.string().min(8, { error: 'ADMIN_PASSWORD deve ter pelo menos 8 caracteres' }).optional(),
  SEED_DEMO: bool.optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, { error: 'SMTP_URL deve começar com smtp:// ou smtps://' }).optional(),
  MAIL_FROM: z.string().default('Hub de Recrutamento <no-reply@hub.local>'),
  APP_URLS: urlList.default([]),
  REGISTRATION_OPEN: bool.default(false),
  TRUST_PROXY: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  RESET_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  VOUCHER_CHECK_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_ID: z.string().regex(/^\d+$/, { error: 'WHATSAPP_PHONE_ID deve ter só dígitos' }).optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  CATHO_API_URL: z.url({ error: 'CATHO_API_URL deve ser uma URL (https://api.exemplo.com.br)' }).optional(),
  CATHO_API_TOKEN: z.string().min(1).optional(),
  CATHO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SUBSCRIPTION_EXPIRY_SECONDS: z.coerce.number().int().min(0).default(60),
  INTERVIEW_REMINDER_HOURS: z
    .string()
    .regex(/^(\d{1,3}(,\d{1,3})*)?$/, { error: 'INTERVIEW_REMINDER_HOURS deve ser horas separadas por vírgula (24,2) ou vazio' })
    .default('24,2'),
  INTERVIEW_MORNING_REMINDER: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$|^$/, { error: 'INTERVIEW_MORNING_REMINDER deve ser HH:MM (07:00) ou vazio' })
    .default('07:00'),
  WHATSAPP_INTERVIEW_TEMPLATE: z.string().min(1).default('lembrete_entrevista'),
  INTERVIEW_SLOT_LINK_HOURS: z.coerce
    .number({ error: 'INTERVIEW_SLOT_LINK_HOURS deve ser um número de horas' })
    .int({ error: 'INTERVIEW_SLOT_LINK_HOURS deve ser um número inteiro de horas' })
    .min(1, { error: 'INTERVIEW_SLOT_LINK_HOURS deve ser pelo menos 1' })
    .max(720, { error: 'INTERVIEW_SLOT_LINK_HOURS deve ser no máximo 720 (30 dias)' })
    .default(72),
  INTERVIEW_SLOT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default('pt_BR'),
  OUTBOX_ENABLED: bool.default(true),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1000),
  OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  OUTBOX_BACKOFF_SECONDS: z.coerce.number().int().min(1).default(30),
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  JOBS_ENABLED: bool.default(true),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(1000),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  IMPORTS_ENABLED: bool.default(true),
  IMPORT_POLL_MS: z.coerce.number().int().min(50).default(1000),
  IMPORT_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  IMPORT_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(200),
  IMPORT_YIELD_FACTOR: z.coerce.number().min(0).max(1000).default(49),
  NOTIFY_IDLE_DAYS: z.coerce.number().int().min(1).default(7),
  IDLE_DIGEST_TIME: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, { error: 'IDLE_DIGEST_TIME deve ser HH:MM (08:00) ou off' })
    .default('08:00'),
  IDLE_DIGEST_TIMEZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, { error: 'IDLE_DIGEST_TIMEZONE deve ser um fuso horário IANA (America/Sao_Paulo)' })
    .default('America/Sao_Paulo'),
  DASHBOARD_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  REPORTS_TTL_SECONDS: z.coerce.number().int().min(0).default(300),
  REPORT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(300_000),
  VIDEO_MAX_MB: z.coerce.number().int().positive().max(2048).default(100),
  CANDIDATE_APP_URL: z.url({ error: 'CANDIDATE_APP_URL deve ser uma URL (https://exemplo.org)' }).optional(),
  S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT deve ser uma URL (https://s3.exemplo.org)' }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
});

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: how long a request waits for a connection before answering 503. */
  dbConnectTimeoutMs: number;
  /** PostgreSQL: connections this instance opens at most (instances × pool + headroom ≤ max_connections). */
  dbPoolSize: number;
  /** PostgreSQL: how long one statement may run before it is cancelled (0: no limit). */
  dbStatementTimeoutMs: number;
  /** PostgreSQL: how long a count of the whole hub (Início's funnel, a report) may run (0: no limit). */
  reportTimeoutMs: number;
  /**
   * After SIGTERM, how long the instance keeps serving with /api/ready failing, so that a load
   * balancer stops sending it requests before it stops accepting them.
   */
  shutdownDrainSeconds: number;
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  /** A session unused for this long ends (its token answers 401); the token's own expiry is the absolute end. */
  sessionIdleMinutes: number;
  /** Every administrator must enrol a second factor (TOTP or a passkey) at their next login before anything else. */
  mfaRequired: boolean;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The origins the web app is served from: the only ones password, invitation and professionals'
   * links are built on (never the request's Host or X-Forwarded-Host). Unset: this server on
   * localhost (and Vite's dev server outside production).
   */
  appUrls: string[];
  registrationOpen: boolean;
  trustProxy: string | undefined;
  /** Attempts per window: logins and reset mails per IP and per email; public voucher checks per IP. */
  rateLimit: { login: number; reset: number; voucherCheck: number; windowSeconds: number };
  logLevel: string;
  webDist: string;
  /** WhatsApp Cloud API: disabled (deliveries recorded as 'não configurado') unless token and phone id are set. */
  whatsapp: { token: string; phoneId: string; apiUrl: string } | null;
  /** Catho job board: disabled (publishing refused with a clear message) unless URL and token are set. */
  catho: { apiUrl: string; token: string; timeoutMs: number } | null;
  /** How often ended subscriptions are expired; 0 turns the job off. */
  subscriptionExpirySeconds: number;
  /**
   * Interview reminders (decision 050): to the professional these hours before (e-mail, and the
   * WhatsApp template where WhatsApp is configured); to the interviewers at this São Paulo time of
   * the day (null: none).
   */
  interviewReminders: {
    hoursBefore: number[];
    morning: { hour: number; minute: number } | null;
    whatsappTemplate: { name: string; language: string };
  };
  /**
   * The professional's slot link (issue 69): built on the first APP_URLS origin (`/entrevista?key=`),
   * valid this many hours, its public calls allowed this many times per address per rate window.
   */
  interviewSlots: { linkHours: number; rateLimit: number };
  outbox: { enabled: boolean; pollMs: number; batchSize: number; maxAttempts: number; backoffSeconds: number; leaseSeconds: number };
  jobs: { enabled: boolean; pollMs: number; leaseSeconds: number; batchSize: number; maxAttempts: number; backoffSeconds: number };
  /** The spreadsheet import job: run in this instance, how often it looks for work, its lease and its batch. */
  imports: { enabled: boolean; pollMs: number; leaseSeconds: number; batchSize: number; yieldFactor: number };
  /** Applications idle in one stage for longer than this raise a notification. */
  notifyIdleDays: number;
  /** The followers' daily digest of late applications: its local time and zone; null: never sent. */
  idleDigest: { time: string; timeZone: string } | null;
  /** How old the dashboard's precomputed figures may be before they are counted again. */
  dashboardTtlSeconds: number;
  /** How long a report's figures are kept for the same filters before they are counted again. */
  reportsTtlSeconds: number;
  videoMaxBytes: number;
  /** Where professionals' password links point (their own app); unset: the first APP_URLS origin. */
  candidateAppUrl: string | undefined;
  /** Object storage for uploads; null: files under DATA_DIR/uploads. */
  s3: S3Config | null;
};

/** S3 is used when its endpoint or bucket is set; then every S3 variable it needs must be. */
const s3Of = (e: z.infer<typeof envSchema>): S3Config | null => {
  if (!e.S3_ENDPOINT && !e.S3_BUCKET) return null;
  const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
  if (missing.length) throw new Error(`Configuração inválida:\n  ${missing.join(', ')}: ${missing.length === 1 ? 'obrigatória' : 'obrigatórias'} para usar armazenamento S3`);
  return {
    endpoint: e.S3_ENDPOINT ?? '',
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
};

/** Reads and validates the environment; a bad variable stops the start with its name in the message. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbPoolSize: e.DB_POOL_SIZE,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    reportTimeoutMs: e.REPORT_TIMEOUT_MS,
    // Behind a balancer (PostgreSQL) it must notice first; the embedded database has no balancer.
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS ?? (e.DATABASE_URL ? 10 : 0),
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    mfaRequired: e.MFA_REQUIRED,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    // Demo data is on by default only in embedded mode; production databases start empty.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrls: e.APP_URLS.length
      ? e.APP_URLS.map((url) => new URL(url).origin)
      : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, ...(e.NODE_ENV === 'production' ? [] : ['http://localhost:5173'])],
    registrationOpen: e.REGISTRATION_OPEN,
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      login: e.LOGIN_RATE_LIMIT,
      reset: e.RESET_RATE_LIMIT,
      voucherCheck: e.VOUCHER_CHECK_RATE_LIMIT,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    },
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_ID
        ? { token: e.WHATSAPP_TOKEN, phoneId: e.WHATSAPP_PHONE_ID, apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, '') }
        : null,
    catho:
      e.CATHO_API_URL && e.CATHO_API_TOKEN
        ? { apiUrl: e.CATHO_API_URL.replace(/\/+$/, ''), token: e.CATHO_API_TOKEN, timeoutMs: e.CATHO_TIMEOUT_MS }
        : null,
    subscriptionExpirySeconds: e.SUBSCRIPTION_EXPIRY_SECONDS,
    interviewReminders: {
      hoursBefore: e.INTERVIEW_REMINDER_HOURS ? [...new Set(e.INTERVIEW_REMINDER_HOURS.split(',').map(Number))].filter((hours) => hours > 0) : [],
      morning: e.INTERVIEW_MORNING_REMINDER
        ? { hour: Number(e.INTERVIEW_MORNING_REMINDER.slice(0, 2)), minute: Number(e.INTERVIEW_MORNING_REMINDER.slice(3)) }
        : null,
      whatsappTemplate: { name: e.WHATSAPP_INTERVIEW_TEMPLATE, language: e.WHATSAPP_TEMPLATE_LANGUAGE },
    },
    interviewSlots: { linkHours: e.INTERVIEW_SLOT_LINK_HOURS, rateLimit: e.INTERVIEW_SLOT_RATE_LIMIT },
    outbox: {
      enabled: e.OUTBOX_ENABLED,
      pollMs: e.OUTBOX_POLL_MS,
      batchSize: e.OUTBOX_BATCH_SIZE,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      backoffSeconds: e.OUTBOX_BACKOFF_SECONDS,
      leaseSeconds: e.OUTBOX_LEASE_SECONDS,
    },
    jobs: {
      enabled: e.JOBS_ENABLED,
      pollMs: e.JOBS_POLL_MS,
      leaseSeconds: e.JOBS_LEASE_SECONDS,
      batchSize: e.OUTBOX_BATCH_SIZE,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      backoffSeconds: e.OUTBOX_BACKOFF_SECONDS,
    },
    imports: {
      enabled: e.IMPORTS_ENABLED,
      pollMs: e.IMPORT_POLL_MS,
      leaseSeconds: e.IMPORT_LEASE_SECONDS,
      batchSize: e.IMPORT_BATCH_SIZE,
      yieldFactor: e.IMPORT_YIELD_FACTOR,
    },
    notifyIdleDays: e.NOTIFY_IDLE_DAYS,
    idleDigest: e.IDLE_DIGEST_TIME === 'off' ? null : { time: e.IDLE_DIGEST_TIME, timeZone: e.IDLE_DIGEST_TIMEZONE },
    dashboardTtlSeconds: e.DASHBOARD_TTL_SECONDS,
    reportsTtlSeconds: e.REPORTS_TTL_SECONDS,
    videoMaxBytes: e.VIDEO_MAX_MB * 1024 * 1024,
    candidateAppUrl: e.CANDIDATE_APP_URL ? new URL(e.CANDIDATE_APP_URL).origin : undefined,
    s3: s3Of(e),
  };
};
