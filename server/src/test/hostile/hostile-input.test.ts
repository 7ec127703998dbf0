import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@hub/contract/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/index';
import { loginAs, randomIp, setupApp, type TestContext } from '../helper';
import { snapshotTables, type TableSnapshot } from './db-snapshot';
import type { Json } from './json-schema';
import {
  hostileCases,
  operationsOf,
  uploadCases,
  type HostileCase,
  type OpenApiDocument,
  type Operation,
} from './openapi-cases';
import { bodyFromRow, editableOperations, hostileEdits } from './valid-edits';

/**
 * Every operation of the OpenAPI document, sent malformed and hostile input as the administrator,
 * on a database holding the demo data: never a 500, always the error shape, and not one row
 * changed. RELIABILITY.md ("Hostile input") records the figures of this run.
 */

/**
 * Tables that change by design while requests are refused: refused logins and resets count
 * attempts per address (brute-force protection), and reading the dashboard refreshes its cache.
 */
const CHANGES_BY_DESIGN = new Set(['rate_limits', 'dashboard_snapshots']);
/** Small groups: parallel enough to be quick, small enough to keep PGlite's single connection fair. */
const GROUP = 8;

type Answer = { statusCode: number; body: string; contentType: string };

let ctx: TestContext;
let headers: { authorization: string };
let operations: Operation[];
let cases: HostileCase[];
let before: TableSnapshot;
const answers = new Map<HostileCase, Answer>();

