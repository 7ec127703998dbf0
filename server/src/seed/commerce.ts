import { asc, eq, inArray } from 'drizzle-orm';
import type { PlanCreate } from '@hub/contract/plans';
import { addInterval, discountCents } from '@hub/contract/pricing';
import type { PaymentMethod, SubscriptionStatus } from '@hub/contract/subscriptions';
import { companies, partners, plans, subscriptions, vouchers } from '../db/schema/index';
import type { DemoSeeder } from './seeder';

const DAY = 86_400_000;

/** The demo's plans; seed-large sells its subscriptions on them too. */
export const DEMO_PLANS: (PlanCreate & { status: 'active' | 'inactive' })[] = [
  {
    name: 'Essencial',
    description: 'Para a empresa que contrata de vez em quando.',
    priceCents: 19_900,
    interval: 'monthly',
    maxOpenProcesses: 2,
    maxApplicationsPerProcess: 150,
    features: [
      '2 processos seletivos abertos',
      'Até 150 inscrições por processo',
      'Teste de valores e de competências',
    ],
    displayOrder: 1,
    status: 'active',
  },
  {
    name: 'Profissional',
    description: 'Para equipes de RH com vagas abertas o ano todo.',
    priceCents: 44_900,
    interval: 'monthly',
    maxOpenProcesses: 6,
    maxApplicationsPerProcess: 600,
    features: [
      '6 processos seletivos abertos',
      'Até 600 inscrições por processo',
      'Entrevista em vídeo',
      'Publicação na Catho',
    ],
    displayOrder: 2,
    status: 'active',
  },
  {
    name: 'Profissional Trimestral',
    description: 'O plano Profissional pago por trimestre, com 10% de economia.',
    priceCents: 121_200,
    interval: 'quarterly',
    maxOpenProcesses: 6,
    maxApplicationsPerProcess: 600,
    features: ['Tudo do Profissional', 'Cobrança a cada 3 meses'],
    displayOrder: 3,
    status: 'active',
  },
  {
    name: 'Institucional Semestral',
    description: 'Para órgãos e entidades que fazem seleções em ciclos.',
    priceCents: 219_000,
    interval: 'semiannual',
    maxOpenProcesses: 10,
    maxApplicationsPerProcess: 2_000,
    features: [
      '10 processos seletivos abertos',
      'Até 2.000 inscrições por processo',
      'Prova personalizada',
    ],
    displayOrder: 4,
    status: 'active',
  },
  {
    name: 'Corporativo Anual',
    description: 'Sem limites, para grandes empregadores.',
    priceCents: 899_000,
    interval: 'yearly',
    maxOpenProcesses: null,
    maxApplicationsPerProcess: null,
    features: ['Processos seletivos ilimitados', 'Inscrições ilimitadas', 'Atendimento dedicado'],
    displayOrder: 5,
    status: 'active',
  },
  {
    name: 'Básico 2024',
    description: 'Plano antigo, mantido para as assinaturas que ainda o usam.',
    priceCents: 9_900,
    interval: 'monthly',
    maxOpenProcesses: 1,
    maxApplicationsPerProcess: 50,
    features: ['1 processo seletivo aberto'],
    displayOrder: 9,
    status: 'inactive',
  },
];

/** The life of each demo subscription, in turn: mostly active, every status present. */
const STATUS_CYCLE: SubscriptionStatus[] = [
  'active',
  'active',
  'active',
  'pending',
  'past_due',
  'active',
  'cancelled',
  'expired',
];
const METHODS: PaymentMethod[] = ['boleto', 'pix', 'card'];

/**
 * Plans, vouchers (one of each computed status) and one subscription for each of up to 60
 * companies already seeded, with voucher uses counted. Skipped when plans exist.
 */
