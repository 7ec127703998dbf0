import type { FastifyInstance } from 'fastify';

/**
 * The routes of a domain declared with `defineDomain` (contract/src/domain.ts): `npm run gen:index`
 * finds the `export const … = domainModule(…)` of `modules/<folder>/<folder>.routes.ts`, and
 * modules/index.ts registers it after the module of the folder `after` names (the OpenAPI
 * document lists the paths in that order), else after every other.
 */
export type DomainModule = {
  routes: (app: FastifyInstance) => Promise<void>;
  after?: string;
};

export const domainModule = (
  placement: { after?: string },
  routes: DomainModule['routes'],
): DomainModule => ({ routes, after: placement.after });
