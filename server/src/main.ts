import { buildApp } from './app';
import { ensureFirstAdmin, resolveJwtSecret } from './bootstrap';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { startEmbeddedMaintenance } from './db/embedded-maintenance';
import { createMailer } from './lib/mailer';
import { createChannels } from './lib/outbox/default-channels';
import { createOutboxWorker } from './lib/outbox/worker';
import { refreshSummaryIfStale } from './modules/dashboard/dashboard.service';
import { startPageAnchorsRebalance } from './lib/page-anchors';
import { createStorage } from './lib/storage';
import { startExpiryJob } from './modules/subscriptions/subscriptions.job';
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
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? {
          driver: 'pg',
          url: config.databaseUrl,
          connectTimeoutMs: config.dbConnectTimeoutMs,
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

  const admin = await ensureFirstAdmin(database.db, config);
  if (config.seedDemo) await seedDemoData(database.db, (message) => app.log.info(message));

  // Every instance runs the worker: rows are claimed with SKIP LOCKED, so instances never share one.
  const outbox = createOutboxWorker({
    database,
    channels: createChannels(config, database.db, mailer),
    options: config.outbox,
    onError: (error) => app.log.error({ err: error }, 'outbox'),
    afterBatch: () => refreshSummaryIfStale(database.db, config.dashboardTtlSeconds),
  });
  if (config.outbox.enabled) outbox.start();
  // Also on every instance: each batch of ended subscriptions is claimed with SKIP LOCKED.
  const expiry =
    config.subscriptionExpirySeconds > 0
      ? startExpiryJob(database.db, config.subscriptionExpirySeconds * 1000, (error) =>
          app.log.error({ err: error }, 'subscription expiry'),
        )
      : null;

  // PGlite runs PostgreSQL without autovacuum: the server does its work (db/embedded-maintenance.ts).
  const maintenance =
    database.driver === 'pglite'
      ? startEmbeddedMaintenance(database, (error) => app.log.error({ err: error }, 'embedded maintenance'))
      : null;

  // Inserts between two anchors grow one bucket: the anchors are retaken when they grow uneven.
  const anchors = startPageAnchorsRebalance(database, (error) =>
    app.log.error({ err: error }, 'page anchors'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: encerrando`);
    await app.close();
    await outbox.stop();
    await expiry?.stop();
    await maintenance?.stop();
    await anchors.stop();
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
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
