import { CATHO_MESSAGES } from '@hub/contract/catho';
import type { ErrorSpec } from '../../../lib/errors';

export const CathoErrors = {
  notConfigured: { kind: 'conflict', message: CATHO_MESSAGES.notConfigured },
  notPublishable: { kind: 'conflict', message: CATHO_MESSAGES.notPublishable },
  noPosting: { kind: 'conflict', message: CATHO_MESSAGES.noPosting },
  busy: {
    kind: 'conflict',
    message: 'Outra operação com esta vaga na Catho acabou de ser feita: recarregue e tente de novo',
  },
} as const satisfies Record<string, ErrorSpec>;

/** Catho answered with a refusal, or did not answer: the posting is failed and the request logged. */
export const cathoFailure = (exchange: { statusCode: number | null; error: string | null }): ErrorSpec => ({
  kind: 'bad_gateway',
  message:
    exchange.statusCode === null
      ? CATHO_MESSAGES.unreachable(exchange.error ?? 'sem resposta')
      : CATHO_MESSAGES.failed(exchange.error ?? `HTTP ${exchange.statusCode}`),
});