/** A request the server drops without answering counts as an answer of status 0, reported as a failure. */
const send = async (request: {
  method: HostileCase['method'];
  url: string;
  payload?: string;
  contentType?: string;
}): Promise<Answer> => {
  const response = await ctx.app
    .inject({
      method: request.method,
      url: request.url,
      remoteAddress: randomIp(),
      headers: {
        ...headers,
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    })
    .catch((error: Error) => error);
  if (response instanceof Error) return { statusCode: 0, body: response.message, contentType: '' };
  return {
    statusCode: response.statusCode,
    body: response.body,
    contentType: String(response.headers['content-type'] ?? ''),
  };
};

const describeCase = (item: HostileCase, answer: Answer): string =>
  `${item.operation} [${item.label}] → ${answer.statusCode} ${answer.body.slice(0, 160)}`;

/** How many rows an answer lists: the page's total, or the lines of a CSV; null for anything else. */
const listed = (answer: Answer): number | null => {
  if (answer.statusCode !== 200) return null;
  if (answer.contentType.includes('text/csv')) return answer.body.trim().split('\n').length;
  if (!answer.contentType.includes('application/json')) return null;
  const body = JSON.parse(answer.body) as { totalItens?: unknown; rows?: unknown };
  if (typeof body.totalItens === 'number') return body.totalItens;
  return Array.isArray(body) ? body.length : null;
};

/** A real row's path: the first row of the list before `{id}`, or the path itself when it has no id. */
const rowUrl = async (path: string, listPath: string | null): Promise<string | null> => {
  if (listPath === null) return path;
  const list = JSON.parse((await send({ method: 'GET', url: `${listPath}?limit=1` })).body) as
    { rows?: { id?: string }[] } | { id?: string }[];
  const first = Array.isArray(list) ? list[0] : list.rows?.[0];
  return first?.id ? path.replace(/\{\w+\}/, first.id) : null;
};

beforeAll(async () => {
  ctx = await setupApp();
  await seedDemoData(ctx.database.db, () => undefined);
  ({ headers } = await loginAs(ctx.app));
  const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
  operations = operationsOf(document);
  const missingId = randomUUID();
  cases = operations.flatMap((operation, index) => hostileCases(operation, missingId, index));
  // Uploads also get their garbage on a real row, so it reaches the multipart parser and the type check.
  for (const operation of operations.filter(
    (item) => item.upload && item.pathParams.length === 1,
  )) {
    const url = await rowUrl(operation.path, operation.path.slice(0, operation.path.indexOf('/{')));
    if (url) cases.push(...uploadCases(operation, url));
  }
  before = await snapshotTables(ctx.database, CHANGES_BY_DESIGN);
  for (let start = 0; start < cases.length; start += GROUP) {
    const group = cases.slice(start, start + GROUP);
    const results = await Promise.all(group.map(send));
    group.forEach((item, index) => answers.set(item, results[index] as Answer));
  }
}, 120_000);

describe('hostile input on every operation of the OpenAPI document', () => {
  it('covers every operation', () => {
    expect(operations.length).toBeGreaterThan(100);
    // Photo, two logos, video resume, interview video, a spreadsheet to import: the document declares each upload's body.
    expect(operations.filter((operation) => operation.upload)).toHaveLength(6);
    const covered = new Set(cases.map((item) => item.operation));
    expect(
      operations
        .filter((operation) => !covered.has(operation.name))
        .map((operation) => operation.name),
    ).toEqual([]);
    console.info(`hostile input: ${operations.length} operations, ${cases.length} requests`);
  });

  it('never answers 5xx, and every error has the error shape', () => {
    const failures = cases.flatMap((item) => {
      const answer = answers.get(item);
      if (!answer) return [`${item.operation} [${item.label}] not sent`];
      if (answer.statusCode >= 500 || answer.statusCode === 0) return [describeCase(item, answer)];
      if (answer.statusCode < 400) return [];
      const parsed = apiErrorSchema.safeParse(JSON.parse(answer.body));
      return parsed.success && parsed.data.statusCode === answer.statusCode && parsed.data.message
        ? []
        : [`error shape: ${describeCase(item, answer)}`];
    });
    expect(failures).toEqual([]);
  });

  it('refuses with a 4xx every request that is invalid or names a missing row', () => {
    const failures = cases.flatMap((item) => {
      const answer = answers.get(item);
      if (item.expect !== 'reject' || !answer) return [];
      const expected = item.status
        ? answer.statusCode === item.status
        : answer.statusCode >= 400 && answer.statusCode < 500;
      return expected ? [] : [`expected ${item.status ?? '4xx'}: ${describeCase(item, answer)}`];
    });
    expect(failures).toEqual([]);
  });

  it('names the field when text carries NUL or a lone surrogate (no text column can store them)', () => {
    const failures = cases.flatMap((item) => {
      const answer = answers.get(item);
      if (!item.unstorableIn || !answer || answer.statusCode !== 400)
        return item.unstorableIn && answer?.statusCode !== 400
          ? [describeCase(item, answer ?? { statusCode: 0, body: '', contentType: '' })]
          : [];
      const issues = (JSON.parse(answer.body) as { issues?: { path: string }[] }).issues ?? [];
      return issues.some((issue) => issue.path === item.unstorableIn)
        ? []
        : [`not named ${item.unstorableIn}: ${describeCase(item, answer)}`];
    });
    expect(failures).toEqual([]);
  });

  it('finds no more rows with injection strings than with a plain unknown word', async () => {
    const baselines = new Map<string, Answer>();
    const failures: string[] = [];
    for (const item of cases) {
      const answer = answers.get(item);
      if (!item.baseline || !answer || item.method !== 'GET') continue;
      const count = listed(answer);
      if (count === null) continue;
      const baseline =
        baselines.get(item.baseline) ?? (await send({ method: 'GET', url: item.baseline }));
      baselines.set(item.baseline, baseline);
      const expected = listed(baseline);
      if (expected === null || count > expected)
        failures.push(`${describeCase(item, answer)} lists ${count}, a plain search ${expected}`);
    }
    expect(failures).toEqual([]);
  });

  it('changes no row in any table', async () => {
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(await snapshotTables(ctx.database, CHANGES_BY_DESIGN)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/** Texts that no sanitizer or trimming would touch in a plain text field: stored as sent, or refused. */
const VERBATIM = new Set(['SQL OR', 'SQL DROP', 'emoji', 'RTL override', 'combining marks']);

describe('hostile values inside otherwise valid edits of real rows', () => {
  it('stores them as sent or refuses them with a 4xx, never a 5xx, and the row stays readable', async () => {
    const failures: string[] = [];
    const exercised: string[] = [];
    let sent = 0;
    for (const [index, { operation, body: schema, listPath }] of editableOperations(
      operations,
    ).entries()) {
      const url = await rowUrl(operation.path, listPath);
      if (!url) continue;
      const read = async (): Promise<Record<string, Json>> => {
        const answer = await send({ method: 'GET', url });
        if (answer.statusCode !== 200)
          failures.push(`${operation.name}: reading the row → ${answer.statusCode}`);
        return JSON.parse(answer.body) as Record<string, Json>;
      };
      const plain = bodyFromRow(schema, await read());
      const roundTrip = await send({
        method: 'PUT',
        url,
        payload: JSON.stringify(plain),
        contentType: 'application/json',
      });
      // Edits whose GET answer is not the PUT body (another shape) cannot start from a valid body.
      if (roundTrip.statusCode !== 200) continue;
      exercised.push(operation.name);
      for (const edit of hostileEdits(schema, plain, index)) {
        const payload = edit.payload(bodyFromRow(schema, await read()));
        const answer = await send({ method: 'PUT', url, payload, contentType: 'application/json' });
        sent += 1;
        const label = `${operation.name} [${edit.label}] → ${answer.statusCode} ${answer.body.slice(0, 160)}`;
        if (answer.statusCode >= 500 || answer.statusCode === 0) failures.push(label);
        else if (
          answer.statusCode >= 400 &&
          !apiErrorSchema.safeParse(JSON.parse(answer.body)).success
        )
          failures.push(`error shape: ${label}`);
        else if (answer.statusCode === 200 && VERBATIM.has(edit.hostile.name)) {
          const stored = (await read())[edit.field];
          if (stored !== edit.hostile.value)
            failures.push(`stored ${JSON.stringify(stored)}: ${label}`);
        }
      }
    }
    console.info(
      `hostile input in valid edits: ${exercised.length} operations (${exercised.join(', ')}), ${sent} requests`,
    );
    expect(failures).toEqual([]);
    expect(exercised.length).toBeGreaterThanOrEqual(8);
    const tables = await snapshotTables(ctx.database, CHANGES_BY_DESIGN);
    expect(Object.keys(tables)).toEqual(Object.keys(before));
    expect(tables.users?.rows).toBe(before.users?.rows);
  }, 60_000);
});
