import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from '../../../lib/toast';
import { labelBodySchema, type Label } from '@hub/contract/messages';
import { errorMessage, fieldErrors } from '../../../lib/api-client';
import { useSaveLabel } from '../api/save-label';

/** Creates a label, or renames and recolours one. */
export const LabelDialog = ({ label, onClose }: { label: Label | null; onClose: () => void }) => {
  const [name, setName] = useState(label?.name ?? '');
  const [color, setColor] = useState(label?.color ?? '#00A76F');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveLabel(label?.id);

  const submit = () => {
    const parsed = labelBodySchema.safeParse({ name, color });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        ),
      );
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        enqueueSnackbar(label ? 'Etiqueta atualizada' : 'Etiqueta criada', {
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        setErrors(fieldErrors(error));
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
      },
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="label-dialog-title">
      <DialogTitle id="label-dialog-title">
        {label ? 'Editar etiqueta' : 'Nova etiqueta'}
      </DialogTitle>
      <DialogContent
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
      >
        <TextField
          label="Nome"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
          autoFocus
        />
        <TextField
          label="Cor"
          type="color"
          value={color}
          onChange={(event) => setColor(event.target.value)}
          error={Boolean(errors.color)}
          helperText={errors.color}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
