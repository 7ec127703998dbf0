import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

/**
 * The form-level error (root), above the fields; after a duplicate's refusal, a link to the record
 * that already holds the value (useRecordSubmit's `existing`).
 */
export const FormAlert = <T extends FieldValues>({
  form,
}: {
  form: Pick<UseFormReturn<T>, 'formState'>;
}) => {
  const { root } = form.formState.errors;
  const message = root?.message;
  const existing = (root as { existing?: { message?: string } } | undefined)?.existing?.message;
  if (!message && !existing) return null;
  return (
    <>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      {existing && (
        <Alert severity="info">
          Este valor já pertence a outro cadastro.{' '}
          <Link component={RouterLink} to={existing}>
            Abrir o cadastro existente
          </Link>
        </Alert>
      )}
    </>
  );
};
