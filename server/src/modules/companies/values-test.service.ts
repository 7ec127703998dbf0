import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ValueItem, ValueItemValues } from '@hub/contract/companies';
import type { Db } from '../../db/client';
import { valuesTestItems } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { violatedUniqueIndex } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { iso } from '../../lib/records';
import { CompanyErrors } from './companies.errors';

type ValueRow = typeof valuesTestItems.$inferSelect;

const toValueItem = (row: ValueRow): ValueItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  position: row.position,
  active: row.active,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const listValueItems = async (db: Db): Promise<{ rows: ValueItem[] }> => {
  const rows = await db
    .select()
    .from(valuesTestItems)
    .orderBy(asc(valuesTestItems.position), asc(valuesTestItems.name));
  return { rows: rows.map(toValueItem) };
};

const nameTaken = (error: unknown): unknown =>
  violatedUniqueIndex(error) === 'values_test_items_name_unique'
    ? new AppError(CompanyErrors.valueNameTaken)
    : error;

export const createValueItem = async (
  db: Db,
  request: FastifyRequest,
  input: ValueItemValues,
): Promise<ValueItem> => {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(valuesTestItems).values(input).returning();
      if (!row) throw new Error('value insert returned nothing');
      await recordAudit(tx, request, {
        action: 'create',
        entity: 'values-test',
        entityId: row.id,
        after: row,
      });
      return toValueItem(row);
    });
  } catch (error) {
    throw nameTaken(error);
  }
};

/** Renaming or deactivating a value keeps the companies' answers to it (their history stays readable). */
export const updateValueItem = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: ValueItemValues,
): Promise<ValueItem> => {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(valuesTestItems)
        .where(eq(valuesTestItems.id, id))
        .for('update');
      if (!before) throw new AppError(CompanyErrors.valueNotFound);
      const [row] = await tx
        .update(valuesTestItems)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(valuesTestItems.id, id))
        .returning();
      if (!row) throw new AppError(CompanyErrors.valueNotFound);
      await recordAudit(tx, request, {
        action: 'update',
        entity: 'values-test',
        entityId: id,
        before,
        after: row,
      });
      return toValueItem(row);
    });
  } catch (error) {
    throw nameTaken(error);
  }
};
