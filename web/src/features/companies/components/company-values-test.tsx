import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toast';
import { VALUE_SCORE_LABELS, type CompanyValues } from '@hub/contract/companies';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCompanyValues, useSaveCompanyValues } from '../api/companies';
import { ValueItemsEditor } from './value-items-editor';

const ValuesForm = ({ companyId, values }: { companyId: string; values: CompanyValues }) => {
  const save = useSaveCompanyValues(companyId);
  const [scores, setScores] = useState<Record<string, number | ''>>(() =>
    Object.fromEntries(values.answers.map((answer) => [answer.valueId, answer.score ?? ''])),
  );
  const answers = Object.entries(scores).flatMap(([valueId, score]) =>
    score === '' ? [] : [{ valueId, score }],
  );

  const submit = async () => {
    try {
      await save.mutateAsync({ answers });
      enqueueSnackbar('Teste de valores salvo', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <SectionCard
      title="Teste de valores"
      description={
        values.answeredAt
          ? `Respondido em ${formatDateTime(values.answeredAt)}. Cada valor recebe uma nota de 1 a 5.`
          : 'A empresa ainda não respondeu. Cada valor recebe uma nota de 1 a 5.'
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {values.answers.map((answer) => (
          <TextField
            key={answer.valueId}
            select
            label={answer.valueName}
            value={scores[answer.valueId] ?? ''}
            onChange={(event) =>
              setScores((current) => ({
                ...current,
                [answer.valueId]: event.target.value === '' ? '' : Number(event.target.value),
              }))
            }
          >
            <MenuItem value="">
              <em>Sem nota</em>
            </MenuItem>
            {Object.entries(VALUE_SCORE_LABELS).map(([score, label]) => (
              <MenuItem key={score} value={Number(score)}>
                {score} — {label}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button
          variant="contained"
          onClick={submit}
          loading={save.isPending}
          disabled={answers.length === 0}
        >
          Salvar respostas
        </Button>
      </Box>
    </SectionCard>
  );
};

export const CompanyValuesTest = ({ companyId }: { companyId: string }) => {
  const { data, isError, error } = useCompanyValues(companyId);
  if (isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(error)}
      </Typography>
    );
  if (!data) return null;
  return (
    <Stack spacing={3}>
      {data.answers.length === 0 ? (
        <EmptyState title="Nenhum valor cadastrado no teste de valores" />
      ) : (
        <ValuesForm key={data.answeredAt} companyId={companyId} values={data} />
      )}
      <ValueItemsEditor />
    </Stack>
  );
};
