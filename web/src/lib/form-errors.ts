import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage, fieldErrors } from './api-client';

/**
 * Shows a rejected request on the form: each issue under its field when the form has it (an
 * issue inside a list, 'features.0', under the list), the message above the form otherwise.
 * It only sets errors: what was typed stays as it was, ready to be corrected and sent again.
 */
export const applyServerErrors = <T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
): void => {
  const byField = fieldErrors(error);
  const fields = Object.keys(form.getValues());
  let shown = false;
  for (const [path, message] of Object.entries(byField)) {
    const field = fields.includes(path) ? path : path.split('.')[0];
    if (field && fields.includes(field)) {
      form.setError(field as FieldPath<T>, { message });
      shown = true;
    }
  }
  if (!shown) form.setError('root', { message: errorMessage(error) });
};
