import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainDeclaration } from '@hub/contract/domain';
import { DOMAINS } from '@hub/contract/domains.generated';
import { API_OPERATIONS } from '@hub/contract/operations';
import { createPlan, insertCompany } from '../test/commerce';
import { createCandidate, createCompany } from '../test/factories';
import { loginAs, setupApp, type TestContext } from '../test/helper';
import { createProcess, openProcess, subscribedCompany } from '../test/processes';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await setupApp();
  ({ headers } = await loginAs(ctx.app));
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

/**
 * A word of its own per record, so that each search finds one record whatever else the file made:
 * eight of sixteen letters, drawn evenly (digits would make a key a CPF's or CNPJ's start).
 */
const tag = () =>
  randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)));

type ListCase = {
  name: string;
  list: string;
  csv: string;
  /** What the record's searched text starts with, with accents and without. */
  accented: string;
  plain: string;
  create: (text: string) => Promise<{ id: string; shown: string }>;
};

/**
 * Every domain that declares a list (`defineDomain`'s `list`): a record made through its create
 * operation from the declared sample, its searched name set.
 */
const DECLARED = (DOMAINS as readonly DomainDeclaration[]).flatMap(({ tag: { name }, list }) =>
  list
    ? [
        {
          sortedBy: list.sortedByName === false ? undefined : list.named,
          name,
          list: list.path,
          csv: `${list.path}/export.csv`,
          accented: 'Associação Médica',
          plain: 'associacao medica',
          create: async (shown: string) => {
            const created = await ctx.app.inject({
              method: 'POST',
              url: `/api${list.path}`,
              headers,
              payload: {
                ...list.sample,
                ...Object.fromEntries(
                  (list.unique ?? []).map((field) => [field, `${tag()}${String(list.sample[field])}`]),
                ),
                [list.named]: shown,
              },
            });
            expect(created.statusCode, created.body).toBe(201);
            return { id: created.json<{ id: string }>().id, shown };
          },
        },
      ]
    : [],
);

/**
 * Every list-backed entity, with a record made through its own API whose searched text is written
 * with accents or without: the other form finds it, on the page and in the CSV asked with the same
 * key, where the text stands as it was written. The declared domains' come from their declarations.
 */
