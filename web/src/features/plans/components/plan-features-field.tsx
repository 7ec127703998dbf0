import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, type Control } from 'react-hook-form';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import type { PlanFormInput, PlanFormOutput } from './plan-form-schema';

type Props = { control: Control<PlanFormInput, unknown, PlanFormOutput>; error?: string };

/** The features a plan lists on the pricing page: add, edit, remove, one line each. */
export const PlanFeaturesField = ({ control, error }: Props) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'features' });
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Recursos do plano
      </Typography>
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <RhfTextField
            control={control}
            name={`features.${index}.value`}
            label={`Recurso ${index + 1}`}
          />
          <IconButton
            aria-label={`Remover recurso ${index + 1}`}
            onClick={() => remove(index)}
            sx={{ mt: 1 }}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      {error && (
        <Typography role="alert" variant="caption" color="error">
          {error}
        </Typography>
      )}
      <Button
        startIcon={<AddOutlined />}
        onClick={() => append({ value: '' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        Adicionar recurso
      </Button>
    </Stack>
  );
};
