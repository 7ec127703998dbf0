import { buildApp } from './app';
import { ensureFirstAdmin, resolveJwtSecret } from './bootstrap';
import { loadConfig, type Config } from './config';
import { openDatabase, whileStarting } from './db/client';
import { startEmbeddedMaintenance } from './db/embedded-maintenance';
import { startupFailure } from './lib/log-serializers';
import { startIdempotencyCleanup } from './plugins/idempotency';
import { createMailer } from './lib/mailer';
import { createChannels } from './lib/outbox/default-channels';
import { createOutboxWorker } from './lib/outbox/worker';
import { refreshSummaryIfStale } from './modules/dashboard/dashboard.service';
import { startPageAnchorsRebalance } from './lib/page-anchors';
import { startKeptWritesFold } from './lib/kept-writes';
import { createStorage } from './lib/create-storage';
import { jobHandlersOf, scheduleRecurringJobs } from './modules/job-handlers';
import { createJobWorker } from './lib/jobs/worker';
import { createImportWorker } from './modules/imports/import-job';
import { seedDemoData } from './seed/index';

const readConfig = (): Config => {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
};

const main = async () => {
  // Whatever the server writes (the embedded database's files, uploads, mails, backups) is its
  // user's alone: folders 0700, files 0600.
  process.umask(0o077);
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? {
          driver: 'pg',
          url: config.databaseUrl,
          poolSize: config.dbPoolSize,
          connectTimeoutMs: config.dbConnectTimeoutMs,
          statementTimeoutMs: config.dbStatementTimeoutMs,
          // The pool drops the broken connection and opens a new one on the next request.
          onIdleError: (error) => console.warn(`PostgreSQL: conexão ociosa perdida (${error.message})`),
        }
      : { driver: 'pglite', dataDir: config.dataDir },
  );
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, db: database.db });
  const app = await buildApp({
    config,
    database,
    storage: createStorage(config),
    jwtSecret: resolveJwtSecret(config),
  });

  // N instances may boot together on an empty database: one writes, the others find it written.
  const admin = await whileStarting(database, async () => {
    const first = await ensureFirstAdmin(database.db, config);
    if (config.seedDemo) await seedDemoData(database.db, (message) => app.log.info(message));
    return first;
  });

  // Every instance runs the worker: rows are claimed with SKIP LOCKED, so instances never share one.
  const outbox = createOutboxWorker({
    database,
    channels: createChannels(config, database.db, mailer),
    options: config.outbox,
    onError: (error) => app.log.error({ err: error }, 'outbox'),
    afterBatch: () => refreshSummaryIfStale(database.db, config.dashboardTtlSeconds),
  });
  if (config.outbox.enabled) outbox.start();
  // Also on every instance: an import is claimed with SKIP LOCKED under a lease, and resumed from its cursor.
  const importer = createImportWorker({
    database,
    storage: app.deps.storage,
    activity: app.deps.activity,
    options: config.imports,
    onError: (error) => app.log.error({ err: error }, 'imports'),
  });
  if (config.imports.enabled) importer.start();
  // Also on every instance: each deferred action (lib/jobs) is claimed with SKIP LOCKED under a lease.
  await scheduleRecurringJobs(database.db, config);
  const jobs = createJobWorker({
    database,
    handlers: jobHandlersOf(config, { storage: app.deps.storage }),
    options: config.jobs,
    onError: (error) => app.log.error({ err: error }, 'jobs'),
  });
  if (config.jobs.enabled) jobs.start();

  // PGlite runs PostgreSQL without autovacuum: the server does its work (db/embedded-maintenance.ts).
  const maintenance =
    database.driver === 'pglite'
      ? startEmbeddedMaintenance(database, (error) => app.log.error({ err: error }, 'embedded maintenance'))
      : null;

  const idempotencyCleanup = startIdempotencyCleanup(
    (text) => database.query(text),
    (error) => app.log.error({ err: error }, 'idempotency keys'),
  );

  // Inserts between two anchors grow one bucket: the anchors are retaken when they grow uneven.
  const anchors = startPageAnchorsRebalance(database, (error) =>
    app.log.error({ err: error }, 'page anchors'),
  );
  // Each writing transaction adds rows of its own to the kept counts: folded now and then.
  const keptWritesFold = startKeptWritesFold(database, (error) =>
    app.log.error({ err: error }, 'kept writes'),
  );

  let closing = false;
  /**
   * Readiness fails first and the instance keeps serving while the balancer notices
   * (SHUTDOWN_DRAIN_SECONDS); then it stops accepting connections, finishes the requests in
   * flight, closes idle keep-alive connections, stops its background work and exits.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.deps.lifecycle.draining = true;
    app.log.info(`${signal}: encerrando (readiness falha; ${config.shutdownDrainSeconds} s até parar de aceitar conexões)`);
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
    await app.close();
    await outbox.stop();
    await importer.stop();
    await jobs.stop();
    await maintenance?.stop();
    await anchors.stop();
    await keptWritesFold.stop();
    await idempotencyCleanup.stop();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.info(`\nHub de Recrutamento: back-office em ${url}`);
  console.info(`Banco de dados: ${database.driver === 'pg' ? 'PostgreSQL' : `PGlite em ${config.dataDir}`}`);
  if (admin.password) {
    console.info(`Administrador criado: ${admin.email} / senha: ${admin.password}`);
    console.info('Guarde esta senha: ela não será mostrada de novo.\n');
  } else {
    console.info(`Login do administrador: ${admin.email}${admin.created ? ' (senha de ADMIN_PASSWORD)' : ''}\n`);
  }
};

main().catch((error: unknown) => {
  console.error(`Falha ao iniciar: ${startupFailure(error)}`);
  process.exit(1);
});
