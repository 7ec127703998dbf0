import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  QuestionSheet,
  QuestionSheetPage,
  questionSheetInputSchema,
  questionSheetListQuerySchema,
  questionSheetUpdateSchema,
} from '@hub/contract/assessments';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { companies, questionSheets } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { defineJoinedList } from '../../../lib/joined-list';
import { searchKey, termsOf, textHolds } from '../../../lib/listing';
import { insertRecord, iso, updateRecord, type RecordSpec } from '../../../lib/records';
import { AssessmentErrors } from './assessments.errors';
import { processesOfSheet, rescoreProcesses } from './rescore.service';

type SheetInput = z.output<typeof questionSheetInputSchema>;
type SheetUpdate = z.output<typeof questionSheetUpdateSchema>;
type SheetListQuery = z.output<typeof questionSheetListQuerySchema>;

// Written out qualified: Drizzle leaves columns of a single-table select unqualified inside sql``.
const processCount = sql<number>`(SELECT count(*)::int FROM selective_processes p WHERE p.question_sheet_id = "question_sheets"."id")`;

const sheetColumns = { ...getTableColumns(questionSheets), processes: processCount };

type SheetRow = typeof questionSheets.$inferSelect & { processes: number };

const toSheet = (row: SheetRow): QuestionSheet => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const SORTS = {
  name: questionSheets.name,
  createdAt: questionSheets.createdAt,
  updatedAt: questionSheets.updatedAt,
} as const;

const assertCompany = async (db: Db, companyId: string): Promise<void> => {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new AppError(AssessmentErrors.companyNotFound);
};

/** A company's question sheets: a list of their table alone, whose rows count the processes using them. */
const sheetList = defineJoinedList({
  table: questionSheets,
  joins: [],
  fields: sheetColumns,
  sorts: SORTS,
  where: (query: SheetListQuery & { companyId: string }) => {
    const search = searchKey(query.key);
    return and(
      eq(questionSheets.companyId, query.companyId),
      search ? textHolds(questionSheets.name, termsOf(search)) : undefined,
    );
  },
  toAnswer: toSheet,
});

export const listSheets = async (
  db: Db,
  companyId: string,
  query: SheetListQuery,
): Promise<QuestionSheetPage> => {
  await assertCompany(db, companyId);
  return sheetList.page(db, { ...query, companyId }, null);
};

export const getSheet = async (db: Db, id: string): Promise<QuestionSheet> => {
  const [row] = await db.select(sheetColumns).from(questionSheets).where(eq(questionSheets.id, id));
  if (!row) throw new AppError(AssessmentErrors.sheetNotFound);
  return toSheet(row);
};

/** New questions get their id on save: the answers of the custom test point at it. */
const columnsOf = (input: SheetInput) => ({
  name: input.name,
  description: input.description ?? null,
  questions: input.questions.map((question) => ({
    id: question.id ?? randomUUID(),
    text: question.text,
    options: question.options,
    correctOption: question.correctOption,
  })),
});

const spec: RecordSpec<typeof questionSheets, string> = {
  table: questionSheets,
  entity: 'question_sheets',
  notFound: AssessmentErrors.sheetNotFound,
  toAnswer: (row) => row.id,
};

export const createSheet = async (
  db: Db,
  request: FastifyRequest,
  companyId: string,
  input: SheetInput,
): Promise<QuestionSheet> => {
  await assertCompany(db, companyId);
  return getSheet(
    db,
    await insertRecord(db, request, spec, { companyId, ...columnsOf(input) }, []),
  );
};

export const updateSheet = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: SheetUpdate,
): Promise<QuestionSheet> => {
  await updateRecord(db, request, spec, {
    id,
    updatedAt: input.updatedAt,
    values: columnsOf(input),
    rules: [],
  });
  await rescoreProcesses(db, await processesOfSheet(db, id));
  return getSheet(db, id);
};
