import type { Db } from '../db/client';
import { commerceSeeder } from './commerce';
import { messagesSeeder } from './messages';
import { processesSeeder } from './processes';
import { registrySeeder } from './registry';
import type { DemoSeeder } from './seeder';

/**
 * Domains add their seeder here as they land (SEED_DEMO). Order matters: commerce subscribes
 * the companies and links the partners that the registry seeded before it; processes need both;
 * messages go to the registry's people, from the first administrator.
 */
const seeders: DemoSeeder[] = [registrySeeder, commerceSeeder, processesSeeder, messagesSeeder];

export const seedDemoData = async (db: Db, log: (message: string) => void): Promise<void> => {
  for (const seeder of seeders) {
    log(`Dados de demonstração: ${seeder.name}`);
    await seeder.run(db);
  }
};
