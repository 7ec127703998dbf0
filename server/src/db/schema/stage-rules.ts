import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { messageTemplates } from './messages';
import { processStages, selectiveProcesses } from './selective-processes';
import { timestamps, users } from './users';

/**
 * What a process's pipeline does by itself (decision 051): a message on entering a stage, a
 * rejection when a mandatory requirement is unmet, a notice on hiring. A row without a process is a
 * council default, copied by each new process with its stage found by name. A deleted template or
 * removed stage leaves its name here, so the rule is shown broken with what it lost.
 */
export const stageRules = pgTable(
  'stage_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    selectiveProcessId: uuid('selective_process_id').references(() => selectiveProcesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    stageId: uuid('stage_id').references(() => processStages.id, { onDelete: 'set null' }),
    stageName: text('stage_name'),
    templateId: uuid('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name'),
    delayHours: integer('delay_hours').notNull().default(0),
    /** Also by WhatsApp (the template's text, to professionals who accept it), where it is configured. */
    whatsapp: boolean('whatsapp').notNull().default(false),
    enabled: boolean('enabled').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('stage_rules_process_idx').on(t.selectiveProcessId, t.kind),
    index('stage_rules_stage_idx').on(t.stageId),
    index('stage_rules_template_idx').on(t.templateId),
    check('stage_rules_kind_check', sql`${t.kind} IN ('stage_entered', 'mandatory_unmet', 'hired')`),
    check('stage_rules_delay_check', sql`${t.delayHours} BETWEEN 0 AND 720`),
  ],
);
