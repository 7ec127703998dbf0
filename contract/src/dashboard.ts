import { z } from 'zod';
import { defineOperations } from './operation';

const count = z.number().int();

/** Início: KPIs and series, precomputed at most DASHBOARD_TTL_SECONDS ago (computedAt says when). */
export const dashboardSummarySchema = z.object({
  kpis: z.object({
    professionals: z.object({ total: count, active: count }),
    companies: z.object({
      total: count,
      pending: count,
      active: count,
      suspended: count,
      inactive: count,
    }),
    openProcesses: count,
    applicationsThisMonth: count,
    /** Active subscriptions and their monthly recurring revenue (each price spread over its interval). */
    subscriptions: z.object({ active: count, monthlyRevenueCents: count }),
    emails30d: z.object({ sent: count, failed: count }),
  }),
  series: z.object({
    registrationsByMonth: z.array(
      z.object({ month: z.string(), professionals: count, companies: count }),
    ),
    applicationsByStage: z.array(z.object({ stage: z.string(), count })),
    deliveriesByDay: z.array(z.object({ day: z.string(), sent: count, failed: count })),
  }),
  computedAt: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const dashboardOperations = defineOperations({
  getDashboardSummary: {
    method: 'GET',
    path: '/dashboard/summary',
    summary: 'Os números e gráficos do Início',
    tag: 'dashboard',
    permission: 'conta',
    responses: { 200: dashboardSummarySchema },
  },
});
