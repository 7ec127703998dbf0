import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './users';

/** A list's state (its URL query) saved under a name by an administrator, shared with the others or not. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which list: the contract's SAVED_VIEW_LISTS key. */
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** The list's URL query string, without the leading '?'. */
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('saved_views_owner_list_name_unique').on(t.ownerId, t.list, t.name),
    index('saved_views_list_idx').on(t.list, t.shared),
  ],
);

/** An administrator's note on a professional, a company or an application: shown in the record's history. */
export const recordNotes = pgTable(
  'record_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The audit trail's entity name of the record: contract/src/history.ts NOTE_ENTITIES. */
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('record_notes_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);
