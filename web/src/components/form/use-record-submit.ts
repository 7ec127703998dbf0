import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from '../../lib/toast';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage, fieldErrors } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { fieldLabel, formatAuditValue } from '../history/audit-format';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/** What a record's form does with its values: one request, its toast, the page that follows. */
export type RecordSubmit<Values, Saved> = {
  /** Creates the record, or updates it with the `updatedAt` it was loaded with. */
  save: (values: Values) => Promise<Saved>;
  /** The success toast: 'Parceiro cadastrado', 'Parceiro atualizado'. */
  saved: string;
  /** Where the saved record is shown next: the list, or its own page. */
  next: (saved: Saved) => string;
  /** The page of the record a duplicate's refusal (409 with `recordId`) names, to open it. */
  existing?: (id: string) => string;
};

/** The record a refusal names (a duplicate CNPJ's company), if any. */
const recordIdOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'recordId' in error
    ? String(error.recordId)
    : undefined;

/**
 * A save refused because someone else changed the record meanwhile: what the administrator had
 * changed, and the values the form was loaded with, kept by the page's address while the page
 * loads the current record and builds its form again from it.
 */
type Kept = { typed: Record<string, unknown>; loaded: Record<string, unknown> };
const keptByPage = new Map<string, Kept>();

const isStaleWrite = (error: unknown): boolean => 'updatedAt' in fieldErrors(error);

const shown = (field: string, value: unknown): string =>
  Array.isArray(value) || (typeof value === 'object' && value !== null)
    ? 'alterado'
    : formatAuditValue(field, value);

/** What the other person changed, field by field, in the form's terms. */
const changesBetween = (loaded: Record<string, unknown>, current: Record<string, unknown>) =>
  Object.keys(current)
    .filter((field) => JSON.stringify(loaded[field]) !== JSON.stringify(current[field]))
    .map(
      (field) =>
        `${fieldLabel(field)}: ${shown(field, loaded[field])} → ${shown(field, current[field])}`,
    );

/**
 * The submit of every record's create-and-edit form: asks before leaving it unsaved, saves, says
 * so and goes on; a refused save keeps what was typed, marks the fields the server named and
 * shows its message. A save refused because someone else changed the record meanwhile (409 on
 * `updatedAt`) keeps what the administrator changed: the page loads the current record, its form
 * starts from it with their changes on top, and says what the other person changed; saving again
 * applies theirs over the current version.
 */
export const useRecordSubmit = <Input extends FieldValues, Values, Saved>(
  form: UseFormReturn<Input, unknown, Values>,
  { save, saved, next, existing }: RecordSubmit<Values, Saved>,
) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const page = useLocation().pathname;
  const allowLeave = useUnsavedChangesGuard(form.formState.isDirty);

  // The form built again from the current record: their changes on top, and what changed.
  useEffect(() => {
    const kept = keptByPage.get(page);
    if (!kept) return;
    keptByPage.delete(page);
    const current = form.getValues() as Record<string, unknown>;
    const changes = changesBetween(kept.loaded, current);
    for (const [field, value] of Object.entries(kept.typed))
      form.setValue(field as FieldPath<Input>, value as PathValue<Input, FieldPath<Input>>, {
        shouldDirty: true,
      });
    form.setError('root', {
      message: `Este registro foi alterado por outra pessoa enquanto você editava${
        changes.length ? ` (${changes.join('; ')})` : ''
      }. Os seus valores foram mantidos sobre a versão atual: salve para aplicá-los.`,
    });
  }, [form, page]);

  return form.handleSubmit(async (values) => {
    try {
      const record = await save(values);
      allowLeave();
      enqueueSnackbar(saved, { variant: 'success' });
      void navigate(next(record));
    } catch (error) {
      if (isStaleWrite(error)) {
        const { dirtyFields, defaultValues } = form.formState;
        const typed = Object.fromEntries(
          Object.keys(dirtyFields).map((field) => [field, form.getValues(field as FieldPath<Input>)]),
        );
        keptByPage.set(page, { typed, loaded: { ...defaultValues } });
        form.setError('root', { message: errorMessage(error) });
        // The page's record is read again; its form starts over from it (the effect above).
        await queryClient.refetchQueries({ type: 'active' });
        return;
      }
      applyServerErrors(form, error);
      const recordId = recordIdOf(error);
      // FormAlert links to the record that already holds the value.
      if (recordId && existing)
        form.setError('root.existing', { type: 'link', message: existing(recordId) });
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  });
};
