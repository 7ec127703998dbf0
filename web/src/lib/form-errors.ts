import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage, fieldErrors } from './api-client';

/**
 * Shows a rejected request on the form: each issue under its field when the form has it,
 * the message above the form otherwise.
 */
export const applyServerErrors = <T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
): void => {
  const byField = fieldErrors(error);
  const fields = Object.keys(form.getValues());
  let shown = false;
  for (const [path, message] of Object.entries(byField)) {
    if (fields.includes(path)) {
      form.setError(path as FieldPath<T>, { message });
      shown = true;
    }
  }
  if (!shown) form.setError('root', { message: errorMessage(error) });
};
