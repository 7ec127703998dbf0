import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MB,
  IMPORT_RESOURCES,
  type ImportResource,
} from '@hub/contract/imports';
import { PageHeader } from '../../../components/page-header';
import { ImportButtons } from '../../../components/resource/import-buttons';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { importKeys, uploadImport } from '../api/imports';
import { importTitle, registryCrumb } from '../components/import-status';
import { FileButton } from '../../../components/form/file-button';

const isResource = (value: string | undefined): value is ImportResource =>
  IMPORT_RESOURCES.some((resource) => resource === value);

/** Sends a spreadsheet into a registry; the import's own page then maps its columns. */
export const ImportUploadPage = () => {
  const { resource } = useParams();
  if (!isResource(resource)) return <Navigate to={paths.dashboard.imports.root} replace />;
  return <UploadForm resource={resource} />;
};

const UploadForm = ({ resource }: { resource: ImportResource }) => {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const title = importTitle(resource);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    // Refused here as the server would: a file of hundreds of MB is not sent only to be turned away.
    setError(
      chosen && chosen.size > IMPORT_MAX_BYTES
        ? `O arquivo passa do limite de ${IMPORT_MAX_MB} MB: divida a planilha em partes menores`
        : null,
    );
  };

  const send = async () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const created = await uploadImport(resource, file, setProgress);
      await client.invalidateQueries({ queryKey: importKeys.all });
      navigate(paths.dashboard.imports.view(created.id));
    } catch (failure) {
      setError(errorMessage(failure));
      setProgress(null);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { name: 'Início', href: paths.dashboard.root },
          registryCrumb(resource),
          { name: 'Importar planilha' },
        ]}
        action={<ImportButtons resource={resource} only="template" />}
      />
      <SectionCard
        title="Enviar a planilha"
        description={`CSV (separado por vírgula ou ponto e vírgula, em UTF-8 ou como o Excel salva) ou XLSX, até ${IMPORT_MAX_MB} MB. A primeira linha deve ter os nomes das colunas; as colunas são associadas aos campos no passo seguinte, e nada é gravado antes de você conferir as linhas.`}
      >
        <Stack spacing={2}>
          <FileButton
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            inputLabel="Planilha (CSV ou XLSX)"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          >
            {file ? file.name : 'Escolher arquivo'}
          </FileButton>
          {error && <Alert severity="error">{error}</Alert>}
          {progress !== null && (
            <Box>
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label="Progresso do envio"
              />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {progress < 100 ? `${progress}% enviado` : 'Lendo a planilha…'}
              </Typography>
            </Box>
          )}
          <Button
            variant="contained"
            onClick={() => void send()}
            disabled={!file || Boolean(error && file.size > IMPORT_MAX_BYTES)}
            loading={progress !== null}
            sx={{ alignSelf: 'flex-end' }}
          >
            Enviar planilha
          </Button>
        </Stack>
      </SectionCard>
    </>
  );
};
