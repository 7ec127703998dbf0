import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';

/** One finding of a linter, as a line a failing test can print. */
export type LintProblem = {
  linter: 'redocly' | 'spectral';
  rule: string;
  where: string;
  message: string;
};

/** Redocly's `recommended` rules: the errors only (warnings are advice). */
const redoclyErrors = async (source: string): Promise<LintProblem[]> => {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
  return problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => ({
      linter: 'redocly',
      rule: problem.ruleId,
      where: problem.location[0]?.pointer ?? '',
      message: problem.message,
    }));
};

/** Spectral's `spectral:oas` ruleset: severity 0 is an error. */
const spectralErrors = async (source: string): Promise<LintProblem[]> => {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  const results = await spectral.run(new Document(source, Json, 'openapi.json'));
  return results
    .filter((result) => result.severity === 0)
    .map((result) => ({
      linter: 'spectral',
      rule: String(result.code),
      where: result.path.join('/'),
      message: result.message,
    }));
};

/** Every error the two standard linters find in an OpenAPI document. */
export const lintOpenApi = async (document: unknown): Promise<LintProblem[]> => {
  const source = JSON.stringify(document);
  return [...(await redoclyErrors(source)), ...(await spectralErrors(source))];
};
