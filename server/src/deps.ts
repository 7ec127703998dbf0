import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Activity } from './lib/activity';
import type { RateLimiter } from './lib/rate-limit';
import type { SecretBox } from './lib/secret-box';
import type { Storage } from './lib/storage';
import type { TokenService } from './lib/tokens';

/** What every module may use: built once at start, replaced by fakes nowhere (tests use real parts). */
export type Deps = {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  tokens: TokenService;
  /** Seals the TOTP keys kept in the database. */
  totpKeys: SecretBox;
  rateLimiter: RateLimiter;
  /** Set by the shutdown: /api/ready fails from then on, so a load balancer stops sending requests. */
  lifecycle: { draining: boolean };
  /** The API's requests under way: background jobs give way to them (lib/activity.ts). */
  activity: Activity;
};

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
