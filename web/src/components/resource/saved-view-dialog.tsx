import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { z } from 'zod';
import { savedViewUpdateSchema } from '@hub/contract/saved-views';
import { Form } from '../form/form';
import { RhfSwitch } from '../form/rhf-switch';
import { RhfTextField } from '../form/rhf-text-field';
import { applyServerErrors } from '../../lib/form-errors';

const viewFormSchema = savedViewUpdateSchema.pick({ name: true, shared: true });
export type SavedViewFormValues = z.output<typeof viewFormSchema>;

type SavedViewDialogProps = {
  title: string;
  submitLabel: string;
  initial: SavedViewFormValues;
  /** Saving a new view asks whether the others see it; renaming does not. */
  askShared: boolean;
  /** Rejects with the API's answer: its field errors are shown and the dialog stays open. */
  onSubmit: (values: SavedViewFormValues) => Promise<void>;
  onClose: () => void;
};

/** Names a view (and shares it, when new): what was typed stays when the server refuses it. */
export const SavedViewDialog = ({
  title,
  submitLabel,
  initial,
  askShared,
  onSubmit,
  onClose,
}: SavedViewDialogProps) => {
  const titleId = useId();
  const form = useForm({ resolver: zodResolver(viewFormSchema), defaultValues: initial });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {/* Room above the first field for its floating label (DialogContent right under a title has none). */}
        <Box sx={{ pt: 1 }}>
          <Form form={form} onSubmit={submit} submitLabel={submitLabel}>
            <RhfTextField control={form.control} name="name" label="Nome da visão" required />
            {askShared && (
              <RhfSwitch
                control={form.control}
                name="shared"
                label="Visível para os outros administradores"
              />
            )}
          </Form>
        </Box>
      </DialogContent>
    </Dialog>
  );
};