const LISTS: ListCase[] = [
  ...DECLARED,
  {
    name: 'companies',
    list: '/companies',
    csv: '/companies/export.csv',
    accented: 'Clínica São José',
    plain: 'clinica sao jose',
    create: async (shown) => {
      const company = await createCompany(ctx.app, headers, { legalName: shown });
      return { id: company.id, shown };
    },
  },
  {
    name: 'professionals',
    list: '/candidates',
    csv: '/candidates/export.csv',
    accented: 'Conceição Araújo',
    plain: 'conceicao araujo',
    create: async (shown) => {
      const candidate = await createCandidate(ctx.app, headers, { name: shown });
      return { id: candidate.id, shown };
    },
  },
  {
    name: 'subscriptions',
    list: '/subscriptions',
    csv: '/subscriptions/export.csv',
    accented: 'Padaria Pão de Açúcar',
    plain: 'padaria pao de acucar',
    create: async (shown) => {
      const company = await insertCompany(ctx.database.db, { tradeName: shown });
      const plan = await createPlan(ctx.app, headers);
      const subscribed = await ctx.app.inject({
        method: 'POST',
        url: '/api/subscriptions',
        headers,
        payload: { companyId: company.id, planId: plan.id, paymentMethod: 'pix' },
      });
      expect(subscribed.statusCode, subscribed.body).toBe(201);
      return { id: subscribed.json<{ id: string }>().id, shown };
    },
  },
  {
    name: 'selective processes',
    list: '/selective-processes',
    csv: '/selective-processes/export.csv',
    accented: 'Seleção de Técnico',
    plain: 'selecao de tecnico',
    create: async (shown) => {
      const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
      const process = await createProcess(ctx.app, headers, company.id, { title: shown });
      return { id: process.id, shown };
    },
  },
  {
    name: 'applications of every process',
    list: '/applications',
    csv: '/applications/export.csv',
    accented: 'Inês Gonçalves',
    plain: 'ines goncalves',
    create: async (shown) => {
      const { company } = await subscribedCompany(ctx.app, ctx.database.db, headers);
      const process = await createProcess(ctx.app, headers, company.id);
      await openProcess(ctx.app, headers, process.id);
      const candidate = await createCandidate(ctx.app, headers, { name: shown });
      const enrolled = await ctx.app.inject({
        method: 'POST',
        url: `/api/selective-processes/${process.id}/applications`,
        headers,
        payload: { candidateId: candidate.id },
      });
      expect(enrolled.statusCode, enrolled.body).toBe(201);
      return { id: enrolled.json<{ id: string }>().id, shown };
    },
  },
  {
    name: 'LGPD requests',
    list: '/lgpd-requests',
    csv: '/lgpd-requests/export.csv',
    accented: 'Joaquim Conceição',
    plain: 'joaquim conceicao',
    create: async (shown) => {
      const candidate = await createCandidate(ctx.app, headers, { name: shown });
      const registered = await ctx.app.inject({
        method: 'POST',
        url: '/api/lgpd-requests',
        headers,
        payload: {
          cpf: candidate.cpf,
          channel: 'email',
          right: 'acesso',
          identityCheck: 'Documento conferido',
          receivedOn: '2026-01-05',
        },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      return { id: registered.json<{ id: string }>().id, shown };
    },
  },
];

describe('every list and its CSV', () => {
  it("exercises every record's CSV of the contract (a domain's is by declaring its list)", () => {
    const recordCsvs = Object.values(API_OPERATIONS)
      .map((operation) => operation.path)
      .filter((path) => /^\/[^/]+\/export\.csv$/.test(path));
    expect(LISTS.map((entry) => entry.csv).toSorted()).toEqual(recordCsvs.toSorted());
  });

  const findsOnly = async (entry: (typeof LISTS)[number], written: string, typed: string) => {
    const word = tag();
    const record = await entry.create(`${written} ${word}`);
    const key = encodeURIComponent(`${typed} ${word}`);
    const page = await get(`${entry.list}?key=${key}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<{ rows: { id: string }[] }>().rows.map((row) => row.id)).toEqual([record.id]);
    const csv = await get(`${entry.csv}?key=${key}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(record.shown);
  };

  it.each(LISTS)('$name: a key typed without accents finds what was written with them', (entry) =>
    findsOnly(entry, entry.accented, entry.plain),
  );

  it.each(LISTS)(
    '$name: a key typed with accents, in capitals, finds what was written without them',
    (entry) => findsOnly(entry, entry.plain, entry.accented.toUpperCase()),
  );
});

describe('Portuguese order', () => {
  const TYPED = ['Bruno', 'Carlos', 'Zélia', 'ana', 'Ângela', 'Érica'];
  const PORTUGUESE = ['ana', 'Ângela', 'Bruno', 'Carlos', 'Érica', 'Zélia'];
  const SORTED_BY_NAME: Record<string, string> = {
    companies: 'legalName',
    professionals: 'name',
    'selective processes': 'title',
    ...Object.fromEntries(
      DECLARED.flatMap((entry) => (entry.sortedBy ? [[entry.name, entry.sortedBy]] : [])),
    ),
  };
  const byName = LISTS.filter((entry) => entry.name in SORTED_BY_NAME);

  it.each(byName)('$name: sorted by name on the page and in the CSV, accents and case as a reader expects', async (entry) => {
    const word = tag();
    const made = new Map<string, string>();
    for (const first of TYPED) made.set((await entry.create(`${first} ${word}`)).id, first);
    const query = `key=${word}&sort=${SORTED_BY_NAME[entry.name]}&order=asc&limit=10`;
    const page = await get(`${entry.list}?${query}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<{ rows: { id: string }[] }>().rows.map((row) => made.get(row.id))).toEqual(PORTUGUESE);
    const descending = await get(`${entry.list}?${query.replace('order=asc', 'order=desc')}`);
    expect(descending.json<{ rows: { id: string }[] }>().rows.map((row) => made.get(row.id))).toEqual(
      PORTUGUESE.toReversed(),
    );
    const csv = await get(`${entry.csv}?${query}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n').slice(1);
    expect(lines.map((line) => PORTUGUESE.find((first) => line.includes(`${first} ${word}`)))).toEqual(PORTUGUESE);
  });

  it('professionals: pages asked by number (page anchors) walk the names in Portuguese order', async () => {
    const word = tag();
    for (const first of TYPED) await createCandidate(ctx.app, headers, { name: `${first} ${word}` });
    const seen: string[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const page = await get(`/candidates?sort=name&order=asc&limit=100&page=${pageNumber}`);
      const rows = page.json<{ rows: { name: string }[] }>().rows;
      seen.push(...rows.map((row) => row.name).filter((name) => name.endsWith(` ${word}`)));
      if (rows.length < 100) break;
    }
    expect(seen).toEqual(PORTUGUESE.map((first) => `${first} ${word}`));
  });
});
