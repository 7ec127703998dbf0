import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { optionsOf } from '@hub/contract/fields';
import {
  formatInterviewTime,
  SCORECARD_RECOMMENDATION_LABELS,
  SCORECARD_RECOMMENDATIONS,
  type Interview,
} from '@hub/contract/interviews';
import { applyServerErrors } from '../../lib/form-errors';
import { enqueueSnackbar } from '../../lib/toast';
import { FormAlert } from '../form/form-alert';
import { RhfSelect } from '../form/rhf-select';
import { RhfTextField } from '../form/rhf-text-field';
import { useSaveScorecard } from './interviews-api';

/** The criteria a scorecard starts with; the interviewer renames, removes or adds to them. */
const STARTING_CRITERIA = ['Comunicação', 'Conhecimento técnico', 'Alinhamento com a vaga'];
const SCORES = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }));

const formSchema = z.object({
  ratings: z
    .array(
      z.object({
        criterion: z.string().trim().min(1, { error: 'Informe o critério' }),
        score: z.string().min(1, { error: 'Dê uma nota de 1 a 5' }),
        comment: z.string(),
      }),
    )
    .min(1, { error: 'Avalie pelo menos um critério' }),
  recommendation: z.enum(SCORECARD_RECOMMENDATIONS, { error: 'Escolha Avançar, Talvez ou Não avançar' }),
  comment: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** One interviewer's scorecard of an interview that has begun: each criterion 1–5, a recommendation. */
export const ScorecardDialog = ({ interview, onClose }: { interview: Interview; onClose: () => void }) => {
  const save = useSaveScorecard(interview.id);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      ratings: STARTING_CRITERIA.map((criterion) => ({ criterion, score: '', comment: '' })),
      recommendation: '' as FormInput['recommendation'],
      comment: '',
    },
  });
  const ratings = useFieldArray({ control: form.control, name: 'ratings' });
  const { control } = form;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        ratings: values.ratings.map((rating) => ({ criterion: rating.criterion, score: Number(rating.score), comment: rating.comment || undefined })),
        recommendation: values.recommendation,
        comment: values.comment || undefined,
      });
      enqueueSnackbar('Avaliação registrada', { variant: 'success' });
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="scorecard-dialog-title">
      <DialogTitle id="scorecard-dialog-title">Avaliar entrevista</DialogTitle>
      <DialogContent>
        <Stack component="form" id="scorecard-form" noValidate spacing={2.5} sx={{ pt: 1 }} onSubmit={submit}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {interview.candidateName} · {interview.processTitle} · {formatInterviewTime(interview.startsAt)}
          </Typography>
          <FormAlert form={form} />
          {ratings.fields.map((field, index) => (
            <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} role="group" aria-label={`Critério ${index + 1}`}>
              <RhfTextField control={control} name={`ratings.${index}.criterion`} label="Critério" required />
              <RhfSelect control={control} name={`ratings.${index}.score`} label="Nota" required options={SCORES} sx={{ minWidth: 100 }} />
              <RhfTextField control={control} name={`ratings.${index}.comment`} label="Comentário" />
              <IconButton aria-label={`Remover o critério ${index + 1}`} onClick={() => ratings.remove(index)} disabled={ratings.fields.length === 1}>
                <DeleteOutlined />
              </IconButton>
            </Stack>
          ))}
          <Button startIcon={<Add />} sx={{ alignSelf: 'flex-start' }} onClick={() => ratings.append({ criterion: '', score: '', comment: '' })}>
            Adicionar critério
          </Button>
          <RhfSelect control={control} name="recommendation" label="Recomendação" required options={optionsOf(SCORECARD_RECOMMENDATION_LABELS)} />
          <RhfTextField control={control} name="comment" label="Comentário geral" multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" form="scorecard-form" variant="contained" loading={form.formState.isSubmitting}>
          Salvar avaliação
        </Button>
      </DialogActions>
    </Dialog>
  );
};

