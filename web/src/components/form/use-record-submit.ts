import { enqueueSnackbar } from 'notistack';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/** What a record's form does with its values: one request, its toast, the page that follows. */
export type RecordSubmit<Values, Saved> = {
  /** Creates the record, or updates it with the `updatedAt` it was loaded with. */
  save: (values: Values) => Promise<Saved>;
  /** The success toast: 'Parceiro cadastrado', 'Parceiro atualizado'. */
  saved: string;
  /** Where the saved record is shown next: the list, or its own page. */
  next: (saved: Saved) => string;
};

/**
 * The submit of every record's create-and-edit form: asks before leaving it unsaved, saves, says
 * so and goes on; a refused save keeps what was typed, marks the fields the server named and
 * shows its message.
 */
export const useRecordSubmit = <Input extends FieldValues, Values, Saved>(
  form: UseFormReturn<Input, unknown, Values>,
  { save, saved, next }: RecordSubmit<Values, Saved>,
) => {
  const navigate = useNavigate();
  const allowLeave = useUnsavedChangesGuard(form.formState.isDirty);
  return form.handleSubmit(async (values) => {
    try {
      const record = await save(values);
      allowLeave();
      enqueueSnackbar(saved, { variant: 'success' });
      void navigate(next(record));
    } catch (error) {
      applyServerErrors(form, error);
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  });
};
