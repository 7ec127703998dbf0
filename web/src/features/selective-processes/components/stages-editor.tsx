import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { enqueueSnackbar } from '../../../lib/toast';
import { counted } from '@hub/contract/counts';
import { stagesBodySchema, type SelectiveProcess } from '@hub/contract/selective-processes';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { useSaveStages } from '../api/processes';

type Draft = { key: string; id?: string; name: string; applications: number };

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

/** The ordered stages of a process: rename, add, remove (only empty ones), move up and down. */
export const StagesEditor = ({ process }: { process: SelectiveProcess }) => {
  const save = useSaveStages(process.id);
  const [stages, setStages] = useState<Draft[]>(() =>
    process.stages.map((stage) => ({ key: stage.id, ...stage })),
  );
  const [error, setError] = useState<string | null>(null);

  const change = (index: number, patch: Partial<Draft>) =>
    setStages((current) =>
      current.map((stage, at) => (at === index ? { ...stage, ...patch } : stage)),
    );
  const swap = (index: number, other: number) =>
    setStages((current) => {
      const next = [...current];
      [next[index], next[other]] = [next[other] as Draft, next[index] as Draft];
      return next;
    });

  const submit = async () => {
    const body = { stages: stages.map(({ id, name }) => ({ id, name })) };
    const parsed = stagesBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Etapas inválidas');
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(body);
      enqueueSnackbar('Etapas salvas', { variant: 'success' });
    } catch (failure) {
      setError(errorMessage(failure));
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };

  return (
    <SectionCard
      title="Etapas do processo"
      description="As colunas do quadro, na ordem. Só etapas sem candidatos podem ser removidas."
    >
      <Box component="ol" sx={{ display: 'grid', gap: 2, p: 0, m: 0, listStyle: 'none' }}>
        {stages.map((stage, index) => (
          <Box
            component="li"
            key={stage.key}
            sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
          >
            <TextField
              size="small"
              label={`Etapa ${index + 1}`}
              value={stage.name}
              onChange={(event) => change(index, { name: event.target.value })}
              helperText={
                stage.applications
                  ? counted(stage.applications, 'candidato', 'candidatos')
                  : undefined
              }
              sx={{ flexGrow: 1 }}
            />
            <IconButton
              aria-label={`Subir ${stage.name}`}
              disabled={index === 0}
              onClick={() => swap(index, index - 1)}
            >
              <ArrowUpward />
            </IconButton>
            <IconButton
              aria-label={`Descer ${stage.name}`}
              disabled={index === stages.length - 1}
              onClick={() => swap(index, index + 1)}
            >
              <ArrowDownward />
            </IconButton>
            <IconButton
              aria-label={`Remover ${stage.name}`}
              disabled={stage.applications > 0}
              onClick={() => setStages((current) => current.filter((_, at) => at !== index))}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        ))}
      </Box>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 2 }}>
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
        <Button
          onClick={() =>
            setStages((current) => [...current, { key: newKey(), name: '', applications: 0 }])
          }
        >
          Adicionar etapa
        </Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          Salvar etapas
        </Button>
      </Box>
    </SectionCard>
  );
};
