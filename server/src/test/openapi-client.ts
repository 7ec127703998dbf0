import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const DIR = path.join(import.meta.dirname, '..', '..', '.openapi-client');

/**
 * The types a standard generator (openapi-typescript) draws from the document, held against the
 * contract: for every operation, the success answer must be the same type both ways, and the JSON
 * body must agree with what the contract accepts and reads. Answers the compiler's complaints, one line each; none when a generated client agrees.
 */
export const checkGeneratedClient = async (
  document: unknown,
  operationIds: string[],
): Promise<string[]> => {
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(path.join(DIR, 'api.d.ts'), astToString(await openapiTS(document as never)));
  const each = operationIds.map((id) => `  ${id}: true,`).join('\n');
  fs.writeFileSync(
    path.join(DIR, 'check.ts'),
    `import type { z } from 'zod';
import type { Operation, OperationAnswer } from '@hub/contract/operation';
import type { ApiOperations } from '@hub/contract/operations';
import type { operations } from './api';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Content<R> = R extends { content: infer C } ? C[keyof C] : null;
type Responses<Id extends keyof operations> = operations[Id]['responses'];
type Success<Id extends keyof operations> = Responses<Id> extends { 200: infer R }
  ? Content<R>
  : Responses<Id> extends { 201: infer R }
    ? Content<R>
    : Responses<Id> extends { 202: infer R }
      ? Content<R>
      : null;
type RequestBody<Id extends keyof operations> = NonNullable<operations[Id]['requestBody']>;
type Body<Id extends keyof operations> = [RequestBody<Id>] extends [never] ? never : RequestBody<Id> extends { content: { 'application/json': infer T } } ? T : never;
type BodyIn<Op extends Operation> = Op['body'] extends z.ZodType ? z.input<Op['body']> : never;
type BodyOut<Op extends Operation> = Op['body'] extends z.ZodType ? z.output<Op['body']> : never;
// What a generated client sends, the contract accepts; what the contract reads, the client could send
// (a coerced field takes anything in, a default makes a field required only once read).
type Agrees<Generated, In, Out> = [Generated] extends [In] ? ([Out] extends [Generated] ? true : false) : false;
type Ids = keyof ApiOperations & keyof operations;

export const answers: { [Id in Ids]: Same<Success<Id>, OperationAnswer<ApiOperations[Id]>> } = {
${each}
};
export const bodies: { [Id in Ids]: Agrees<Body<Id>, BodyIn<ApiOperations[Id]>, BodyOut<ApiOperations[Id]>> } = {
${each}
};
`,
  );
  const base = ts.readConfigFile(path.join(DIR, '..', '..', 'tsconfig.base.json'), (file) =>
    ts.sys.readFile(file),
  );
  const { options } = ts.parseJsonConfigFileContent(base.config, ts.sys, DIR);
  const program = ts.createProgram([path.join(DIR, 'check.ts')], {
    ...options,
    noEmit: true,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
        : null;
    const line =
      where && diagnostic.file ? diagnostic.file.text.split('\n')[where.line]?.trim() : '';
    return `${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
};
