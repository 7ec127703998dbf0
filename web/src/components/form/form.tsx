import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormAlert } from './form-alert';

type FormProps<T extends FieldValues> = {
  form: Pick<UseFormReturn<T>, 'formState'>;
  onSubmit: FormEventHandler;
  submitLabel: string;
  /** `wide`: the full-width submit of the auth screens; `end`: a submit at the end of a card. */
  submitPlacement?: 'wide' | 'end';
  /** First focus or pointer press inside the form, e.g. to load what submitting needs. */
  onInteract?: () => void;
  children: ReactNode;
};

/** A form's frame: the form-level error on top, the fields, the submit with its busy state. */
export const Form = <T extends FieldValues>({
  form,
  onSubmit,
  submitLabel,
  submitPlacement = 'end',
  onInteract,
  children,
}: FormProps<T>) => (
  <Box
    component="form"
    noValidate
    onSubmit={onSubmit}
    onFocus={onInteract}
    onPointerDown={onInteract}
    sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
  >
    <FormAlert form={form} />
    {children}
    <Button
      type="submit"
      variant="contained"
      loading={form.formState.isSubmitting}
      {...(submitPlacement === 'wide'
        ? { size: 'large', fullWidth: true }
        : { sx: { alignSelf: 'flex-end' } })}
    >
      {submitLabel}
    </Button>
  </Box>
);
