import Alert from '@mui/material/Alert';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** The form-level error (root), above the fields. */
export const FormAlert = <T extends FieldValues>({
  form,
}: {
  form: Pick<UseFormReturn<T>, 'formState'>;
}) => {
  const message = form.formState.errors.root?.message;
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
};
