import { z } from 'zod';
import { apiErrorSchema } from './common';
import { defineOperations } from './operation';

/** Liveness (the process answers) and readiness (the database answers and the instance is not stopping). */
export const healthOperations = defineOperations({
  getHealth: {
    method: 'GET',
    path: '/health',
    summary: 'Se o processo responde (vivacidade)',
    tag: 'health',
    public: true,
    responses: { 200: z.object({ status: z.literal('ok') }) },
  },
  getReadiness: {
    method: 'GET',
    path: '/ready',
    summary: 'Se a instância pode receber pedidos: banco de dados acessível e sem parada em curso',
    tag: 'health',
    public: true,
    responses: { 200: z.object({ status: z.literal('ready') }), 503: apiErrorSchema },
  },
});
