import { beforeAll, describe, expect, it } from 'vitest';
import { API_TAGS } from '@hub/contract/api-tags';
import type { Operation } from '@hub/contract/operation';
import { API_OPERATIONS } from '@hub/contract/operations';
import { checkGeneratedClient } from './test/openapi-client';
import { lintOpenApi } from './test/openapi-lint';
import { setupApp, type TestContext } from './test/helper';

type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  'x-permission'?: string;
  'x-personal-data'?: string[];
  tags?: string[];
  parameters?: { name: string; in: string; description?: string }[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  tags: { name: string; description: string }[];
};

describe('the OpenAPI document', () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    const ctx: TestContext = await setupApp();
    document = (await ctx.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
  });
  const operations = () =>
    Object.values(document.paths).flatMap((methods) => Object.values(methods));
  const operationNamed = (operationId: string) =>
    operations().find((operation) => operation.operationId === operationId);

  it('passes Redocly (recommended) and Spectral (spectral:oas) without an error', async () => {
    const problems = await lintOpenApi(document);
    expect(
      problems.map(
        (problem) => `${problem.linter} ${problem.rule} ${problem.where}: ${problem.message}`,
      ),
    ).toEqual([]);
  });

  it('describes every operation of the contract, each with a summary, a defined tag, a success and its errors', () => {
    expect(document.tags).toEqual(
      Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    );
    const ids = operations().map((operation) => operation.operationId);
    expect(ids.toSorted()).toEqual(Object.keys(API_OPERATIONS).toSorted());
    for (const operation of operations()) {
      expect(operation.summary, operation.operationId).toMatch(/\S/);
      expect(API_TAGS, operation.operationId).toHaveProperty(operation.tags?.[0] ?? '');
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith('2')),
        operation.operationId,
      ).toBe(true);
    }
  });

  it('declares the refusals of file downloads (CSV, video) as the JSON they are, and their success as the file', () => {
    const downloads = operations().filter((operation) =>
      Object.keys(operation.responses['200']?.content ?? {}).some((type) => type !== 'application/json'),
    );
    expect(downloads.length).toBeGreaterThanOrEqual(19);
    for (const operation of operations())
      for (const [status, response] of Object.entries(operation.responses))
        if (!status.startsWith('2') && response.content)
          expect(Object.keys(response.content), `${operation.operationId} ${status}`).toEqual(['application/json']);
    const csv = downloads.find((operation) => operation.operationId === 'exportCompanies');
    expect(Object.keys(csv?.responses['200']?.content ?? {})).toEqual(['text/csv']);
  });

  it("declares a list's exactTotal parameter and its page's totalCapped field", () => {
    const listCandidates = operationNamed('listCandidates');
    const exactTotal = listCandidates?.parameters?.find((parameter) => parameter.name === 'exactTotal');
    expect(exactTotal).toMatchObject({ in: 'query', description: expect.stringContaining('10.000') });
    const page = JSON.stringify(listCandidates?.responses['200']?.content?.['application/json']?.schema);
    expect(page).toContain('"totalCapped"');
  });

  it("declares the ids a board and a ranked page answer as uuids, though the answer's serializer does not test them again", () => {
    const answerOf = (operationId: string) =>
      JSON.stringify(operationNamed(operationId)?.responses['200']?.content?.['application/json']?.schema);
    const storedId = /"(id|candidateId|stageId|selectiveProcessId)":\{"type":"string","format":"uuid"\}/g;
    // The stage's id and the card's three; the row's four.
    expect(answerOf('getApplicationBoard').match(storedId)).toHaveLength(4);
    expect(answerOf('listApplications').match(storedId)).toHaveLength(4);
    // The process's id in the request is tested against the pattern.
    const processId = operationNamed('getApplicationBoard')?.parameters?.find(
      (parameter) => parameter.name === 'id',
    );
    expect(JSON.stringify(processId)).toMatch(/"format":"uuid","pattern":/);
  });

  it("shows each protected operation's permission (x-permission and a line of its description), none on a public one", () => {
    const exportCandidates = operationNamed('exportCandidates');
    expect(exportCandidates?.['x-permission']).toBe('profissionais.exportar');
    expect(exportCandidates?.description).toContain('Permissão do perfil de acesso: Exportar profissionais');
    for (const operation of operations()) {
      const declared: Operation = API_OPERATIONS[operation.operationId as keyof typeof API_OPERATIONS];
      expect(operation['x-permission'], operation.operationId).toBe(declared.permission);
      if (declared.public) expect(operation['x-permission'], operation.operationId).toBeUndefined();
      else expect(operation['x-permission'], operation.operationId).toMatch(/\S/);
    }
  });

  it('marks the personal fields (x-personal-data) and says so on the operations that answer them, and nowhere else', () => {
    const schemaOf = (operationId: string) => {
      const operation = operationNamed(operationId);
      return { operation, schema: operation?.responses['200']?.content?.['application/json']?.schema };
    };
    type Properties = { properties: Record<string, Record<string, unknown>> };
    const record = schemaOf('getCandidate');
    const properties = (record.schema as Properties).properties;
    expect(properties.cpf?.['x-personal-data']).toBe('cpf');
    expect(properties.phone?.['x-personal-data']).toBe('phone');
    expect(properties.birthDate?.['x-personal-data']).toBe('birthDate');
    expect(properties.name).toBeDefined();
    expect(properties.name?.['x-personal-data']).toBeUndefined();
    expect(properties.email?.['x-personal-data']).toBeUndefined();
    expect(record.operation?.['x-personal-data']).toEqual(['cpf', 'phone', 'birthDate']);
    expect(record.operation?.description).toContain(
      'vêm mascarados sem a permissão Ver dados pessoais completos (`dados-pessoais`)',
    );
    const list = schemaOf('listCandidates');
    expect(list.operation?.['x-personal-data']).toEqual(['cpf']);
    const company = schemaOf('getCompany');
    expect(company.operation?.['x-personal-data']).toBeUndefined();
    expect(company.operation?.description).not.toContain('mascarados');
    expect(JSON.stringify(company.schema)).not.toContain('x-personal-data');
  });

  it('gives a generated client (openapi-typescript) the contract types of every answer and body', async () => {
    expect(await checkGeneratedClient(document, Object.keys(API_OPERATIONS))).toEqual([]);
  }, 60_000);
});
