import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Operation, OperationAnswer } from '@hub/contract/operation';
import { call, type CallInput } from './api-client';

/**
 * The one mutation helper: calls a contract operation with what `toInput` makes of the argument
 * (a form's values become `{ params, body }`), and refreshes the lists and records under
 * `invalidates` once it succeeds (`null` when it changes nothing cached: a voucher's check; `[]`
 * refreshes everything, as new ranking weights do).
 * `onSuccess` is what else the answer does, after that refresh: the new session of a password
 * change, say.
 */
export const useOperationMutation = <Op extends Operation, Argument>(
  operation: Op,
  invalidates: QueryKey | null,
  toInput: (argument: Argument) => CallInput<Op>,
  onSuccess?: (answer: OperationAnswer<Op>) => unknown,
) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (argument: Argument) => call(operation, toInput(argument)),
    onSuccess: async (answer) => {
      if (invalidates) await client.invalidateQueries({ queryKey: invalidates });
      await onSuccess?.(answer);
    },
  });
};