export const commerceSeeder: DemoSeeder = {
  name: 'planos, vouchers e assinaturas',
  run: async (db) => {
    const [existing] = await db.select({ id: plans.id }).from(plans).limit(1);
    if (existing) return;
    await db.transaction(async (tx) => {
      const planRows = await tx.insert(plans).values(DEMO_PLANS).returning();
      const byName = (name: string) => planRows.find((plan) => plan.name === name)!;
      const now = Date.now();
      const [partner] = await tx
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.status, 'active'))
        .limit(1);
      const voucherRows = await tx
        .insert(vouchers)
        .values([
          {
            code: 'BEMVINDO10',
            description: 'Boas-vindas: 10% na primeira assinatura',
            discountType: 'percent',
            discountValue: 10,
            maxRedemptions: 500,
          },
          {
            code: 'ANUAL20',
            description: '20% no plano anual',
            discountType: 'percent',
            discountValue: 20,
            planIds: [byName('Corporativo Anual').id],
          },
          {
            code: 'PARCEIRO-50',
            description: 'R$ 50,00 de desconto para empresas indicadas por parceiro',
            discountType: 'fixed',
            discountValue: 5_000,
            partnerId: partner?.id ?? null,
            validUntil: new Date(now + 90 * DAY),
          },
          {
            code: 'VERAO2025',
            description: 'Campanha de verão encerrada',
            discountType: 'percent',
            discountValue: 15,
            validFrom: new Date(now - 200 * DAY),
            validUntil: new Date(now - 100 * DAY),
          },
          {
            code: 'LANCAMENTO',
            description: 'Lançamento do hub: esgotado',
            discountType: 'percent',
            discountValue: 30,
            maxRedemptions: 5,
          },
          {
            code: 'TESTE-INTERNO',
            description: 'Suspenso pela equipe',
            discountType: 'fixed',
            discountValue: 10_000,
            status: 'inactive',
            statusReason: 'Uso indevido',
          },
        ])
        .returning();
      const usable = voucherRows.filter((voucher) =>
        ['BEMVINDO10', 'PARCEIRO-50'].includes(voucher.code),
      );
      const companyRows = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(inArray(companies.status, ['active', 'pending']))
        .orderBy(asc(companies.createdAt), asc(companies.id))
        .limit(60);
      const sellable = planRows.filter((plan) => plan.status === 'active');
      const uses = new Map<string, number>();
      const rows = companyRows.map((company, index) => {
        const plan = sellable[index % sellable.length]!;
        const status = STATUS_CYCLE[index % STATUS_CYCLE.length]!;
        const voucher = index % 3 === 0 ? usable[(index / 3) % usable.length] : undefined;
        if (voucher) uses.set(voucher.id, (uses.get(voucher.id) ?? 0) + 1);
        // Live ones are inside their period; ended ones ended some days ago.
        const ended = status === 'cancelled' || status === 'expired';
        const periodStart = new Date(now - (ended ? 120 : (index % 20) + 1) * DAY);
        const periodEnd = ended ? new Date(now - 5 * DAY) : addInterval(periodStart, plan.interval);
        return {
          companyId: company.id,
          planId: plan.id,
          voucherId: voucher?.id ?? null,
          interval: plan.interval,
          priceCents: plan.priceCents,
          discountCents: voucher ? discountCents(plan.priceCents, voucher) : 0,
          paymentMethod: METHODS[index % METHODS.length]!,
          periodStart,
          periodEnd,
          status,
          statusReason: status === 'cancelled' ? 'Pedido da empresa' : null,
        };
      });
      if (rows.length > 0) await tx.insert(subscriptions).values(rows);
      // LANCAMENTO is all used up (by subscriptions older than this demo), so it shows as exhausted.
      uses.set(voucherRows.find((voucher) => voucher.code === 'LANCAMENTO')!.id, 5);
      for (const [voucherId, redemptions] of uses)
        await tx.update(vouchers).set({ redemptions }).where(eq(vouchers.id, voucherId));
    });
  },
};
