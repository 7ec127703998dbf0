import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Operation, OperationInput } from '@hub/contract/operation';
import { call } from './api-client';

/**
 * The one mutation helper: calls a contract operation with what `toInput` makes of the argument
 * (a form's values become `{ params, body }`), and refreshes the lists and records under
 * `invalidates` once it succeeds.
 */
export const useOperationMutation = <Op extends Operation, Argument>(
  operation: Op,
  invalidates: QueryKey,
  toInput: (argument: Argument) => OperationInput<Op>,
) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (argument: Argument) => call(operation, toInput(argument)),
    onSuccess: () => client.invalidateQueries({ queryKey: invalidates }),
  });
};
