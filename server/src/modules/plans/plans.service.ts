import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import {
  PLAN_INTERVAL_LABELS,
  PLAN_LIFECYCLE,
  type Plan,
  type PlanCreate,
  type PlanExportQuery,
  type PlanSort,
  type PublicPlan,
} from '@hub/contract/plans';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema/index';
import { csvMoney, type CsvColumn } from '../../lib/csv';
import { textHolds, type ListSearch, type SortExpression } from '../../lib/listing';
import { defineResource } from '../../lib/resource';
import type { UniqueRule } from '../../lib/unique';
import { PlanErrors } from './plans.errors';

type PlanRow = typeof plans.$inferSelect;

export const toPlan = (row: PlanRow): Plan => ({
  ...row,
  statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const SORTS: Record<PlanSort, SortExpression> = {
  displayOrder: plans.displayOrder,
  name: plans.name,
  priceCents: plans.priceCents,
  interval: plans.interval,
  status: plans.status,
  createdAt: plans.createdAt,
  updatedAt: plans.updatedAt,
};

/** `key` matches a fragment of the name or the description, accents ignored. */
const PLAN_SEARCH: ListSearch = {
  formOf: () => 'text',
  condition: (terms) => or(textHolds(plans.name, terms), textHolds(plans.description, terms)),
};

const filtersOf = (query: PlanExportQuery): SQL | undefined =>
  and(
    query.status ? eq(plans.status, query.status) : undefined,
    query.interval ? eq(plans.interval, query.interval) : undefined,
  );

const PLAN_CSV: CsvColumn<PlanRow>[] = [
  { header: 'Nome', value: (row) => row.name },
  { header: 'Descrição', value: (row) => row.description },
  { header: 'Preço (R$)', value: (row) => csvMoney(row.priceCents) },
  { header: 'Periodicidade', value: (row) => PLAN_INTERVAL_LABELS[row.interval] },
  { header: 'Processos abertos (máx.)', value: (row) => row.maxOpenProcesses ?? 'ilimitado' },
  {
    header: 'Inscrições por processo (máx.)',
    value: (row) => row.maxApplicationsPerProcess ?? 'ilimitado',
  },
  { header: 'Recursos', value: (row) => row.features.join(' | ') },
  { header: 'Ordem', value: (row) => row.displayOrder },
  { header: 'Status', value: (row) => PLAN_LIFECYCLE.labels[row.status] },
  { header: 'Criado em', value: (row) => row.createdAt },
];

export const planResource = defineResource({
  table: plans,
  entity: 'plans',
  label: plans.name,
  notFound: PlanErrors.notFound,
  toAnswer: toPlan,
  list: { sorts: SORTS, search: PLAN_SEARCH, filters: filtersOf },
  csv: { file: 'planos', columns: PLAN_CSV },
  lifecycle: PLAN_LIFECYCLE,
  unique: (input: PlanCreate): UniqueRule[] => [
    { index: 'plans_name_unique', where: eq(plans.name, input.name), error: PlanErrors.nameTaken },
  ],
});

/** The pricing page's plans: active ones in display order. */
export const listPublicPlans = async (db: Db): Promise<PublicPlan[]> =>
  db
    .select({
      id: plans.id,
      name: plans.name,
      description: plans.description,
      priceCents: plans.priceCents,
      interval: plans.interval,
      maxOpenProcesses: plans.maxOpenProcesses,
      maxApplicationsPerProcess: plans.maxApplicationsPerProcess,
      features: plans.features,
      displayOrder: plans.displayOrder,
    })
    .from(plans)
    .where(eq(plans.status, 'active'))
    .orderBy(asc(plans.displayOrder), asc(plans.priceCents), asc(plans.id));

/** The plan, or its 404: a subscription or voucher names one. */
export const getPlan = (db: Db, id: string): Promise<PlanRow> => planResource.find(db, id);
